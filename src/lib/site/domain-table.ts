import type { Payload, PayloadRequest } from 'payload'

import { env } from '../platform/env'
import { setDomainTable } from './domains'

/**
 * Reads every school's code and domains into the in-memory table the proxy consults; with `req`,
 * inside the transaction of the save that changed them (its hooks run before it commits).
 */
export async function loadDomainTable(payload: Payload, req?: PayloadRequest): Promise<void> {
  const { docs } = await payload.find({
    collection: 'schools',
    pagination: false,
    depth: 0,
    select: { code: true, domains: true },
    overrideAccess: true,
    req,
  })
  setDomainTable(docs)
}

/**
 * At server start, before the first request. With PostgreSQL other instances may change a
 * school's domains, so the table is also read again every 30 seconds there.
 */
export async function startDomainTable(payload: Payload): Promise<void> {
  await loadDomainTable(payload)
  if (env.usesPostgres) {
    setInterval(() => loadDomainTable(payload).catch(() => {}), 30_000).unref()
  }
}

import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '../platform/env'
import { redis } from '../platform/redis'
import { lastLocalChange, setDomainTable } from './domains'

const readSchools = async (payload: Payload) =>
  (
    await payload.find({
      collection: 'schools',
      pagination: false,
      depth: 0,
      select: { code: true, domains: true },
      overrideAccess: true,
    })
  ).docs

/**
 * Reads every school's code and domains into the in-memory table the proxy consults. A save of a
 * school on this instance changes its own entries only (updateDomainTable, in its hooks).
 */
export async function loadDomainTable(payload: Payload): Promise<void> {
  setDomainTable(await readSchools(payload))
}

/** How long a school's save may still be committing after its hook changed the table. */
const SETTLE_MS = 2_000

/**
 * The table read again for other instances' changes. A save on this instance that changed the
 * table while the read ran, or just before it while its transaction was still committing, may be
 * missing from what was read: that read is dropped, and the table read again once the save has
 * settled, rather than losing the school's new domain until the next reload.
 */
export async function reloadDomainTable(payload: Payload): Promise<void> {
  const began = Date.now()
  const schools = await readSchools(payload)
  if (lastLocalChange() <= began - SETTLE_MS) return setDomainTable(schools)
  await new Promise((settled) => setTimeout(settled, SETTLE_MS).unref())
  return reloadDomainTable(payload)
}

/** Where an instance announces that it changed a school's domains (with REDIS_URL). */
const CHANGED = 'school-website:domains-changed'

/** Who announced: an instance does not read its own announcement (its hooks changed its table already). */
const INSTANCE = randomUUID()

/** Tells the other instances to read the table again (nothing to tell without Redis). */
export async function announceDomainChange(): Promise<void> {
  const client = await redis()
  await client?.publish(CHANGED, INSTANCE).catch(() => {})
}

/**
 * At server start, before the first request. With PostgreSQL other instances may change a
 * school's domains: they announce it through Redis, and the table is also read again every
 * 30 seconds, for changes made while Redis was away.
 */
export async function startDomainTable(payload: Payload): Promise<void> {
  await loadDomainTable(payload)
  if (!env.usesPostgres) return
  const reload = () => reloadDomainTable(payload).catch(() => {})
  setInterval(reload, 30_000).unref()
  const client = await redis()
  if (!client) return
  // A subscribed connection takes no other commands, so it is a connection of its own.
  const subscriber = client.duplicate()
  subscriber.on('error', () => {}) // the shared connection already reports outages
  await subscriber.connect().catch(() => {})
  await subscriber
    .subscribe(CHANGED, (from) => {
      // Read by the announcing instance itself, its table would lose the school its save is still
      // committing until the read a moment later: a new school's domain answered 404 there.
      if (from === INSTANCE) return
      // The announcing save may still be committing: read now, and once more a moment later.
      void reload()
      setTimeout(reload, 2_000).unref()
    })
    .catch(() => {})
}

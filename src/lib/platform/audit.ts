import type { Payload } from 'payload'

import type { AuditLog } from '@/payload-types'

// Apart from the collection (collections/AuditLog.ts) so that lib modules, jobs and fields record
// an entry without importing a collection file, and through it the collections' own imports.

type AuditEntry = {
  action: AuditLog['action']
  detail: string
  /** Null for what concerns the whole platform. */
  school: number | null
  /** Who, when it is not the request's account: the server's shell, say. */
  actor?: string
}

/** Records one audit entry for the acting staff member (or the system). */
export async function audit(req: { payload: Payload; user?: { email?: string | null } | null }, entry: AuditEntry) {
  await req.payload.create({
    collection: 'audit-log',
    data: { actor: req.user?.email ?? 'system', ...entry },
    overrideAccess: true,
    req: req as never,
  })
}

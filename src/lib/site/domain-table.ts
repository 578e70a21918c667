import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '../platform/env'
import { redis } from '../platform/redis'
import { lastLocalChange, setDomainTable, updateDomainTable, type SchoolDomains } from './domains'

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
export const SETTLE_MS = 5_000

/**
 * The table read again for other instances' changes. A save that changed the table (this
 * instance's, or one another instance announced) while the read ran, or just before it while its transaction was still committing, may be
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

/** One school's entries before and after a save (null: it did not exist, or was deleted). */
export type DomainChange = { before: SchoolDomains | null; after: SchoolDomains | null }
type Announcement = DomainChange & { from: string }

const entries = (school: SchoolDomains | null | undefined): SchoolDomains | null =>
  school ? { id: school.id, code: school.code, domains: [...(school.domains ?? [])] } : null

/**
 * Tells the other instances which school's entries changed (nothing to tell without Redis). The
 * announcement carries the entries themselves: it is sent from the save's hook, before the save
 * commits, so an instance reading the schools on hearing it could read the old rows (on a busy
 * machine a new school's domain then answered as the first school for 30 s).
 */
export async function announceDomainChange(change: DomainChange): Promise<void> {
  const client = await redis()
  const message: Announcement = { from: INSTANCE, before: entries(change.before), after: entries(change.after) }
  await client?.publish(CHANGED, JSON.stringify(message)).catch(() => {})
}

/**
 * Another instance's announcement applied to this one's table, as its own save would have been
 * (a reload while that save may still be committing is then put off). False when the message
 * cannot be read.
 */
export function applyDomainAnnouncement(message: string): boolean {
  let announced: Partial<Announcement>
  try {
    announced = JSON.parse(message) as Partial<Announcement>
  } catch {
    return false
  }
  if (typeof announced !== 'object' || announced === null || announced.from === INSTANCE) return true
  const valid = (school: unknown): school is SchoolDomains | null =>
    school === null ||
    (typeof school === 'object' &&
      typeof (school as SchoolDomains).code === 'string' &&
      ['string', 'number'].includes(typeof (school as SchoolDomains).id) &&
      Array.isArray((school as SchoolDomains).domains ?? []))
  if (!valid(announced.before) || !valid(announced.after)) return false
  updateDomainTable(announced.before, announced.after)
  return true
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
    .subscribe(CHANGED, (message) => {
      // A message this instance cannot read (an older release's) asks for a read of the table.
      if (!applyDomainAnnouncement(message)) void reload()
    })
    .catch(() => {})
}

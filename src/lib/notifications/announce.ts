import type { Payload } from 'payload'

import type { ContentType } from '@/collections/content-type'
import {
  ALERT_PRIORITY,
  OTHER_PRIORITY,
  type DeliveryChannel,
  type DeliveryKind,
} from '@/collections/Deliveries/states'
import { contentTypeOf } from '@/collections/registry'
import { DEFAULT_LOCALE } from '@/i18n/locales.mjs'
import { inLocale, STORED_LOCALE } from '@/lib/content/in-locale'

import { nextKeralaTime } from '../platform/kerala-cron'
import { relationId } from '../platform/relation'
import type { Announced } from './publication-mail'
import { followers, type Follower, insertDeliveries, type NewDelivery } from './delivery-store'

/** Digests go at 18:00 in Kerala: every evening, or on Fridays (5). */
export const DIGEST_HOUR = 18
export const WEEKLY_DIGEST_DAY = 5

/** The key of a record in the delivery log: collection and number. */
export const recordKeyOf = (collection: string, id: number | string) => `${collection}:${id}`

export function parseRecordKey(key: string): { collection: string; id: number } {
  const at = key.lastIndexOf(':')
  return { collection: key.slice(0, at), id: Number(key.slice(at + 1)) }
}

/** When a subscriber's mail of a record is due: now, or at their digest's evening. Alerts always at once. */
export function dueOf(kind: DeliveryKind, now: Date): Date {
  if (kind === 'daily') return nextKeralaTime(now, DIGEST_HOUR)
  if (kind === 'weekly') return nextKeralaTime(now, DIGEST_HOUR, WEEKLY_DIGEST_DAY)
  return now
}

/** A published record of a type subscribers hear of, read with every language; undefined otherwise. */
export async function publishedRecord(payload: Payload, collection: string, id: number) {
  const type = contentTypeOf(collection) as ContentType | undefined
  if (!type?.announce) return undefined
  const doc = (await payload.findByID({
    collection: type.slug,
    id,
    depth: 0,
    locale: STORED_LOCALE,
    disableErrors: true,
    overrideAccess: true,
  })) as Record<string, unknown> | null
  return doc && doc._status === 'published' ? { type, doc } : undefined
}

/**
 * A delivery's record as its mail or push says it, read once per sending run (`records` keeps
 * what was read); null once it is no longer published, so it is not sent.
 */
export async function announcedRecord(
  payload: Payload,
  records: Map<string, Announced | null>,
  recordKey: string,
): Promise<Announced | null> {
  if (!records.has(recordKey)) {
    const { collection, id } = parseRecordKey(recordKey)
    const found = await publishedRecord(payload, collection, id)
    records.set(recordKey, found ? { collection, doc: found.doc } : null)
  }
  return records.get(recordKey) ?? null
}

/**
 * Queues a published record's mail for every confirmed subscriber, and its push for every phone, of its school who follows one
 * of its topics and, for a circular of some classes, one of those classes (a whole-school record
 * goes to all of them). Run by the announce job after the record is published; queueing it again
 * adds only subscribers who have no row for it yet. Resolves to the number of rows asked for.
 */
export async function announce(payload: Payload, collection: string, id: number, now = new Date()): Promise<number> {
  const found = await publishedRecord(payload, collection, id)
  if (!found) return 0
  const { type, doc } = found
  const announce = type.announce!
  const school = Number(relationId(doc.school))
  const english = inLocale(doc, DEFAULT_LOCALE)
  const topics = announce.topics(english)
  const classes = announce.classes?.(english) ?? []
  const isAlert = topics.includes('alerts')
  const [mail, push] = await Promise.all(
    (['mail', 'push'] as const).map((channel) => followers(payload, school, topics, channel)),
  )
  const row = (s: Follower, channel: DeliveryChannel): NewDelivery => {
    // A phone's notification comes at once, whatever the parent chose for their mail.
    const kind: DeliveryKind = isAlert || channel === 'push' ? 'instant' : (s.frequency as DeliveryKind)
    return {
      title: announce.title(english),
      recordKey: recordKeyOf(collection, id),
      subscription: s.id,
      channel,
      kind,
      priority: isAlert ? ALERT_PRIORITY : OTHER_PRIORITY,
      dueAt: dueOf(kind, now),
      school,
    }
  }
  const follows = (s: Follower) => !classes.length || s.classes.some((c) => classes.includes(c))
  const rows = [...mail.filter(follows).map((s) => row(s, 'mail')), ...push.filter(follows).map((s) => row(s, 'push'))]
  await insertDeliveries(payload, rows, now)
  return rows.length
}

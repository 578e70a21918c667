import type { Payload } from 'payload'

import type { DeliveryChannel, DeliveryKind } from '@/collections/Deliveries/states'
import { isLocale, type Locale } from '@/i18n/locales.mjs'
import { type Db, dbOf, type Sql, writing } from '@/lib/platform/raw-sql'

/**
 * The delivery log's rows as the sending jobs write them: in SQL, many rows a statement, since
 * Payload creates and updates one record at a time (its updateMany too), which for a circular to
 * ten thousand parents cost more than the sending. The statements are the same on SQLite and
 * PostgreSQL; each is built with its database's own `sql` (each adapter brings its own copy of
 * Drizzle). The columns are the collection's (collections/Deliveries), which the admin reads.
 */
/** A list of numbers for `IN (…)`, each a bound value. */
const idList = (sql: Sql, ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

export type NewDelivery = {
  title: string
  recordKey: string
  subscription: number
  channel: DeliveryChannel
  kind: DeliveryKind
  priority: number
  dueAt: Date
  school: number
}

export type ClaimedDelivery = {
  id: number
  title: string
  recordKey: string
  subscription: number
  kind: DeliveryKind
  school: number
  attempts: number
  priority: number
}

/**
 * Rows a statement, with a turn for the server's other work between statements: SQLite's driver
 * runs a statement on the thread that serves pages, and five hundred rows held it for tens of
 * milliseconds (decision 0061).
 */
const ROWS_PER_INSERT = 100

/** Queues deliveries; one already there for the subscriber, record and channel stays as it is. */
export async function insertDeliveries(payload: Payload, rows: NewDelivery[], now = new Date()): Promise<void> {
  const at = now.toISOString()
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    if (i) await new Promise((resolve) => setImmediate(resolve))
    await writing(payload, ({ sql, run }) =>
      run(
        sql`INSERT INTO deliveries (title, record_key, subscription, channel, kind, status, priority, due_at, attempts, school_id, updated_at, created_at) VALUES ${sql.join(
          rows
            .slice(i, i + ROWS_PER_INSERT)
            .map(
              (r) =>
                sql`(${r.title}, ${r.recordKey}, ${r.subscription}, ${r.channel}, ${r.kind}, 'queued', ${r.priority}, ${r.dueAt.toISOString()}, 0, ${r.school}, ${at}, ${at})`,
            ),
          sql`, `,
        )} ON CONFLICT (subscription, record_key, channel) DO NOTHING`,
      ),
    )
  }
}

type Row = Record<keyof ClaimedDelivery, unknown>
const claimed = (row: Row): ClaimedDelivery => ({
  id: Number(row.id),
  title: String(row.title ?? ''),
  recordKey: String(row.recordKey),
  subscription: Number(row.subscription),
  kind: row.kind as DeliveryKind,
  school: Number(row.school),
  attempts: Number(row.attempts),
  priority: Number(row.priority),
})

/**
 * Takes up to `limit` due deliveries of a channel for sending, alerts first: marked `sending` in
 * the statement that picks them, so two runners never take the same row. Instant ones first; then
 * whole digests, all of a subscriber's due rows at once.
 */
export async function claimDue(
  payload: Payload,
  channel: DeliveryChannel,
  limit: number,
  now = new Date(),
): Promise<ClaimedDelivery[]> {
  return writing(payload, (db) => claim(db, channel, limit, now))
}

async function claim(db: Db, channel: DeliveryChannel, limit: number, now: Date): Promise<ClaimedDelivery[]> {
  const { sql } = db
  const at = now.toISOString()
  const returning = sql`RETURNING id, title, record_key AS "recordKey", subscription, kind, school_id AS "school", attempts, priority`
  const instant =
    await db.rows<Row>(sql`UPDATE deliveries SET status = 'sending', attempts = attempts + 1, updated_at = ${at}
    WHERE status = 'queued' AND id IN (
      SELECT id FROM deliveries WHERE status = 'queued' AND channel = ${channel} AND kind = 'instant' AND due_at <= ${at}
      ORDER BY priority, due_at, id LIMIT ${limit}
    ) ${returning}`)
  if (instant.length) return instant.map(claimed)
  const digests =
    await db.rows<Row>(sql`UPDATE deliveries SET status = 'sending', attempts = attempts + 1, updated_at = ${at}
    WHERE status = 'queued' AND channel = ${channel} AND kind <> 'instant' AND due_at <= ${at} AND subscription IN (
      SELECT DISTINCT subscription FROM deliveries
      WHERE status = 'queued' AND channel = ${channel} AND kind <> 'instant' AND due_at <= ${at} LIMIT ${limit}
    ) ${returning}`)
  return digests.map(claimed)
}

/** What became of claimed deliveries. */
export async function settle(
  payload: Payload,
  ids: number[],
  outcome:
    | { status: 'sent'; at: Date }
    | { status: 'failed' | 'skipped'; error: string; at: Date }
    | { status: 'queued'; error: string; retryAt: Date; at: Date },
): Promise<void> {
  if (!ids.length) return
  await writing(payload, (db) => settleRows(db, ids, outcome))
}

async function settleRows(db: Db, ids: number[], outcome: Parameters<typeof settle>[2]): Promise<void> {
  const { sql } = db
  const at = outcome.at.toISOString()
  const which = sql`id IN (${idList(sql, ids)})`
  if (outcome.status === 'sent')
    await db.run(
      sql`UPDATE deliveries SET status = 'sent', sent_at = ${at}, error = NULL, updated_at = ${at} WHERE ${which}`,
    )
  else if (outcome.status === 'queued')
    await db.run(
      sql`UPDATE deliveries SET status = 'queued', due_at = ${outcome.retryAt.toISOString()}, error = ${outcome.error}, updated_at = ${at} WHERE ${which}`,
    )
  else
    await db.run(
      sql`UPDATE deliveries SET status = ${outcome.status}, error = ${outcome.error}, updated_at = ${at} WHERE ${which}`,
    )
}

/**
 * Rows a runner claimed and never settled (its process stopped mid-send) are not sent again: the
 * mail server may already have accepted them. The log says so.
 */
export async function closeInterrupted(payload: Payload, olderThan: Date, now = new Date()): Promise<void> {
  await writing(payload, ({ sql, run }) =>
    run(sql`UPDATE deliveries SET status = 'failed', error = ${INTERRUPTED}, updated_at = ${now.toISOString()}
    WHERE status = 'sending' AND updated_at < ${olderThan.toISOString()}`),
  )
}

export const INTERRUPTED = 'Interrupted while sending; not sent again, since the mail server may have accepted it.'

/** Mails the server accepted since `since` (the start of Kerala's day), for MAIL_DAILY_LIMIT. */
export async function sentSince(payload: Payload, since: Date): Promise<number> {
  const db = await dbOf(payload)
  const { sql } = db
  const [row] = await db.rows<{ count: unknown }>(
    sql`SELECT COUNT(*) AS count FROM deliveries WHERE channel = 'mail' AND status = 'sent' AND sent_at >= ${since.toISOString()}`,
  )
  return Number(row?.count ?? 0)
}

export type PublicationDeliveries = { recordKey: string; title: string; counts: Partial<Record<string, number>> }

/** The latest publications mailed to subscribers, with how many of their deliveries are in each state. */
export async function recentPublications(payload: Payload, school: number | undefined, limit = 5) {
  const db = await dbOf(payload)
  const { sql } = db
  const ofSchool = school === undefined ? sql`1 = 1` : sql`school_id = ${school}`
  const latest = await db.rows<{ recordKey: string; title: string | null }>(
    sql`SELECT record_key AS "recordKey", MAX(title) AS title FROM deliveries WHERE ${ofSchool}
      GROUP BY record_key ORDER BY MAX(id) DESC LIMIT ${limit}`,
  )
  if (!latest.length) return []
  const counts = await db.rows<{ recordKey: string; status: string; count: unknown }>(
    sql`SELECT record_key AS "recordKey", status, COUNT(*) AS count FROM deliveries
      WHERE record_key IN (${sql.join(
        latest.map((l) => sql`${l.recordKey}`),
        sql`, `,
      )}) AND ${ofSchool} GROUP BY record_key, status`,
  )
  return latest.map((l): PublicationDeliveries => ({
    recordKey: l.recordKey,
    title: l.title ?? l.recordKey,
    counts: Object.fromEntries(
      counts.filter((c) => c.recordKey === l.recordKey).map((c) => [c.status, Number(c.count)]),
    ),
  }))
}

export type Follower = { id: number; frequency: string; classes: string[] }

/**
 * The subscribers of a school on a channel who follow one of `topics`, with their classes: the
 * confirmed mail addresses, or the phones (which have no frequency: a push comes at once). Two
 * statements rather than Payload's read of ten thousand records with their lists, which held the
 * server's one thread for most of a second.
 */
export async function followers(
  payload: Payload,
  school: number,
  topics: readonly string[],
  channel: DeliveryChannel = 'mail',
): Promise<Follower[]> {
  if (!topics.length) return []
  const db = await dbOf(payload)
  const { sql } = db
  const wanted = sql.join(
    topics.map((t) => sql`${t}`),
    sql`, `,
  )
  const [found, classes] =
    channel === 'mail'
      ? await Promise.all([
          db.rows<{ id: unknown; frequency: string }>(
            sql`SELECT id, frequency FROM subscriptions s WHERE school_id = ${school} AND status = 'confirmed' AND EXISTS (
              SELECT 1 FROM subscriptions_topics t WHERE t.parent_id = s.id AND t.value IN (${wanted}))`,
          ),
          db.rows<{ parent: unknown; value: string }>(
            sql`SELECT parent_id AS parent, value FROM subscriptions_classes WHERE parent_id IN (
              SELECT id FROM subscriptions WHERE school_id = ${school} AND status = 'confirmed')`,
          ),
        ])
      : await Promise.all([
          db.rows<{ id: unknown; frequency: string }>(
            sql`SELECT id, 'instant' AS frequency FROM push_subscriptions s WHERE school_id = ${school} AND EXISTS (
              SELECT 1 FROM push_subscriptions_topics t WHERE t.parent_id = s.id AND t.value IN (${wanted}))`,
          ),
          db.rows<{ parent: unknown; value: string }>(
            sql`SELECT parent_id AS parent, value FROM push_subscriptions_classes WHERE parent_id IN (
              SELECT id FROM push_subscriptions WHERE school_id = ${school})`,
          ),
        ])
  const byId = new Map<number, string[]>()
  for (const c of classes) byId.set(Number(c.parent), [...(byId.get(Number(c.parent)) ?? []), c.value])
  return found.map((f) => ({ id: Number(f.id), frequency: f.frequency, classes: byId.get(Number(f.id)) ?? [] }))
}

export type Recipient = { id: number; email: string; language: Locale | null; status: string; failures: number }

/** The subscriptions a batch of deliveries names, as the mails need them. */
export async function recipients(payload: Payload, ids: number[]): Promise<Map<number, Recipient>> {
  if (!ids.length) return new Map()
  const db = await dbOf(payload)
  const { sql } = db
  const rows = await db.rows<Record<keyof Recipient, unknown>>(
    sql`SELECT id, email, language, status, failures FROM subscriptions WHERE id IN (${idList(sql, ids)})`,
  )
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        email: String(r.email),
        language: isLocale(r.language) ? r.language : null,
        status: String(r.status),
        failures: Number(r.failures ?? 0),
      },
    ]),
  )
}

export type Phone = {
  id: number
  endpoint: string
  p256dh: string
  auth: string
  language: Locale | null
  failures: number
}

/** The phones a batch of push deliveries names, with their keys. */
export async function phones(payload: Payload, ids: number[]): Promise<Map<number, Phone>> {
  if (!ids.length) return new Map()
  const db = await dbOf(payload)
  const { sql } = db
  const rows = await db.rows<Record<keyof Phone, unknown>>(
    sql`SELECT id, endpoint, p256dh, auth, language, failures FROM push_subscriptions WHERE id IN (${idList(sql, ids)})`,
  )
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        endpoint: String(r.endpoint),
        p256dh: String(r.p256dh),
        auth: String(r.auth),
        language: isLocale(r.language) ? r.language : null,
        failures: Number(r.failures ?? 0),
      },
    ]),
  )
}

/**
 * What the push services answered, in three statements: the phones that took a push (their count
 * of refusals back to none), those that refused one (counted), and those whose service said they
 * are gone, removed with their lists.
 */
export async function settlePhones(
  payload: Payload,
  { reached, refused, gone }: { reached: number[]; refused: number[]; gone: number[] },
  at: Date,
): Promise<void> {
  await writing(payload, async ({ sql, run }) => {
    if (reached.length)
      await run(
        sql`UPDATE push_subscriptions SET last_sent_at = ${at.toISOString()}, failures = 0 WHERE id IN (${idList(sql, reached)})`,
      )
    if (refused.length)
      await run(sql`UPDATE push_subscriptions SET failures = failures + 1 WHERE id IN (${idList(sql, refused)})`)
    if (!gone.length) return
    // The lists by hand: SQLite honours their ON DELETE CASCADE only where foreign keys are on.
    await run(sql`DELETE FROM push_subscriptions_topics WHERE parent_id IN (${idList(sql, gone)})`)
    await run(sql`DELETE FROM push_subscriptions_classes WHERE parent_id IN (${idList(sql, gone)})`)
    await run(sql`DELETE FROM push_subscriptions WHERE id IN (${idList(sql, gone)})`)
  })
}

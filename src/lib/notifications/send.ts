import type { Payload } from 'payload'

import { FAILURES_BEFORE_PAUSE } from '@/collections/Subscriptions/choices'
import { localeOf } from '@/i18n/locales.mjs'
import type { School } from '@/payload-types'

import { env } from '../platform/env'
import { keralaIsoDate } from '../content/format'
import { KERALA_OFFSET_MINUTES } from '../platform/kerala-cron'
import { pauseAfterBatch } from '../platform/delivery-thread'
import { sendBulkMails, type BulkResult, type Mail } from '../platform/mail'
import { announcedRecord } from './announce'
import {
  claimDue,
  closeInterrupted,
  recipients,
  sentSince,
  settle,
  type ClaimedDelivery,
  type Recipient,
} from './delivery-store'
import { type Announced, publicationMail } from './publication-mail'
import { linkBase, schoolInLanguage } from './subscription-mail'

/**
 * Deliveries taken at a time: the mails are written here and composed and sent by the delivery
 * thread, a batch at a time (figures in decisions 0060 and 0061).
 */
const BATCH = 100
/** A temporary failure is tried again after these many minutes, then given up. */
export const RETRY_MINUTES = [1, 5, 15, 60]
/** A row claimed this long ago and never settled was interrupted (its runner stopped). */
export const INTERRUPTED_AFTER_MS = 15 * 60 * 1000
/** One run sends for at most this long, so the next minute's run never overlaps it. */
export const RUN_MS = 50_000

/** Why a mail waits when its school's site has no address for its links. */
const NO_ADDRESS = 'The site has no address for the links in mails: set SERVER_URL or the school’s domain.'

export type SendReport = { sent: number; failed: number; skipped: number; retried: number; capped: boolean }

let cappedDay: string | undefined

/** Midnight in Kerala at the start of `now`'s Kerala day. */
const keralaMidnight = (now: Date) =>
  new Date(new Date(`${keralaIsoDate(now)}T00:00:00Z`).getTime() - KERALA_OFFSET_MINUTES * 60_000)

type Unit = { subscription: Recipient; rows: ClaimedDelivery[]; announced: Announced[] }

/**
 * Sends what is due: alerts first, then other instant mail, then the evening's digests (one mail
 * per subscriber), in batches, within MAIL_DAILY_LIMIT and MAIL_RATE_PER_MINUTE. A record
 * unpublished before its mail left is not sent. A permanent refusal counts against the address,
 * which is paused after three in a row; a temporary one is tried again later. Each row is claimed
 * before it is sent and settled after, so no subscriber is mailed a record twice, across restarts
 * and instances.
 */
export async function sendDueMail(
  payload: Payload,
  { now = () => new Date(), runMs = RUN_MS }: { now?: () => Date; runMs?: number } = {},
): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0, skipped: 0, retried: 0, capped: false }
  await closeInterrupted(payload, new Date(now().getTime() - INTERRUPTED_AFTER_MS), now())
  const records = new Map<string, Announced | null>()
  const schools = new Map<string, School>()
  const end = Date.now() + runMs
  let window = { start: Date.now(), sent: 0 }
  while (Date.now() < end) {
    const batchStart = Date.now()
    let limit = BATCH
    const daily = env.mailDailyLimit
    if (daily) {
      const left = daily - (await sentSince(payload, keralaMidnight(now())))
      if (left <= 0) {
        report.capped = true
        if (cappedDay !== keralaIsoDate(now()))
          console.log(`[mail] MAIL_DAILY_LIMIT (${daily}) reached: sending resumes after midnight, Kerala time`)
        cappedDay = keralaIsoDate(now())
        break
      }
      limit = Math.min(limit, left)
    }
    const rate = env.mailRatePerMinute
    if (rate) {
      if (Date.now() - window.start >= 60_000) window = { start: Date.now(), sent: 0 }
      if (window.sent >= rate) break
      limit = Math.min(limit, rate - window.sent)
    }
    const claimed = await claimDue(payload, 'mail', limit, now())
    if (!claimed.length) break
    const units = await unitsOf(payload, claimed, records, report, now())
    const results = await sendUnits(payload, schools, units)
    await settleAll(payload, units, results, report, now())
    window.sent += units.length
    await pauseAfterBatch(batchStart)
  }
  return report
}

/** The claimed rows as mails to send: one per instant row, one per subscriber's digest; the rest settled as skipped. */
async function unitsOf(
  payload: Payload,
  claimed: ClaimedDelivery[],
  records: Map<string, Announced | null>,
  report: SendReport,
  at: Date,
): Promise<Unit[]> {
  const subscribers = await recipients(payload, [...new Set(claimed.map((c) => c.subscription))])
  const gone: number[] = []
  const unpublished: number[] = []
  const digests = new Map<number, Unit>()
  const units: Unit[] = []
  for (const row of claimed) {
    const subscription = subscribers.get(row.subscription)
    if (!subscription || subscription.status !== 'confirmed') {
      gone.push(row.id)
      continue
    }
    const announced = await announcedRecord(payload, records, row.recordKey)
    if (!announced) {
      unpublished.push(row.id)
      continue
    }
    if (row.kind === 'instant') {
      units.push({ subscription, rows: [row], announced: [announced] })
      continue
    }
    const digest = digests.get(subscription.id) ?? { subscription, rows: [], announced: [] }
    digest.rows.push(row)
    digest.announced.push(announced)
    if (!digests.has(subscription.id)) {
      digests.set(subscription.id, digest)
      units.push(digest)
    }
  }
  await settle(payload, gone, { status: 'skipped', error: 'The subscriber left or was paused.', at })
  await settle(payload, unpublished, { status: 'skipped', error: 'Unpublished before it was sent.', at })
  report.skipped += gone.length + unpublished.length
  return units
}

/** The units' mails, sent in one batch; a school without an address for its links waits. */
async function sendUnits(payload: Payload, schools: Map<string, School>, units: Unit[]): Promise<BulkResult[]> {
  const mails: (Mail | null)[] = []
  for (const unit of units) {
    const school = await schoolFor(payload, schools, unit)
    const base = linkBase(school)
    mails.push(base ? publicationMail(school, base, unit.subscription, unit.announced) : null)
  }
  const sent = await sendBulkMails(mails.filter((m): m is Mail => !!m))
  let next = 0
  return mails.map((mail) => (mail ? sent[next++] : { ok: false, permanent: false, reason: NO_ADDRESS }))
}

async function schoolFor(payload: Payload, schools: Map<string, School>, unit: Unit): Promise<School> {
  const locale = localeOf(unit.subscription.language)
  const key = `${unit.rows[0].school}:${locale}`
  if (!schools.has(key)) schools.set(key, await schoolInLanguage(payload, unit.rows[0].school, locale))
  return schools.get(key) as School
}

async function settleAll(payload: Payload, units: Unit[], results: BulkResult[], report: SendReport, at: Date) {
  const sent: number[] = []
  const failed = new Map<string, number[]>()
  const retries = new Map<string, { ids: number[]; retryAt: Date; error: string }>()
  for (const [i, unit] of units.entries()) {
    const result = results[i]
    const ids = unit.rows.map((r) => r.id)
    if (result.ok) {
      sent.push(...ids)
      report.sent++
      if (unit.subscription.failures)
        await payload.update({ collection: 'subscriptions', id: unit.subscription.id, data: { failures: 0 }, depth: 0 })
      continue
    }
    const attempts = Math.max(...unit.rows.map((r) => r.attempts))
    if (!result.permanent && attempts <= RETRY_MINUTES.length) {
      const retryAt = new Date(at.getTime() + RETRY_MINUTES[attempts - 1] * 60_000)
      const key = `${retryAt.getTime()}\n${result.reason}`
      const group = retries.get(key) ?? { ids: [], retryAt, error: result.reason }
      group.ids.push(...ids)
      retries.set(key, group)
      report.retried++
      continue
    }
    failed.set(result.reason, [...(failed.get(result.reason) ?? []), ...ids])
    report.failed++
    if (result.permanent) {
      const failures = (unit.subscription.failures ?? 0) + 1
      await payload.update({
        collection: 'subscriptions',
        id: unit.subscription.id,
        data: { failures, ...(failures >= FAILURES_BEFORE_PAUSE ? { status: 'paused' } : {}) },
        depth: 0,
      })
    }
  }
  await settle(payload, sent, { status: 'sent', at })
  for (const [error, ids] of failed) await settle(payload, ids, { status: 'failed', error, at })
  for (const { ids, retryAt, error } of retries.values())
    await settle(payload, ids, { status: 'queued', retryAt, error, at })
}

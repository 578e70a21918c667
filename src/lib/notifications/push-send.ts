import type { Payload } from 'payload'

import { ALERT_PRIORITY } from '@/collections/Deliveries/states'
import { FAILURES_BEFORE_PAUSE } from '@/collections/Subscriptions/choices'
import { localeOf } from '@/i18n/locales.mjs'

import { env } from '../platform/env'
import { inDeliveryThread, pauseAfterBatch } from '../platform/delivery-thread'
import { logFailure } from '../platform/log'
import { announcedRecord } from './announce'
import { RETRY_MINUTES, RUN_MS } from './send'
import { claimDue, phones, settle, settlePhones, type ClaimedDelivery, type Phone } from './delivery-store'
import type { Announced } from './publication-mail'
import { pushMessage } from './push-message'
import { vapidKeys, vapidSubject } from './push-keys'

/**
 * How long a push service keeps a notification for a phone that is off (its TTL): an alert is news
 * for a day (a rain holiday announced at 6 a.m.), anything else for three.
 */
export const PUSH_TTL_SECONDS = { alert: 24 * 60 * 60, other: 3 * 24 * 60 * 60 } as const
/** Deliveries taken at a time, and pushes in flight at once. */
const BATCH = 200
const IN_FLIGHT = 16
/** A push service that has not answered in this long is tried again later. */
const TIMEOUT_MS = 10_000

/** What a push service answered (lib/server/delivery-worker.mjs posts them). */
type Outcome = { kind: 'sent' } | { kind: 'gone' | 'refused' | 'later'; reason: string }

export type PushReport = { sent: number; failed: number; skipped: number; retried: number; removed: number }

type Push = { endpoint: string; p256dh: string; auth: string; message: string; urgent: boolean }

/**
 * Pushes sent by the delivery thread (lib/platform/delivery-thread.ts): encrypting and signing
 * each is CPU work that held the thread serving pages (decision 0061).
 */
async function deliverPushes(pushes: Push[], allow: string[]): Promise<Outcome[]> {
  try {
    return await inDeliveryThread<Outcome>('push', pushes, {
      vapid: { subject: vapidSubject(), ...vapidKeys() },
      ttl: PUSH_TTL_SECONDS,
      allow,
      timeoutMs: TIMEOUT_MS,
      inFlight: IN_FLIGHT,
    })
  } catch (error) {
    logFailure('push', error)
    return pushes.map(() => ({ kind: 'later', reason: 'The sending was interrupted.' }))
  }
}

/**
 * Sends the pushes that are due, alerts first, as sendDueMail does the mail: each row claimed
 * before it goes and settled after, so a phone never gets a record twice. A phone whose push
 * service answers 404 or 410 has unsubscribed (or its browser data was cleared) and is removed;
 * one refused three times in a row, too.
 */
export async function sendDuePush(
  payload: Payload,
  {
    now = () => new Date(),
    runMs = RUN_MS,
    allow = env.pushPrivateNetworks,
  }: { now?: () => Date; runMs?: number; allow?: string[] } = {},
): Promise<PushReport> {
  const report: PushReport = { sent: 0, failed: 0, skipped: 0, retried: 0, removed: 0 }
  const records = new Map<string, Announced | null>()
  const messages = new Map<string, string>()
  const end = Date.now() + runMs
  while (Date.now() < end) {
    const batchStart = Date.now()
    const claimed = await claimDue(payload, 'push', BATCH, now())
    if (!claimed.length) break
    const byId = await phones(payload, [...new Set(claimed.map((c) => c.subscription))])
    const outcomes: (Outcome | 'left' | 'unpublished')[] = []
    const pushes: Push[] = []
    const pushed: number[] = []
    for (const [i, row] of claimed.entries()) {
      const phone = byId.get(row.subscription)
      const announced = phone ? await announcedRecord(payload, records, row.recordKey) : null
      outcomes.push(!phone ? 'left' : !announced ? 'unpublished' : { kind: 'sent' })
      if (!phone || !announced) continue
      const locale = localeOf(phone.language)
      const key = `${row.recordKey} ${locale}`
      if (!messages.has(key)) messages.set(key, JSON.stringify(pushMessage(announced, row.recordKey, locale)))
      pushes.push({ ...phone, message: messages.get(key) as string, urgent: row.priority === ALERT_PRIORITY })
      pushed.push(i)
    }
    const answers = await deliverPushes(pushes, allow)
    for (const [j, i] of pushed.entries()) outcomes[i] = answers[j]
    await settleBatch(payload, claimed, outcomes, byId, report, now())
    await pauseAfterBatch(batchStart)
  }
  return report
}

async function settleBatch(
  payload: Payload,
  rows: ClaimedDelivery[],
  outcomes: (Outcome | 'left' | 'unpublished')[],
  byId: Map<number, Phone>,
  report: PushReport,
  at: Date,
) {
  const ids = { sent: [] as number[], left: [] as number[], unpublished: [] as number[] }
  const failed = new Map<string, number[]>()
  const retries = new Map<string, { ids: number[]; retryAt: Date; error: string }>()
  const reachedPhones = new Set<number>()
  const refused = new Set<number>()
  const gone = new Set<number>()
  for (const [i, row] of rows.entries()) {
    const outcome = outcomes[i]
    if (outcome === 'left' || outcome === 'unpublished') {
      ids[outcome].push(row.id)
      continue
    }
    if (outcome.kind === 'sent') {
      ids.sent.push(row.id)
      reachedPhones.add(row.subscription)
      continue
    }
    if (outcome.kind === 'later' && row.attempts <= RETRY_MINUTES.length) {
      const retryAt = new Date(at.getTime() + RETRY_MINUTES[row.attempts - 1] * 60_000)
      const key = `${retryAt.getTime()}\n${outcome.reason}`
      const group = retries.get(key) ?? { ids: [], retryAt, error: outcome.reason }
      group.ids.push(row.id)
      retries.set(key, group)
      continue
    }
    failed.set(outcome.reason, [...(failed.get(outcome.reason) ?? []), row.id])
    const phone = byId.get(row.subscription)
    if (outcome.kind === 'gone' || (phone && phone.failures + 1 >= FAILURES_BEFORE_PAUSE)) gone.add(row.subscription)
    else if (outcome.kind === 'refused') refused.add(row.subscription)
  }
  for (const id of gone) {
    refused.delete(id)
    reachedPhones.delete(id)
  }
  await settlePhones(payload, { reached: [...reachedPhones], refused: [...refused], gone: [...gone] }, at)
  await settle(payload, ids.sent, { status: 'sent', at })
  await settle(payload, ids.left, { status: 'skipped', error: 'The phone turned the alerts off.', at })
  await settle(payload, ids.unpublished, { status: 'skipped', error: 'Unpublished before it was sent.', at })
  for (const [error, failedIds] of failed) await settle(payload, failedIds, { status: 'failed', error, at })
  for (const { ids: retryIds, retryAt, error } of retries.values())
    await settle(payload, retryIds, { status: 'queued', retryAt, error, at })
  report.sent += ids.sent.length
  report.skipped += ids.left.length + ids.unpublished.length
  report.retried += [...retries.values()].reduce((n, r) => n + r.ids.length, 0)
  report.failed += [...failed.values()].reduce((n, f) => n + f.length, 0)
  report.removed += gone.size
}

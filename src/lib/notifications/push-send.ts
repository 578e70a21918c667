import http from 'node:http'
import https from 'node:https'

import type { Payload } from 'payload'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'
import webpush from 'web-push'

import { ALERT_PRIORITY } from '@/collections/Deliveries/states'
import { FAILURES_BEFORE_PAUSE } from '@/collections/Subscriptions/choices'
import { localeOf } from '@/i18n/locales.mjs'

import { env } from '../platform/env'
import { inParallel } from '../platform/in-parallel'
import { parseRecordKey, publishedRecord } from './announce'
import { claimDue, phones, settle, settlePhones, type ClaimedDelivery, type Phone } from './delivery-store'
import type { Announced } from './publication-mail'
import { pushMessage, type PushMessage } from './push-message'
import { vapidKeys, vapidSubject } from './push-keys'

/**
 * How long a push service keeps a notification for a phone that is off (its TTL): an alert is news
 * for a day (a rain holiday announced at 6 a.m.), anything else for three.
 */
export const PUSH_TTL_SECONDS = { alert: 24 * 60 * 60, other: 3 * 24 * 60 * 60 } as const
/** Deliveries taken at a time, and pushes in flight at once. */
const BATCH = 100
const IN_FLIGHT = 16
/** A push service that has not answered in this long is tried again later. */
const TIMEOUT_MS = 10_000
const RETRY_MINUTES = [1, 5, 15, 60]
const RUN_MS = 50_000

type Outcome = { kind: 'sent' } | { kind: 'gone' | 'refused' | 'later'; reason: string }

export type PushReport = { sent: number; failed: number; skipped: number; retried: number; removed: number }

/**
 * The agents every push goes through: a phone's push address is whatever its browser sent, so a
 * connection to an address that is not public is refused (after DNS, on every connection), but
 * for the networks named in PUSH_PRIVATE_NETWORKS. Kept alive: most pushes go to a few services.
 */
const agents = new Map<string, { http: http.Agent; https: https.Agent }>()
function agentsFor(allow: string[]) {
  const key = allow.join(',')
  let made = agents.get(key)
  if (!made) {
    const options = { allowIPAddressList: allow, keepAlive: true, maxSockets: IN_FLIGHT }
    made = { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) }
    agents.set(key, made)
  }
  return made
}

/**
 * One push: encrypted for the phone's keys (RFC 8291) and signed with the server's (RFC 8292) by
 * web-push, and posted here rather than by its sendNotification, which takes no agent that
 * filters addresses for plain http and reads the endpoint into its errors (which must not reach
 * the log: it identifies the phone).
 */
export function deliverPush(
  phone: Pick<Phone, 'endpoint' | 'p256dh' | 'auth'>,
  message: PushMessage,
  { urgent, allow = env.pushPrivateNetworks }: { urgent: boolean; allow?: string[] },
): Promise<Outcome> {
  const keys = vapidKeys()
  const details = webpush.generateRequestDetails(
    { endpoint: phone.endpoint, keys: { p256dh: phone.p256dh, auth: phone.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: vapidSubject(), ...keys },
      TTL: urgent ? PUSH_TTL_SECONDS.alert : PUSH_TTL_SECONDS.other,
      urgency: urgent ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
    },
  )
  const url = new URL(details.endpoint)
  const service = url.host
  const secure = url.protocol === 'https:'
  const agent = agentsFor(allow)[secure ? 'https' : 'http']
  return new Promise((resolve) => {
    const request = (secure ? https : http).request(
      url,
      { method: 'POST', headers: details.headers as http.OutgoingHttpHeaders, agent, timeout: TIMEOUT_MS },
      (response) => {
        response.resume()
        const status = response.statusCode ?? 0
        const reason = `The push service (${service}) answered ${status}.`
        if (status >= 200 && status < 300) resolve({ kind: 'sent' })
        else if (status === 404 || status === 410) resolve({ kind: 'gone', reason })
        else if (status === 429 || status >= 500) resolve({ kind: 'later', reason })
        else resolve({ kind: 'refused', reason })
      },
    )
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', (error) => {
      // request-filtering-agent's refusal names the address; only its kind is kept.
      const refused = /not allowed/i.test(error.message)
      resolve(
        refused
          ? { kind: 'refused', reason: `The push address (${service}) is not on the public internet.` }
          : { kind: 'later', reason: `The push service (${service}) could not be reached.` },
      )
    })
    request.end(details.body)
  })
}

/**
 * Sends the pushes that are due, alerts first, as sendDueMail does the mail: each row claimed
 * before it goes and settled after, so a phone never gets a record twice. A phone whose push
 * service answers 404 or 410 has unsubscribed (or its browser data was cleared) and is removed;
 * one refused three times in a row, too.
 */
export async function sendDuePush(
  payload: Payload,
  { now = () => new Date(), runMs = RUN_MS, allow }: { now?: () => Date; runMs?: number; allow?: string[] } = {},
): Promise<PushReport> {
  const report: PushReport = { sent: 0, failed: 0, skipped: 0, retried: 0, removed: 0 }
  const records = new Map<string, Announced | null>()
  const messages = new Map<string, PushMessage>()
  const end = Date.now() + runMs
  while (Date.now() < end) {
    const claimed = await claimDue(payload, 'push', BATCH, now())
    if (!claimed.length) break
    const byId = await phones(payload, [...new Set(claimed.map((c) => c.subscription))])
    const outcomes = await inParallel(claimed, IN_FLIGHT, async (row): Promise<Outcome | 'left' | 'unpublished'> => {
      const phone = byId.get(row.subscription)
      if (!phone) return 'left'
      const announced = await recordOf(payload, records, row)
      if (!announced) return 'unpublished'
      const locale = localeOf(phone.language)
      const key = `${row.recordKey} ${locale}`
      if (!messages.has(key)) messages.set(key, pushMessage(announced, row.recordKey, locale))
      return deliverPush(phone, messages.get(key) as PushMessage, { urgent: row.priority === ALERT_PRIORITY, allow })
    })
    await settleBatch(payload, claimed, outcomes, byId, report, now())
    await new Promise((resolve) => setImmediate(resolve))
  }
  return report
}

async function recordOf(payload: Payload, records: Map<string, Announced | null>, row: ClaimedDelivery) {
  if (!records.has(row.recordKey)) {
    const { collection, id } = parseRecordKey(row.recordKey)
    const found = await publishedRecord(payload, collection, id)
    records.set(row.recordKey, found ? { collection, doc: found.doc } : null)
  }
  return records.get(row.recordKey) ?? null
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

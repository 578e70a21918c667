// @ts-check
/**
 * The thread that sends parents' mail and pushes (lib/platform/delivery-thread.ts starts it when
 * something is due and stops it when idle): composing a mail for SMTP, and encrypting and signing
 * a push, are CPU work of a millisecond or so each, which for ten thousand parents on the thread
 * that serves pages made every page wait (figures in decision 0061). The main thread keeps the
 * database (what is due, what became of it); this one only talks to the mail server and the push
 * services. Plain JavaScript, as Node.js loads a worker's file itself, unbundled.
 */
import http from 'node:http'
import https from 'node:https'
import { parentPort } from 'node:worker_threads'

import nodemailer from 'nodemailer'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'
import webpush from 'web-push'

/** @template T, R @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} run @returns {Promise<R[]>} */
async function inParallel(items, limit, run) {
  /** @type {R[]} */
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const at = next++
      results[at] = await run(items[at])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** @type {Map<string, import('nodemailer').Transporter>} */
const pools = new Map()

/**
 * @param {object[]} mails nodemailer's options, one mail each
 * @param {{ smtpUrl: string, connections: number }} settings
 */
async function sendMails(mails, { smtpUrl, connections }) {
  let pool = pools.get(smtpUrl)
  if (!pool) {
    const pooledUrl = `${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}pool=true&maxConnections=${connections}`
    pool = nodemailer.createTransport(pooledUrl)
    pools.set(smtpUrl, pool)
  }
  const transport = pool
  return inParallel(mails, connections * 2, async (mail) => {
    try {
      await transport.sendMail(mail)
      return { ok: true }
    } catch (error) {
      // The server's code and words, which never hold the address (nodemailer keeps recipients apart).
      const e = /** @type {{ responseCode?: number, code?: string, response?: string }} */ (error)
      const code = e.responseCode
      const words = String(e.response ?? '')
        .replace(/<[^>]*>|\S+@\S+/g, '…')
        .slice(0, 200)
      return {
        ok: false,
        permanent: !!code && code >= 500,
        reason: code ? `${code} ${words}` : String(e.code ?? 'error'),
      }
    }
  })
}

/** @type {Map<string, { http: http.Agent, https: https.Agent }>} */
const agents = new Map()

/**
 * A phone's push address is whatever its browser sent, so a connection to an address that is not
 * public is refused (after DNS, on every connection), but for PUSH_PRIVATE_NETWORKS. Kept alive:
 * most pushes go to a few services.
 * @param {string[]} allow @param {number} sockets
 */
function agentsFor(allow, sockets) {
  const key = allow.join(',')
  let made = agents.get(key)
  if (!made) {
    const options = { allowIPAddressList: allow, keepAlive: true, maxSockets: sockets }
    made = { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) }
    agents.set(key, made)
  }
  return made
}

/**
 * @typedef {{ endpoint: string, p256dh: string, auth: string, message: string, urgent: boolean }} Push
 * @typedef {{ vapid: { subject: string, publicKey: string, privateKey: string }, ttl: { alert: number, other: number }, allow: string[], timeoutMs: number, inFlight: number }} PushSettings
 * @typedef {{ kind: 'sent' } | { kind: 'gone' | 'refused' | 'later', reason: string }} Outcome
 */

/**
 * One push: encrypted for the phone's keys (RFC 8291) and signed with the server's (RFC 8292) by
 * web-push, and posted here rather than by its sendNotification, which takes no agent that filters
 * addresses for plain http and puts the endpoint into its errors (the endpoint identifies the phone).
 * @param {Push} push @param {PushSettings} settings @returns {Promise<Outcome>}
 */
function deliverPush(push, settings) {
  const details = webpush.generateRequestDetails(
    { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
    push.message,
    {
      vapidDetails: settings.vapid,
      TTL: push.urgent ? settings.ttl.alert : settings.ttl.other,
      urgency: push.urgent ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
    },
  )
  const url = new URL(details.endpoint)
  const service = url.host
  const secure = url.protocol === 'https:'
  const agent = agentsFor(settings.allow, settings.inFlight)[secure ? 'https' : 'http']
  return new Promise((resolve) => {
    const request = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers: /** @type {http.OutgoingHttpHeaders} */ (details.headers),
        agent,
        timeout: settings.timeoutMs,
      },
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
      resolve(
        /not allowed/i.test(error.message)
          ? { kind: 'refused', reason: `The push address (${service}) is not on the public internet.` }
          : { kind: 'later', reason: `The push service (${service}) could not be reached.` },
      )
    })
    request.end(details.body)
  })
}

/** @param {Push[]} pushes @param {PushSettings} settings */
const sendPushes = (pushes, settings) => inParallel(pushes, settings.inFlight, (push) => deliverPush(push, settings))

parentPort?.on('message', async ({ id, kind, items, settings }) => {
  try {
    const results = kind === 'push' ? await sendPushes(items, settings) : await sendMails(items, settings)
    parentPort?.postMessage({ id, results })
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})

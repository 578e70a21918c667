/**
 * A circular for every class reaching 10,000 confirmed subscribers of one school, on the
 * production build (run `npm run build` first): by mail through a local SMTP server that accepts
 * as fast as it can, with MAIL_RATE_PER_MINUTE unset, or by web push to 10,000 phones through a
 * local push service (issue 52's goal: the last one within 2 minutes of publication on two
 * cores). Prints the time from publication to the last delivery, the server's peak resident
 * memory, and the home page's p99 under load while they go out against idle in the same run
 * (goal: at most 1.5 times). Asserts nothing.
 *
 *   npx tsx bench/notifications.ts [subscribers] [mail|push]
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import { SMTPServer } from 'smtp-server'

import { phoneKeys, startPushService } from '../tests/helpers/push-service'

import { preparedPayload, withServer, writeRows, type Row } from './news-data'

const PORT = 3593
const SUBSCRIBERS = Number(process.argv[2] ?? 10_000)
const CHANNEL = process.argv[3] === 'push' ? 'push' : 'mail'
const CONNECTIONS = 4
const ADMIN = { email: 'bench@example.org', password: 'Bench-password-41-long' }
const CLASSES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII']

function subscriberRows(id: number, school: number): Row[] {
  const at = new Date().toISOString()
  return [
    {
      sql: "insert into subscriptions (id, email, status, frequency, language, confirmed_at, failures, school_id, updated_at, created_at) values (?, ?, 'confirmed', 'instant', ?, ?, 0, ?, ?, ?)",
      args: [id, `parent${id}@example.org`, id % 3 ? 'en' : 'ml', at, school, at, at],
    },
    { sql: 'insert into subscriptions_topics ("order", parent_id, value) values (1, ?, \'circulars\')', args: [id] },
    { sql: 'insert into subscriptions_topics ("order", parent_id, value) values (2, ?, \'alerts\')', args: [id] },
    {
      sql: 'insert into subscriptions_classes ("order", parent_id, value) values (1, ?, ?)',
      args: [id, CLASSES[id % 12]],
    },
  ]
}

/** A phone of the push service's, all with one pair of keys (each push is still encrypted on its own). */
function phoneRows(id: number, school: number, service: string, keys: { p256dh: string; auth: string }): Row[] {
  const at = new Date().toISOString()
  return [
    {
      sql: 'insert into push_subscriptions (id, service, endpoint, p256dh, auth, language, failures, school_id, updated_at, created_at) values (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)',
      args: [id, '127.0.0.1', `${service}/201/p${id}`, keys.p256dh, keys.auth, id % 3 ? 'en' : 'ml', school, at, at],
    },
    {
      sql: 'insert into push_subscriptions_topics ("order", parent_id, value) values (1, ?, \'circulars\')',
      args: [id],
    },
    {
      sql: 'insert into push_subscriptions_classes ("order", parent_id, value) values (1, ?, ?)',
      args: [id, CLASSES[id % 12]],
    },
  ]
}

async function dataDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-notifications-'))
  process.env.ADMIN_EMAIL = ADMIN.email
  process.env.ADMIN_PASSWORD = ADMIN.password
  const payload = await preparedPayload(dir, false)
  const school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
  const rows: Row[] = []
  const keys = phoneKeys().keys
  for (let i = 1; i <= SUBSCRIBERS; i++)
    rows.push(...(CHANNEL === 'push' ? phoneRows(i, school, push.base, keys) : subscriberRows(i, school)))
  await writeRows(payload, rows)
  await payload.destroy()
  return dir
}

/** The SMTP server: counts what it accepts, and when the last one came. */
async function smtpSink() {
  const state = { count: 0, last: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        state.count++
        state.last = performance.now()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  return { state, url: `smtp://127.0.0.1:${port}`, close: () => server.close() }
}

/** The process's most resident memory so far (Linux's VmHWM), in MB. */
const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

/** The home page's 99th-percentile latency over `seconds` of load. */
const p99 = async (base: string, seconds: number) =>
  (await autocannon({ url: `${base}/`, connections: CONNECTIONS, duration: seconds })).latency.p99

const smtp = await smtpSink()
const push = await startPushService()
/** What the sink of the channel measured: deliveries taken, and when the last came. */
const sink =
  CHANNEL === 'push'
    ? { count: push.count, last: push.last }
    : { count: () => smtp.state.count, last: () => smtp.state.last }
await withServer(
  await dataDir(),
  PORT,
  '/',
  async (base, pid) => {
    await fetch(`${base}/`)
    const idle = await p99(base, 10)
    const before = peakMb(pid)
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = (await login.json()) as { token: string }
    const published = performance.now()
    const res = await fetch(`${base}/cms-api/circulars`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({
        title: 'School closed on Monday',
        date: new Date().toISOString(),
        category: 'Holiday',
        _status: 'published',
      }),
    })
    if (res.status !== 201) throw new Error(`publishing answered ${res.status}`)
    // The home page under load while the deliveries go out, until the last one or five minutes.
    const during: number[] = []
    const deadline = published + 5 * 60_000
    while (sink.count() < SUBSCRIBERS && performance.now() < deadline) during.push(await p99(base, 5))
    const seconds = (sink.last() - published) / 1000
    console.log(`subscribers                ${SUBSCRIBERS} (${CHANNEL})`)
    console.log(`deliveries accepted        ${sink.count()}`)
    console.log(`publication → last one     ${seconds.toFixed(1)} s (${(sink.count() / seconds).toFixed(0)} a second)`)
    console.log(`server peak memory         ${peakMb(pid).toFixed(0)} MB (${before.toFixed(0)} MB before publishing)`)
    const busy = Math.max(...during)
    console.log(`/ p99 idle                 ${idle} ms`)
    console.log(`/ p99 during the sending   ${busy} ms (worst 5 s window; ${(busy / idle).toFixed(2)} × idle)`)
  },
  {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'website@school.example',
    SERVER_URL: `http://127.0.0.1:${PORT}`,
    JOBS_CHECK_SECONDS: '1',
    PUSH_PRIVATE_NETWORKS: '127.0.0.1/32',
  },
)
smtp.close()
await push.stop()
process.exit(0)

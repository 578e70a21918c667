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
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { phoneKeys } from '../tests/helpers/push-service'

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
    rows.push(
      ...(CHANNEL === 'push' ? phoneRows(i, school, `http://127.0.0.1:${sink.port}`, keys) : subscriberRows(i, school)),
    )
  await writeRows(payload, rows)
  await payload.destroy()
  return dir
}

/** The sink of the channel in a process of its own (bench/delivery-sink.ts), stopped when the bench ends. */
async function startSink(channel: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'delivery-sink.ts'), channel],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const line = await new Promise<string>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(String(chunk))),
  )
  const { port, status } = JSON.parse(line) as { port: number; status: number }
  return {
    port,
    status: async () => (await (await fetch(`http://127.0.0.1:${status}/`)).json()) as { count: number; last: number },
    stop: () => child.kill(),
  }
}

/** The process's most resident memory so far (Linux's VmHWM), in MB. */
const peakMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

/** The home page's 99th-percentile latency over `seconds` of load. */
const p99 = async (base: string, seconds: number) =>
  (await autocannon({ url: `${base}/`, connections: CONNECTIONS, duration: seconds })).latency.p99

const sink = await startSink(CHANNEL)
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
    const publish = async (collection: string, data: object) => {
      const res = await fetch(`${base}/cms-api/${collection}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ ...data, _status: 'published' }),
      })
      if (res.status !== 201) throw new Error(`publishing answered ${res.status}`)
    }
    // What publishing costs the pages by itself (the home page made again): a news item, which
    // none of the subscribers follows.
    await publish('news', { title: 'Science fair', fromDate: new Date().toISOString() })
    const alone = await p99(base, 5)
    const published = Date.now()
    await publish('circulars', {
      title: 'School closed on Monday',
      date: new Date().toISOString(),
      category: 'Holiday',
    })
    // The home page under load while the deliveries go out, until the last one or five minutes.
    const during: number[] = []
    const deadline = published + 5 * 60_000
    while ((await sink.status()).count < SUBSCRIBERS && Date.now() < deadline) during.push(await p99(base, 5))
    const { count, last } = await sink.status()
    const seconds = (last - published) / 1000
    console.log(`subscribers                ${SUBSCRIBERS} (${CHANNEL})`)
    console.log(`deliveries accepted        ${count}`)
    console.log(`publication → last one     ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)} a second)`)
    console.log(`server peak memory         ${peakMb(pid).toFixed(0)} MB (${before.toFixed(0)} MB before publishing)`)
    const busy = Math.max(...during)
    console.log(`/ p99 idle                 ${idle} ms`)
    console.log(`/ p99 after a publication  ${alone} ms (the 5 s after a news item nobody follows)`)
    console.log(`/ p99 each 5 s window      ${during.join(', ')} ms`)
    console.log(`/ p99 during the sending   ${busy} ms (worst 5 s window; ${(busy / idle).toFixed(2)} × idle)`)
    const rest = Math.max(...during.slice(1))
    console.log(`/ p99 after the first 5 s  ${rest} ms (${(rest / idle).toFixed(2)} × idle)`)
  },
  {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'website@school.example',
    SERVER_URL: `http://127.0.0.1:${PORT}`,
    JOBS_CHECK_SECONDS: '1',
    PUSH_PRIVATE_NETWORKS: '127.0.0.1/32',
  },
)
sink.stop()
process.exit(0)

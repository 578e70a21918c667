import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { SMTPServer } from 'smtp-server'
import { preparedPayload, writeRows, type Row } from './bench/news-data'

const N = 10000
const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onData(s, _x, cb) { s.on('data', () => {}); s.on('end', () => cb()) } })
await new Promise<void>((r) => server.listen(2626, '127.0.0.1', r))
process.env.SMTP_URL = 'smtp://127.0.0.1:2626'
process.env.MAIL_FROM = 'w@school.example'
process.env.SERVER_URL = 'http://localhost:3000'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'))
const payload = await preparedPayload(dir, false)
const school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
const rows: Row[] = []
const at = new Date().toISOString()
for (let id = 1; id <= N; id++) rows.push(
  { sql: "insert into subscriptions (id, email, status, frequency, language, confirmed_at, failures, school_id, updated_at, created_at) values (?, ?, 'confirmed', 'instant', 'en', ?, 0, ?, ?, ?)", args: [id, `p${id}@example.org`, at, school, at, at] },
  { sql: "insert into subscriptions_topics (\"order\", parent_id, value) values (1, ?, 'circulars')", args: [id] })
await writeRows(payload, rows)
const doc = await payload.create({ collection: 'circulars', data: { school, title: 'T', date: at, category: 'Holiday', _status: 'published' } as never, draft: false })
const { announce } = await import('./src/lib/notifications/announce')
const { sendDueMail } = await import('./src/lib/notifications/send')
const h = monitorEventLoopDelay({ resolution: 1 })
h.enable()
let t = performance.now()
await announce(payload, 'circulars', doc.id as number)
console.log('announce ms', (performance.now() - t).toFixed(0), 'max delay', (h.max / 1e6).toFixed(1), 'p99', (h.percentile(99) / 1e6).toFixed(1))
h.reset()
t = performance.now()
const r = await sendDueMail(payload, { runMs: 600_000 })
console.log('send ms', (performance.now() - t).toFixed(0), r, 'max delay', (h.max / 1e6).toFixed(1), 'p99', (h.percentile(99) / 1e6).toFixed(1), 'p90', (h.percentile(90) / 1e6).toFixed(1))
process.exit(0)

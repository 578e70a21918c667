/**
 * The school calendar's month page against /News, uncached, on the production build (run
 * `npm run build` first): a school with 2,000 calendar entries (50 of them repeating weekly or
 * monthly) and 2,000 news items. Each address is asked for once for its uncached render, and
 * twenty times for the kept page; the calendar's figure is given as a ratio to /News's from the
 * same run (issue 51's goal: within 1.5 times). Prints a table; asserts nothing.
 *
 *   npx tsx bench/calendar.ts
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { newsRows, preparedPayload, withServer, writeRows, type Row } from './news-data'

const PORT = 3591
const ENTRIES = 2_000
const REPEATING = 50
const NEWS = 2_000

const kerala = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d) - 5.5 * 3_600_000).toISOString()

const RULES = [
  'FREQ=WEEKLY;BYDAY=WE',
  'FREQ=MONTHLY;BYDAY=2SA',
  'FREQ=WEEKLY;BYDAY=MO;UNTIL=20271231',
  'FREQ=MONTHLY;BYDAY=-1FR',
]
const CATEGORIES = ['holiday', 'exam', 'ptm', 'celebration', 'sports', 'admissions', 'other']

function entryRows(id: number, school: number, n: number): Row[] {
  // Spread over 2026 and 2027; one in seven lasts three days.
  const day = 1 + (n % 28)
  const month = 1 + (Math.floor(n / 28) % 24)
  const [y, m] = [2026 + Math.floor((month - 1) / 12), 1 + ((month - 1) % 12)]
  const repeating = n < REPEATING
  return [
    {
      sql: 'insert into events (id, date, end_date, all_day, category, recurrence, school_id, demo, _status) values (?, ?, ?, ?, ?, ?, ?, false, ?)',
      args: [
        id,
        kerala(y, m, day),
        !repeating && n % 7 === 0 ? kerala(y, m, Math.min(day + 2, 28)) : null,
        1,
        CATEGORIES[n % CATEGORIES.length],
        repeating ? RULES[n % RULES.length] : null,
        school,
        'published',
      ],
    },
    {
      sql: 'insert into events_locales (title, venue, _locale, _parent_id) values (?, ?, ?, ?)',
      args: [`Calendar entry ${n}`, 'School hall', 'en', id],
    },
  ]
}

async function dataDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-calendar-'))
  const payload = await preparedPayload(dir, false)
  const school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
  const rows: Row[] = []
  for (let i = 0; i < NEWS; i++)
    rows.push(...newsRows(i + 1, school, i, new Date(Date.UTC(2015 + (i % 12), i % 12, 1 + (i % 27))).toISOString()))
  for (let i = 0; i < ENTRIES; i++) rows.push(...entryRows(100_000 + i, school, i))
  await writeRows(payload, rows)
  await payload.destroy()
  return dir
}

async function timeToLastByte(url: string) {
  const started = performance.now()
  const res = await fetch(url)
  const html = await res.text()
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`)
  return { ms: performance.now() - started, bytes: html.length }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const months = Array.from(
  { length: 24 },
  (_, i) => `${2026 + Math.floor(i / 12)}-${String(1 + (i % 12)).padStart(2, '0')}`,
)
const PAGES = {
  '/Calendar?month=…': months.map((m) => `/Calendar?month=${m}`),
  '/News?year=…&month=…': months.map((_, i) => `/News?year=${2015 + (i % 12)}&month=${1 + (i % 12)}`),
}

await withServer(await dataDir(), PORT, '/AboutUs', async (base) => {
  // The server's first page compiles and warms what every page shares.
  for (const warm of ['/News', '/Calendar']) await timeToLastByte(`${base}${warm}`)
  const results: Record<string, { cold: number; warm: number; kb: number }> = {}
  for (const [name, paths] of Object.entries(PAGES)) {
    const cold: number[] = []
    let kb = 0
    for (const p of paths) {
      const first = await timeToLastByte(`${base}${p}`)
      cold.push(first.ms)
      kb = Math.max(kb, first.bytes / 1024)
    }
    const warm: number[] = []
    for (let i = 0; i < 20; i++) warm.push((await timeToLastByte(`${base}${paths[0]}`)).ms)
    results[name] = { cold: median(cold), warm: median(warm), kb }
  }
  console.log(
    'page'.padEnd(24),
    'uncached p50 ms'.padStart(16),
    'kept p50 ms'.padStart(12),
    'HTML KB (max)'.padStart(14),
  )
  for (const [name, r] of Object.entries(results))
    console.log(
      name.padEnd(24),
      r.cold.toFixed(0).padStart(16),
      r.warm.toFixed(1).padStart(12),
      r.kb.toFixed(1).padStart(14),
    )
  const ratio = results['/Calendar?month=…'].cold / results['/News?year=…&month=…'].cold
  console.log(
    `calendar / news, uncached: ${ratio.toFixed(2)} (${ENTRIES} entries, ${REPEATING} repeating; ${NEWS} news)`,
  )
})
process.exit(0)

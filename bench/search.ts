/**
 * The site's search at a school's full size (issue 32): SEARCH_SCHOOLS schools (default 2) of
 * SEARCH_RECORDS published records each (default 10,000; two index rows a record, English and
 * Malayalam), then queries of words as common as "school" (in half the records) and as rare as a
 * name, in both languages, timed as the page and the API run them (lib/search/search.ts: the
 * count, the ranked page of ten, titles and snippets marked). Prints p50/p99 per query kind, the
 * index's rows and bytes, and one line:
 *   search: N records, p99 X ms (worst kind), index Y MB
 *
 *   npx tsx bench/search.ts                                   # SQLite in a throw-away folder
 *   DATABASE_URL=postgres://…/search_bench npx tsx bench/search.ts   # PostgreSQL (database made anew)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

const RECORDS = Number(process.env.SEARCH_RECORDS || 10_000)
const SCHOOLS = Number(process.env.SEARCH_SCHOOLS || 2)
const RUNS = Number(process.env.SEARCH_RUNS || 200)
const POSTGRES = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL || '') ? process.env.DATABASE_URL! : undefined

/** A fixed sequence of numbers from a seed, so that every run indexes the same text. */
function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const COMMON = 'school students class term parents teachers day programme annual meeting results held week'.split(' ')
const TOPICS = 'fee holiday timetable examination sports science library music transport uniform admission'.split(' ')
const MALAYALAM = 'വിദ്യാലയം പരീക്ഷ അവധി ഫീസ് വിദ്യാർത്ഥികൾ അധ്യാപകർ രക്ഷിതാക്കൾ പരിപാടി ഫലം യോഗം ആഴ്ച ക്ലാസ്'.split(' ')

/** A text of `n` words: common words, the record's topic, a made-up name only this record has. */
function words(next: () => number, n: number, vocabulary: string[], own: string) {
  const out: string[] = []
  for (let i = 0; i < n; i++) out.push(vocabulary[Math.floor(next() ** 2 * vocabulary.length)])
  out.splice(Math.floor(next() * n), 0, own)
  return out.join(' ')
}

type Entry = import('../src/lib/search/searched').SearchEntry

function entriesFor(school: number, count: number): Entry[] {
  const next = random(school)
  const entries: Entry[] = []
  const collections = ['news', 'events', 'circulars', 'gallery', 'pages'] as const
  for (let i = 1; i <= count; i++) {
    const collection = collections[i % collections.length]
    const docId = school * 1_000_000 + i
    const topic = TOPICS[i % TOPICS.length]
    const name = `zor${i.toString(36)}`
    const date = new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 6 * 365) * 86_400_000).toISOString()
    const base = { school, collection, docId, path: `/News?id=${docId}`, date }
    entries.push({
      ...base,
      lang: 'en',
      inOtherLanguage: false,
      title: `${topic} ${words(next, 6, COMMON, i % 2 ? 'school' : 'notice')}`,
      body: words(next, 60, [...COMMON, ...COMMON, ...TOPICS], name),
    })
    // Half the records have their Malayalam; the others are found in English from the Malayalam site.
    entries.push(
      i % 2
        ? {
            ...base,
            lang: 'ml',
            inOtherLanguage: false,
            title: words(next, 6, MALAYALAM, MALAYALAM[i % MALAYALAM.length]),
            body: words(next, 60, MALAYALAM, name),
          }
        : { ...entries[entries.length - 1], lang: 'ml', inOtherLanguage: true },
    )
  }
  return entries
}

/** The kinds of query timed: how many records each word is in decides the work. */
const QUERIES: { kind: string; q: string; lang: 'en' | 'ml' }[] = [
  { kind: 'common word (half the records)', q: 'school', lang: 'en' },
  { kind: 'topic (a tenth)', q: 'fee', lang: 'en' },
  { kind: 'stemmed form', q: 'holidays', lang: 'en' },
  { kind: 'two words', q: 'examination results', lang: 'en' },
  { kind: 'rare word (one record)', q: 'zor7ps', lang: 'en' },
  { kind: 'no match', q: 'xylophone', lang: 'en' },
  { kind: 'Malayalam word', q: 'പരീക്ഷ', lang: 'ml' },
  { kind: 'Malayalam prefix', q: 'വിദ്യ', lang: 'ml' },
  { kind: 'English on the Malayalam site', q: 'timetable', lang: 'ml' },
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function freshPostgres(url: string) {
  const name = new URL(url).pathname.slice(1)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.href })
  await client.connect()
  await client.query(`drop database if exists "${name}" with (force)`)
  await client.query(`create database "${name}"`)
  await client.end()
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'))
  process.env.DATA_DIR = dataDir
  if (POSTGRES) await freshPostgres(POSTGRES)
  const { default: config } = await import('../src/payload.config')
  const { getPayload } = await import('payload')
  const { prepareDatabase } = await import('../src/startup/prepare')
  const { seedSchool } = await import('../src/seed')
  const { connectionOf, storeOf } = await import('../src/lib/search/store')
  const { searchSchool } = await import('../src/lib/search/search')
  const { writeSchoolRows } = await import('../src/lib/search/sync')
  const { checkedQuery } = await import('../src/lib/search/terms')
  const payload = await getPayload({ config, key: dataDir })
  try {
    await prepareDatabase(payload, { demo: false })
    const schools = [(await payload.find({ collection: 'schools', limit: 1 })).docs[0].id]
    for (let i = 2; i <= SCHOOLS; i++)
      schools.push(
        (await seedSchool(payload, { demo: false, identity: { code: `SRCH${i}`, name: `School ${i}` } })).schoolId,
      )
    const store = await storeOf(payload)
    let started = Date.now()
    for (const school of schools) {
      const entries = entriesFor(school, RECORDS)
      for (const collection of ['news', 'events', 'circulars', 'gallery', 'pages'] as const) {
        await writeSchoolRows(
          payload,
          school,
          collection,
          entries.filter((e) => e.collection === collection),
        )
      }
    }
    const indexing = (Date.now() - started) / 1000
    if (POSTGRES) await (payload.db as unknown as { pool: pg.Pool }).pool.query('analyze search_entries')
    const size = await store.size(await connectionOf(payload))
    console.log(
      `${payload.db.name}: ${SCHOOLS} schools × ${RECORDS} records indexed in ${indexing.toFixed(1)} s; ` +
        `index ${size.rows} rows, ${size.bytes === null ? 'size unknown' : `${(size.bytes / 1e6).toFixed(1)} MB`}`,
    )
    console.log(`| query (${RUNS} runs each) | matches | p50 ms | p99 ms |`)
    console.log('|---|---:|---:|---:|')
    let worst = 0
    const school = schools[0]
    for (const { kind, q, lang } of QUERIES) {
      const checked = checkedQuery(q)
      if ('problem' in checked) throw new Error(q)
      const times: number[] = []
      let total = 0
      for (let run = 0; run < RUNS; run++) {
        // Pages 1 to 5 in turn, as visitors page through results.
        started = performance.now()
        total = (await searchSchool(payload, { school, lang, terms: checked.terms, page: (run % 5) + 1 })).total
        times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      worst = Math.max(worst, percentile(times, 99))
      console.log(
        `| ${kind}: ${q} (${lang}) | ${total} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} |`,
      )
    }
    console.log(
      `search: ${RECORDS} records, p99 ${worst.toFixed(1)} ms (worst kind), index ${size.bytes === null ? '?' : (size.bytes / 1e6).toFixed(1)} MB`,
    )
  } finally {
    await payload.destroy().catch(() => {})
    if (process.env.SEARCH_KEEP) console.log(`kept in ${dataDir}`)
    else fs.rmSync(dataDir, { recursive: true, force: true })
  }
  process.exit(0)
}

await main()

/**
 * How the platform's costs grow with the number of schools on one installation (issue 31), on the
 * production build, on SQLite or PostgreSQL. For each N of SCALE_SCHOOLS, in a process of its own
 * (Payload reads DATA_DIR once): N schools, each seeded with the sample profile as a new school is
 * (its pages, logo, slides, faculty, disclosure) under its own domain, and its news, events,
 * galleries and toppers written straight into the tables (SCALE_CONTENT times 200 news, 50 events,
 * 20 galleries of 10 small photos and 20 toppers: through the API that would take hours at 1,000
 * schools and measure the seed, not the site). Then the server is started as `npm start` starts it
 * and measured. Prints one row a size and, last, the summary line. Asserts nothing.
 *
 *   npx tsx bench/scale.ts                                   # 1, 10 and 100 schools
 *   SCALE_SCHOOLS=1,1000 SCALE_CONTENT=0.5 npx tsx bench/scale.ts
 *   SCALE_KEEP=/srv/scale DATABASE_URL=postgres://…/bench SCALE_SCHOOLS=1000 npx tsx bench/scale.ts
 *
 * Measured: seed time and database size, start-up (`npm start`'s prepare step, then the server
 * to its first answer) and the server's memory then, 200 uncached renders each of `/`, `/News` and
 * `/SubGallery?id=` (p50, p99): the first of 200 schools', or, with fewer schools, also renders
 * after a save of the school emptied its caches; cached pages, 100 different ones by host
 * (autocannon; the homes of 100 schools, or more pages of each of fewer), beside a plain server
 * answering the same bytes, the server's memory once every school's home was visited and again after it was left
 * idle, how many homes the page cache holds, the newest school's /sitemap.xml and
 * /api/news/All/{code}, its admin's news list, dashboard and inbox CSV and the platform admin's
 * list of schools (first answer / median of five more, ms), and the nightly retention, disclosure
 * and planner-statistics jobs over every school (s).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { ensureBuild } from '../scripts/ensure-build.mjs'
import { HEARD_KEPT_PAGE_MS } from '../src/lib/server/kept-pages.mjs'
import { QUERY_ONLY_ROUTES, SITE_ROUTES, type SiteRoute } from '../src/lib/site/routes'
import { runTsx } from '../scripts/run-tsx.mjs'

import { type GalleryContent, writeGalleries } from './gallery-data'
import { getByHost, sendJson, signIn } from './http-get'
import {
  eachSizeInItsOwnProcess,
  eventRows,
  newsRows,
  preparedPayload,
  type Row,
  waitFor,
  writeRows,
} from './news-data'

const root = path.resolve(import.meta.dirname, '..')
const SITE_PORT = 3598
const PLAIN_PORT = 3599
const CONTENT = Number(process.env.SCALE_CONTENT || 1)
const NEWS = Math.round(200 * CONTENT)
const EVENTS = Math.round(50 * CONTENT)
/** Contact messages a school, one in ten older than any retention period. */
const INBOX = Math.round(50 * CONTENT)
const GALLERIES: GalleryContent = {
  galleries: Math.max(1, Math.round(20 * CONTENT)),
  photos: 10,
  toppers: Math.round(20 * CONTENT),
}
const SECONDS = Number(process.env.BENCH_SECONDS || 10)
/**
 * SCALE_KEEP=folder: each size's data is seeded into folder/sqlite-N once and kept, and a later run
 * measures it again without seeding (a thousand schools take half an hour to seed); the seed's and
 * the nightly jobs' columns are then empty.
 */
const KEEP = process.env.SCALE_KEEP ? path.resolve(process.env.SCALE_KEEP) : undefined
/**
 * DATABASE_URL=postgres://…: the same on that PostgreSQL server, each size in a database of its own
 * (the URL's name with `_scale_N`), made anew unless kept; uploads stay in the data folder.
 */
const SERVER_URL = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL || '') ? process.env.DATABASE_URL : undefined
const ENGINE = SERVER_URL ? 'postgres' : 'sqlite'

/** On the server's own database: `sql` with `args`, the rows. */
async function onServer<T>(sql: string, args: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: SERVER_URL })
  await client.connect()
  try {
    return (await client.query(sql, args)).rows as T[]
  } finally {
    await client.end()
  }
}

/** The size's PostgreSQL database, made empty when `fresh`; its URL. */
async function sizeDatabase(schools: number, fresh: boolean): Promise<string> {
  const url = new URL(SERVER_URL!)
  const name = `${url.pathname.slice(1) || 'postgres'}_scale_${schools}`
  if (fresh) await onServer(`drop database if exists "${name}" with (force)`)
  if (!(await onServer('select 1 from pg_database where datname = $1', [name])).length)
    await onServer(`create database "${name}"`)
  url.pathname = `/${name}`
  return url.toString()
}
const RENDERED = 200
/** Longer than the server keeps a page itself. */
const IDLE_MS = HEARD_KEPT_PAGE_MS + 1000
const CACHED = 100
/** The pages every school has without a query (SPEC §2), for the cached load. */
const PAGE_ROUTES = (Object.keys(SITE_ROUTES) as SiteRoute[]).filter((r) => !QUERY_ONLY_ROUTES.includes(r))

const hostOf = (i: number) => `school-${i}.example`
/** The first school is the installation's own (JRSBKL); the others are seeded as SCL2, SCL3 … */
const codeOf = (i: number) => (i === 1 ? 'JRSBKL' : `SCL${i}`)
/** The newest school's admin and the platform's, who sign in to the admin. */
const SCHOOL_ADMIN = 'bench-school-admin@example.org'
const PLATFORM_ADMIN = 'bench-platform-admin@example.org'
const PASSWORD = 'Bench-password-1'

const inboxRows = (school: number, n: number, date: string): Row => ({
  sql:
    'insert into contact_messages (name, email, phone, subject, message, status, school_id, created_at, updated_at) ' +
    "values (?, ?, ?, ?, ?, 'new', ?, ?, ?)",
  args: [`Parent ${n}`, `parent${n}@example.org`, '9400000000', `Question ${n}`, `Message ${n}.`, school, date, date],
})

/** N schools with their profiles and content in a new data folder; seconds taken and bytes. */
async function seed(schools: number, dataDir: string) {
  const started = Date.now()
  const payload = await preparedPayload(dataDir, false)
  const { seedSchool } = await import('../src/seed')
  const { refreshPlannerStatistics } = await import('../src/lib/platform/planner-statistics')
  const first = (await payload.find({ collection: 'schools', limit: 1, depth: 0 })).docs[0]
  await payload.update({ collection: 'schools', id: first.id, data: { domains: [hostOf(1)] } })
  const ids = [first.id]
  for (let i = 2; i <= schools; i++) {
    const { schoolId } = await seedSchool(payload, {
      demo: false,
      identity: { code: `SCL${i}`, name: `School number ${i}`, domains: [hostOf(i)] },
    })
    ids.push(schoolId)
    // The statistics the nightly job would have taken as the installation grew: those of one
    // school can make SQLite scan every school's rows (planner-statistics.ts).
    if (i % 100 === 0) await refreshPlannerStatistics(payload)
  }
  let news = 1_000_000
  let event = 1_000_000
  for (const school of ids) {
    const rows: Row[] = []
    for (let i = 0; i < NEWS; i++)
      rows.push(...newsRows(++news, school, i, new Date(Date.UTC(2020 + (i % 7), i % 12, 1 + (i % 27))).toISOString()))
    for (let i = 0; i < EVENTS; i++)
      rows.push(
        ...eventRows(++event, school, i, new Date(Date.UTC(2024 + (i % 3), i % 12, 1 + (i % 27))).toISOString()),
      )
    for (let i = 0; i < INBOX; i++) {
      const date = new Date(Date.now() - (i % 10 === 0 ? 4 * 365 : i % 300) * 86_400_000).toISOString()
      rows.push(inboxRows(school, i, date))
    }
    await writeRows(payload, rows)
  }
  await writeGalleries(payload, ids, GALLERIES)
  fs.writeFileSync(path.join(dataDir, WITH_GALLERIES), '')
  const seconds = (Date.now() - started) / 1000
  // The installation's first account is its platform admin, whatever it asks for (collections/Users.ts).
  await payload.create({
    collection: 'users',
    data: { email: PLATFORM_ADMIN, password: PASSWORD, role: 'platform-admin' },
  })
  const schoolAdmin = await payload.create({
    collection: 'users',
    data: { email: SCHOOL_ADMIN, password: PASSWORD, role: 'school-admin', school: ids[ids.length - 1] },
  })
  if (schoolAdmin.role !== 'school-admin') throw new Error(`${SCHOOL_ADMIN} was made ${schoolAdmin.role}`)

  // The statistics the nightly job (and each start) would have taken of an installation this big;
  // on PostgreSQL autovacuum's, taken at once. Then the other nightly jobs over every school, as
  // the job runner calls them.
  let t = Date.now()
  if (payload.db.name === 'postgres') await (payload.db as unknown as { pool: pg.Pool }).pool.query('analyze')
  else await refreshPlannerStatistics(payload)
  const statistics = (Date.now() - t) / 1000
  const { removeExpiredSubmissions } = await import('../src/jobs/retention')
  const { checkDisclosures } = await import('../src/jobs/disclosure-files')
  t = Date.now()
  await removeExpiredSubmissions(payload)
  const retention = (Date.now() - t) / 1000
  t = Date.now()
  await checkDisclosures(payload)
  const disclosures = (Date.now() - t) / 1000
  await payload.destroy()
  fs.writeFileSync(path.join(dataDir, SEEDED), new Date().toISOString())
  return { seconds, retention, disclosures, statistics }
}

/** Written in the data folder once a seed finished, so that a kept one is known whole. */
const SEEDED = 'bench-seeded'
/** Written once galleries and toppers were added (a folder kept from before they were lacks them). */
const WITH_GALLERIES = 'bench-galleries'

/** Galleries and toppers added to a kept folder seeded before the bench wrote them. */
async function addGalleries(dataDir: string) {
  const payload = await preparedPayload(dataDir, false)
  const schools = (await payload.find({ collection: 'schools', sort: 'id', depth: 0, pagination: false })).docs
  await writeGalleries(
    payload,
    schools.map((s) => s.id),
    GALLERIES,
  )
  await payload.destroy()
  fs.writeFileSync(path.join(dataDir, WITH_GALLERIES), '')
}

/** The database's size in bytes: SQLite's files (with its write-ahead log), PostgreSQL's own figure. */
async function databaseBytes(dataDir: string): Promise<number> {
  if (SERVER_URL) {
    const [row] = await onServer<{ bytes: string }>('select pg_database_size($1) as bytes', [
      new URL(process.env.DATABASE_URL!).pathname.slice(1),
    ])
    return Number(row.bytes)
  }
  return fs
    .readdirSync(dataDir)
    .filter((f) => f.startsWith('school.db'))
    .reduce((sum, f) => sum + fs.statSync(path.join(dataDir, f)).size, 0)
}

/** Resident memory of a process and all it started (its process group), in MB. */
function groupRss(pgid: number): number {
  let kb = 0
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      // Fields after the command's closing parenthesis: state, ppid, pgrp, …
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
      if (pgrp !== pgid) continue
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
      kb += Number(rss?.[1] ?? 0)
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

/** autocannon over the pages, each with its Host, cycling; requests per second. */
async function load(port: number, pages: { host: string; url: string }[]): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/`,
    connections: 10,
    duration: SECONDS,
    requests: pages.map(({ host, url }) => ({ method: 'GET', path: url, headers: { host } })),
  })
  if (result.non2xx || result.errors) throw new Error(`${port}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return result.requests.average
}

/** Picks `count` of 1…n, spread evenly (all of them when n ≤ count). */
const spread = (n: number, count: number) =>
  n <= count
    ? Array.from({ length: n }, (_, i) => i + 1)
    : Array.from({ length: count }, (_, i) => 1 + Math.floor((i * n) / count))

async function measure(schools: number) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `bench-scale-${schools}-`))
  const dataDir = KEEP ? path.join(KEEP, `${ENGINE}-${schools}`) : path.join(work, 'data')
  const children: number[] = []
  const stopChildren = () => {
    for (const pid of children.splice(0)) {
      try {
        process.kill(-pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  process.on('exit', () => {
    stopChildren()
    fs.rmSync(work, { recursive: true, force: true })
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

  const kept = KEEP !== undefined && fs.existsSync(path.join(dataDir, SEEDED))
  if (!kept) fs.rmSync(dataDir, { recursive: true, force: true })
  if (SERVER_URL) process.env.DATABASE_URL = await sizeDatabase(schools, !kept)
  const seeded = kept ? undefined : await seed(schools, dataDir)
  if (kept && !fs.existsSync(path.join(dataDir, WITH_GALLERIES))) await addGalleries(dataDir)

  // Started as `npm start` starts: the database prepared (migrations, seed check, statistics),
  // then the server, until it answers.
  const started = Date.now()
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(SITE_PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
  }
  if (runTsx('scripts/prepare.ts', { env: serverEnv }) !== 0) throw new Error('prepare failed')
  const prepareSeconds = (Date.now() - started) / 1000
  const server = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: serverEnv,
    stdio: 'ignore',
    detached: true,
  })
  children.push(server.pid!)
  await waitFor(`http://127.0.0.1:${SITE_PORT}/robots.txt`)
  const startSeconds = (Date.now() - started) / 1000
  const rssStart = groupRss(server.pid!)

  // The server's very first renders load its code and warm it up, whatever the school count, so two
  // pages not measured go first.
  for (const url of ['/ContactUs', '/Events']) await getByHost(SITE_PORT, hostOf(1), url)
  // Staff sign in before anything is measured: with fewer schools than renders, the platform admin
  // saves a school to empty its caches between two renders of its pages.
  const schoolAdmin = { cookie: await signIn(SITE_PORT, SCHOOL_ADMIN, PASSWORD) }
  const platformAdmin = { cookie: await signIn(SITE_PORT, PLATFORM_ADMIN, PASSWORD) }
  /** A list of the admin's REST API, as the platform admin (never through the site's caches). */
  const adminList = async (query: string) => {
    const res = await getByHost(SITE_PORT, hostOf(1), `/cms-api/${query}`, platformAdmin)
    if (res.status !== 200) throw new Error(`/cms-api/${query} answered ${res.status}`)
    return (JSON.parse(res.body.toString()) as { docs: { id: number; code?: string }[] }).docs
  }
  const schoolIds = new Map(
    (await adminList('schools?pagination=false&depth=0&select[code]=true')).map((d) => [d.code, d.id]),
  )
  const schoolId = (i: number) => schoolIds.get(codeOf(i))!
  // Read once a school: the renders ask for them again with each save, the cached load once more.
  const galleries = new Map<number, Promise<number[]>>()
  const galleriesOf = (i: number) => {
    if (!galleries.has(i))
      galleries.set(
        i,
        adminList(`gallery?where[school][equals]=${schoolId(i)}&sort=-date&limit=100&depth=0`).then((docs) =>
          docs.map((d) => d.id),
        ),
      )
    return galleries.get(i)!
  }

  // Uncached renders: each school's first, and with fewer schools than renders, more after a save
  // of the school (nothing changed) emptied its caches, as an office's save does.
  const renders: number[] = []
  const rendered = spread(schools, RENDERED)
  const emptyCaches = async (i: number) => {
    const saved = await sendJson(SITE_PORT, hostOf(1), 'PATCH', `/cms-api/schools/${schoolId(i)}`, {}, platformAdmin)
    if (saved.status !== 200) throw new Error(`saving school ${codeOf(i)} answered ${saved.status}`)
  }
  for (let n = 0; n < RENDERED; n++) {
    const i = rendered[n % rendered.length]
    if (n >= rendered.length) await emptyCaches(i)
    const [gallery] = await galleriesOf(i)
    for (const url of ['/', '/News', `/SubGallery?id=${gallery}`]) {
      for (let attempt = 1; ; attempt++) {
        const res = await getByHost(SITE_PORT, hostOf(i), url)
        if (res.status !== 200) throw new Error(`${hostOf(i)}${url} answered ${res.status}`)
        if (!/^(HIT|STALE)$/.test(String(res.headers['x-nextjs-cache']))) {
          renders.push(res.ms)
          break
        }
        // Answered from the cache, so not a render: a page Next.js stores after the save cleared its
        // tags (its render had just ended) counts as newer than the save. Saved again, it goes.
        if (attempt === 20) throw new Error(`${hostOf(i)}${url} still answered from the cache after saves`)
        if (attempt % 5 === 0) await emptyCaches(i)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }

  // The newest school's sitemap and news API: the first answer, then the median of five more.
  const timed = async (url: string, headers = {}) => {
    const times: number[] = []
    for (let n = 0; n < 6; n++) {
      const res = await getByHost(SITE_PORT, hostOf(schools), url, headers)
      if (res.status !== 200) throw new Error(`${hostOf(schools)}${url} answered ${res.status}`)
      times.push(res.ms)
    }
    return { first: times[0], again: quantile(times.slice(1), 0.5) }
  }
  const sitemap = await timed('/sitemap.xml')
  const api = await timed(`/api/news/All/${codeOf(schools)}`)

  // Every other school's home once, so that all of them were drawn.
  const others = Array.from({ length: schools }, (_, i) => i + 1).filter((i) => !rendered.includes(i))
  for (const i of others) await getByHost(SITE_PORT, hostOf(i), '/')
  const rssVisited = groupRss(server.pid!)
  // And the memory once the server was left alone for a while: V8 collects when allocation stops.
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
  const rssIdle = groupRss(server.pid!)
  // How many homes the page cache holds at this PAGE_CACHE_MB: the homes again, the last visited
  // first; those still held answer from it until the first that does not (later misses push out
  // the oldest, which this order reaches last anyway). After the idle wait, which outlasts the
  // server's own kept pages, so that the answers are the cache's.
  let homesHeld = 0
  for (const i of [...rendered, ...others].reverse()) {
    const res = await getByHost(SITE_PORT, hostOf(i), '/')
    if (!/^(HIT|STALE)$/.test(String(res.headers['x-nextjs-cache']))) break
    homesHeld++
  }
  // The admin, after the memory of visitors' pages was read: the newest school's admin's news list,
  // dashboard and inbox export; the platform admin's list of schools.
  // The admin's code is loaded by the first admin page a server draws, whatever the school count:
  // one page first, so that the figures below are each page's own.
  await getByHost(SITE_PORT, hostOf(1), '/admin/account', platformAdmin)
  const newsList = await timed('/admin/collections/news', schoolAdmin)
  const dashboard = await timed('/admin', schoolAdmin)
  const csv = await timed('/cms-api/contact-messages/export.csv', schoolAdmin)
  const schoolList = await timed('/admin/collections/schools', platformAdmin)

  // Cached pages: 100 different ones, as the homes of 100 schools or more pages of each of fewer
  // (its SPEC pages, galleries, news items), so that every size's load asks for as many different
  // pages; beside a plain server answering each the same bytes.
  const cachedSchools = spread(schools, CACHED)
  const perSchool = Math.ceil(CACHED / cachedSchools.length)
  const answers: { host: string; url: string; type: string | undefined; file: string }[] = []
  for (const i of cachedSchools) {
    const urls = ['/', ...PAGE_ROUTES.map((route) => `/${route}`)]
    if (urls.length < perSchool) urls.push(...(await galleriesOf(i)).map((id) => `/SubGallery?id=${id}`))
    if (urls.length < perSchool)
      urls.push(
        ...(await adminList(`news?where[school][equals]=${schoolId(i)}&limit=${perSchool}&depth=0`)).map(
          (d) => `/News?id=${d.id}`,
        ),
      )
    let taken = 0
    for (const url of urls) {
      if (taken === perSchool || answers.length === CACHED) break
      const res = await getByHost(SITE_PORT, hostOf(i), url)
      if (res.status !== 200) continue
      const file = path.join(work, `answer-${answers.length}`)
      fs.writeFileSync(file, res.body)
      answers.push({ host: hostOf(i), url, type: res.headers['content-type'], file })
      taken++
    }
  }
  fs.writeFileSync(path.join(work, 'answers.json'), JSON.stringify(answers))
  const plain = spawn(
    process.execPath,
    ['bench/plain-server.mjs', String(PLAIN_PORT), path.join(work, 'answers.json')],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    },
  )
  children.push(plain.pid!)
  await waitFor(`http://127.0.0.1:${PLAIN_PORT}/ready`)
  const cached = await load(SITE_PORT, answers)
  const plainRps = await load(PLAIN_PORT, answers)

  const p50 = quantile(renders, 0.5)
  const p99 = quantile(renders, 0.99)
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
  const figure = (n: number | undefined, digits: number) => (n === undefined ? '-' : n.toFixed(digits))
  console.log(
    `${String(schools).padStart(6)} ${figure(seeded?.seconds, 0).padStart(8)} ${mb(await databaseBytes(dataDir)).padStart(8)} ` +
      `${`${prepareSeconds.toFixed(1)}+${(startSeconds - prepareSeconds).toFixed(1)}`.padStart(9)} ${rssStart.toFixed(0).padStart(8)} ${p50.toFixed(0).padStart(8)} ` +
      `${p99.toFixed(0).padStart(8)} ${cached.toFixed(0).padStart(9)} ${plainRps.toFixed(0).padStart(9)} ` +
      `${((100 * cached) / plainRps).toFixed(0).padStart(6)} % ${rssVisited.toFixed(0).padStart(10)} ` +
      `${rssIdle.toFixed(0).padStart(8)} ${String(homesHeld).padStart(7)} ` +
      [sitemap, api, newsList, dashboard, schoolList, csv]
        .map((t) => `${t.first.toFixed(0)}/${t.again.toFixed(0)}`.padStart(11))
        .join(' ') +
      ` ${figure(seeded?.retention, 1).padStart(9)} ${figure(seeded?.disclosures, 1).padStart(9)} ${figure(seeded?.statistics, 1).padStart(9)}`,
  )
  console.log(
    `scale: ${schools} schools, render p99 ${p99.toFixed(0)} ms, cached ${cached.toFixed(0)} req/s ` +
      `(${((100 * cached) / plainRps).toFixed(0)} % of plain), rss ${rssVisited.toFixed(0)} MB, start ${startSeconds.toFixed(1)} s`,
  )
  stopChildren()
  if (SERVER_URL && !KEEP)
    await onServer(`drop database "${new URL(process.env.DATABASE_URL!).pathname.slice(1)}" with (force)`)
  process.exit(0)
}

const size = process.argv[2]
if (size) {
  await measure(Number(size))
} else {
  // Measured on a build of the sources as they are: an older build would be measured silently.
  if (!ensureBuild()) process.exit(1)
  const sizes = (process.env.SCALE_SCHOOLS || '1,10,100').split(',').map(Number)
  console.log(
    `${SERVER_URL ? 'PostgreSQL' : 'SQLite'}, ${NEWS} news, ${EVENTS} events, ${GALLERIES.galleries} galleries, ${GALLERIES.toppers} toppers and ${INBOX} contact messages a school, on ${os.cpus().length} cores; ms and MB; ${RENDERED} uncached renders each of /, /News and /SubGallery, ${CACHED} different cached pages by host (${SECONDS} s each)`,
  )
  console.log(
    `${'schools'.padStart(6)} ${'seed s'.padStart(8)} ${'db MB'.padStart(8)} ${'start s'.padStart(9)} ` +
      `${'rss MB'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'cached/s'.padStart(9)} ` +
      `${'plain/s'.padStart(9)} ${'share'.padStart(8)} ${'rss all MB'.padStart(10)} ` +
      `${'idle MB'.padStart(8)} ${'held'.padStart(7)} ` +
      ['sitemap ms', 'news API ms', 'news list', 'dashboard', 'schools', 'inbox CSV']
        .map((h) => h.padStart(11))
        .join(' ') +
      ` ${'retention'.padStart(9)} ${'disclos.'.padStart(9)} ${'analyze'.padStart(9)}`,
  )
  const lines: string[] = []
  eachSizeInItsOwnProcess(import.meta.filename, sizes, (line) => {
    if (line.startsWith('scale:')) lines.push(line)
    return /^\s*\d+ /.test(line)
  })
  for (const line of lines) console.log(line)
}

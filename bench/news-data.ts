/**
 * A throw-away data folder with the school profile and `count` published news items, each with a
 * picture, for the benches. Rows go straight into the tables: creating 10,000 records through the
 * API would take minutes and measure the seed, not the page.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

export type Row = { sql: string; args: unknown[] }
type SqliteClient = { batch(s: Row[], mode: string): Promise<unknown> }
type PgClient = { query(sql: string, args?: unknown[]): Promise<unknown>; release(): void }
type PgPool = { connect(): Promise<PgClient> }

/**
 * Rows straight into the tables, in one transaction, on either database: the SQL is written with
 * `?` for SQLite and numbered for PostgreSQL here.
 */
export async function writeRows(payload: Payload, rows: Row[]) {
  if (payload.db.name !== 'postgres') {
    await (payload.db as unknown as { client: SqliteClient }).client.batch(rows, 'write')
    return
  }
  const client = await (payload.db as unknown as { pool: PgPool }).pool.connect()
  try {
    await client.query('begin')
    for (const row of rows) {
      let n = 0
      await client.query(
        row.sql.replace(/\?/g, () => `$${++n}`),
        row.args,
      )
    }
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
}

const WORDS = ['Annual', 'Sports', 'Science', 'Music', 'Parents', 'Library', 'Exam', 'Holiday', 'Trip', 'Prize']

/**
 * A published news item `id` of `school` as its tables hold it: the office's texts are in each
 * language's row (news_locales); English alone here. `n` words its title.
 */
export const newsRows = (id: number, school: number, n: number, date: string): Row[] => [
  {
    sql: 'insert into news (id, from_date, school_id, demo, _status) values (?, ?, ?, false, ?)',
    args: [id, date, school, 'published'],
  },
  {
    sql: 'insert into news_locales (title, description, _locale, _parent_id) values (?, ?, ?, ?)',
    args: [`${WORDS[n % 10]} news ${n}`, `Description of news item ${n}.`, 'en', id],
  },
]

/** The same for an event. */
export const eventRows = (id: number, school: number, n: number, date: string): Row[] => [
  {
    sql: 'insert into events (id, date, school_id, demo, _status) values (?, ?, ?, false, ?)',
    args: [id, date, school, 'published'],
  },
  {
    sql: 'insert into events_locales (title, venue, description, _locale, _parent_id) values (?, ?, ?, ?, ?)',
    args: [`${WORDS[n % 10]} day ${n}`, 'School hall', `Description of event ${n}.`, 'en', id],
  },
]

/**
 * Payload on `dataDir`, its database prepared as `npm start` prepares it (with the demo content when
 * `demo`). Payload's config reads DATA_DIR when it is first imported, so a process opens one folder.
 */
export async function preparedPayload(dataDir: string, demo: boolean): Promise<Payload> {
  process.env.DATA_DIR = dataDir
  const { default: config } = await import('../src/payload.config')
  const { getPayload } = await import('payload')
  const { prepareDatabase } = await import('../src/startup/prepare')
  const payload = await getPayload({ config, key: dataDir })
  await prepareDatabase(payload, { demo })
  return payload
}

export async function newsDataDir(count: number, pictures = 10): Promise<{ dataDir: string; files: string[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-news-${count}-`))
  const payload = await preparedPayload(dataDir, false)
  const { uploadPicture } = await import('../src/seed/images')
  const school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
  const media: number[] = []
  for (let i = 0; i < pictures; i++) media.push(await uploadPicture(payload, school, `Bench picture ${i}`, i))
  const files = (await payload.find({ collection: 'media', where: { id: { in: media } }, limit: pictures })).docs.map(
    (m) => m.filename as string,
  )
  for (let start = 0; start < count; start += 1000) {
    const rows = []
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const date = new Date(Date.UTC(2015 + (i % 12), i % 12, 1 + (i % 27))).toISOString()
      rows.push(...newsRows(i + 1, school, i, date))
      rows.push({
        sql: 'insert into news_rels ("order", parent_id, path, media_id) values (1, ?, ?, ?)',
        args: [i + 1, 'image', media[i % media.length]],
      })
    }
    await writeRows(payload, rows)
  }
  await payload.destroy()
  return { dataDir, files }
}

export async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

const root = path.resolve(import.meta.dirname, '..')

/**
 * Payload's config reads DATA_DIR once per process, so a bench runs itself once per size, in a
 * process of its own, and prints the rows those runs print (by default, lines starting with the size).
 */
export function eachSizeInItsOwnProcess(
  script: string,
  sizes: (number | string)[],
  kept = (line: string) => /^\s*\d+ \//.test(line),
) {
  for (const count of sizes) {
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [script, String(count)], {
      cwd: root,
      encoding: 'utf8',
    })
    if (run.status !== 0) process.stderr.write(run.stderr)
    process.stdout.write(run.stdout.split('\n').filter(kept).join('\n') + '\n')
  }
}

/**
 * The production build served on `port` from `dataDir` (with `env` besides) while `fn` runs, given
 * the server's address and process id; the folder is removed after.
 */
export async function withServer(
  dataDir: string,
  port: number,
  ready: string,
  fn: (base: string, pid: number) => Promise<void>,
  env: Record<string, string> = {},
) {
  const server = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    stdio: 'ignore',
    detached: true,
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}${ready}`)
    await fn(base, server.pid!)
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      // The server had stopped already (its failure is the bench's error, not this).
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

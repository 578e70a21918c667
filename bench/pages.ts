/**
 * Time to first byte and HTML size of /News with 100 and 10,000 news items, on the production
 * build (run `npx next build` first, or `npm start` once). Prints a table; asserts nothing.
 *
 *   npx tsx bench/pages.ts            # both sizes
 *   npx tsx bench/pages.ts 10000      # one size
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const sizes = process.argv.slice(2).map(Number).filter(Boolean)
const PORT = 3590

async function prepare(count: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-pages-${count}-`))
  process.env.DATA_DIR = dataDir
  const { default: config } = await import('../src/payload.config')
  const { getPayload } = await import('payload')
  const { prepareDatabase } = await import('../src/lib/prepare')
  const payload = await getPayload({ config, key: dataDir })
  await prepareDatabase(payload, { demo: false })
  const school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
  // Rows straight into the table: creating 10,000 records through the API would take minutes and
  // measure the seed, not the page.
  const client = (
    payload.db as unknown as {
      client: { batch(s: { sql: string; args: unknown[] }[], mode: string): Promise<unknown> }
    }
  ).client
  const words = ['Annual', 'Sports', 'Science', 'Music', 'Parents', 'Library', 'Exam', 'Holiday', 'Trip', 'Prize']
  for (let start = 0; start < count; start += 1000) {
    const rows = []
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const date = new Date(Date.UTC(2015 + (i % 12), i % 12, 1 + (i % 27))).toISOString()
      rows.push({
        sql: 'insert into news (title, from_date, description, school_id, demo, _status) values (?, ?, ?, ?, 0, ?)',
        args: [`${words[i % 10]} news ${i}`, date, `Description of news item ${i}.`, school, 'published'],
      })
    }
    await client.batch(rows, 'write')
  }
  await payload.destroy()
  return dataDir
}

async function waitFor(url: string) {
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

async function ttfb(url: string) {
  const started = performance.now()
  const res = await fetch(url)
  const reader = res.body!.getReader()
  const first = await reader.read()
  const firstByte = performance.now() - started
  let bytes = first.value?.length ?? 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.length
  }
  return { firstByte, bytes, status: res.status }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const routes = ['/News?year=all', '/News?year=all&page=50', '/News?year=2020&month=3', '/News?year=all&q=sports']

// Payload's config reads DATA_DIR once per process, so each size runs in a process of its own.
if (sizes.length !== 1) {
  console.log(
    'items'.padStart(6),
    'route'.padEnd(28),
    'cold ms'.padStart(8),
    'warm p50 ms'.padStart(12),
    'HTML KB'.padStart(8),
  )
  for (const count of sizes.length ? sizes : [100, 10_000]) {
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [import.meta.filename, String(count)], {
      cwd: root,
      encoding: 'utf8',
    })
    process.stdout.write(
      run.stdout
        .split('\n')
        .filter((l) => /^\s*\d+ \//.test(l))
        .join('\n') + '\n',
    )
  }
  process.exit(0)
}

for (const count of sizes) {
  const dataDir = await prepare(count)
  const server = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(PORT)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  })
  try {
    await waitFor(`http://127.0.0.1:${PORT}/AboutUs`)
    for (const route of routes) {
      const url = `http://127.0.0.1:${PORT}${route}`
      const cold = await ttfb(url)
      const warm = []
      for (let i = 0; i < 20; i++) warm.push((await ttfb(url)).firstByte)
      console.log(
        String(count).padStart(6),
        route.padEnd(28),
        cold.firstByte.toFixed(0).padStart(8),
        median(warm).toFixed(1).padStart(12),
        (cold.bytes / 1024).toFixed(1).padStart(8),
      )
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
process.exit(0)

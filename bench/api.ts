/**
 * Throughput and latency of the public API on the production build (run `npm run build` first,
 * or `npm start` once), with autocannon: /api/news/All/JRSBKL with 1,000 and 10,000 news items,
 * whole and limit=20, and /api/image/{path}?w=640 cold (each variant made for the first time)
 * and warm. Prints a table; asserts nothing.
 *
 *   npx tsx bench/api.ts              # 1,000 and 10,000 items
 *   npx tsx bench/api.ts 10000        # one size
 */
import autocannon from 'autocannon'

import { eachSizeInItsOwnProcess, newsDataDir, withServer } from './news-data'

const sizes = process.argv.slice(2).map(Number).filter(Boolean)
const PORT = 3591
const DURATION = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = 10

const header = () =>
  console.log(
    'items'.padStart(6),
    'request'.padEnd(44),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'KB'.padStart(9),
    'first ms'.padStart(9),
  )

const row = (count: number, label: string, rps: number, p50: number, p99: number, bytes: number, first = NaN) =>
  console.log(
    String(count).padStart(6),
    label.padEnd(44),
    rps.toFixed(0).padStart(8),
    p50.toFixed(1).padStart(8),
    p99.toFixed(1).padStart(8),
    (bytes / 1024).toFixed(1).padStart(9),
    (Number.isNaN(first) ? '' : first.toFixed(0)).padStart(9),
  )

async function load(count: number, label: string, url: string, headers: Record<string, string> = {}) {
  // The first request builds the answer (or the variant); the rest are served from the cache.
  const started = performance.now()
  const first = await fetch(url, { headers })
  const bytes = (await first.arrayBuffer()).byteLength
  const firstMs = performance.now() - started
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}`)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers })
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`)
  row(count, label, result.requests.average, result.latency.p50, result.latency.p99, bytes, firstMs)
}

/** Each request asks for a variant not made yet: the time sharp takes, one at a time. */
async function cold(count: number, base: string, files: string[]) {
  const times: number[] = []
  let bytes = 0
  for (const file of files) {
    for (const accept of ['image/avif,image/webp', 'image/webp']) {
      const started = performance.now()
      const res = await fetch(`${base}/api/image/${file}?w=640`, { headers: { Accept: accept } })
      bytes = (await res.arrayBuffer()).byteLength
      times.push(performance.now() - started)
    }
  }
  times.sort((a, b) => a - b)
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
  const mean = times.reduce((a, b) => a + b, 0) / times.length
  row(count, `/api/image/{path}?w=640 cold (${times.length} variants)`, 1000 / mean, pick(0.5), pick(0.99), bytes)
}

if (sizes.length !== 1) {
  header()
  eachSizeInItsOwnProcess(import.meta.filename, sizes.length ? sizes : [1_000, 10_000])
  process.exit(0)
}

for (const count of sizes) {
  const { dataDir, files } = await newsDataDir(count)
  await withServer(dataDir, PORT, '/api/openapi.json', async (base) => {
    await load(count, '/api/news/All/JRSBKL', `${base}/api/news/All/JRSBKL`)
    await load(count, '/api/news/All/JRSBKL?limit=20', `${base}/api/news/All/JRSBKL?limit=20`)
    await load(count, '/api/news/All/JRSBKL?limit=20&page=40', `${base}/api/news/All/JRSBKL?limit=20&page=40`)
    await cold(count, base, files)
    await load(count, '/api/image/{path}?w=640 warm (AVIF)', `${base}/api/image/${files[0]}?w=640`, {
      Accept: 'image/avif,image/webp',
    })
  })
}
process.exit(0)

/**
 * Time to first byte and HTML size of /News with 100 and 10,000 news items, on the production
 * build (run `npm run build` first, or `npm start` once). Prints a table; asserts nothing.
 *
 *   npx tsx bench/pages.ts            # both sizes
 *   npx tsx bench/pages.ts 10000      # one size
 */
import { eachSizeInItsOwnProcess, newsDataDir, withServer } from './news-data'

const sizes = process.argv.slice(2).map(Number).filter(Boolean)
const PORT = 3590

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

if (sizes.length !== 1) {
  console.log(
    'items'.padStart(6),
    'route'.padEnd(28),
    'cold ms'.padStart(8),
    'warm p50 ms'.padStart(12),
    'HTML KB'.padStart(8),
  )
  eachSizeInItsOwnProcess(import.meta.filename, sizes.length ? sizes : [100, 10_000])
  process.exit(0)
}

for (const count of sizes) {
  const { dataDir } = await newsDataDir(count, 1)
  await withServer(dataDir, PORT, '/AboutUs', async (base) => {
    for (const route of routes) {
      const url = `${base}${route}`
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
  })
}
process.exit(0)

/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on every route of SPEC §2 of the
 * production build, in Debian's Chromium, the median of three runs by performance score: the four
 * scores, LCP, TBT and the gzipped JavaScript the page loads. Prints a table; asserts nothing.
 *
 *   npx tsx bench/lighthouse.ts                       # every route, 3 runs each (about 15 minutes)
 *   BENCH_ROUTES=/,/AboutUs BENCH_RUNS=1 npx tsx bench/lighthouse.ts
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { SITE_ROUTES } from '../src/lib/routes'
import { benchSite } from './bench-site'

const PORT = 3597
const RUNS = Number(process.env.BENCH_RUNS || 3)

const { galleries } = await benchSite('bench-lighthouse-', PORT, 'school-b.example')
const all = [
  '/',
  ...Object.keys(SITE_ROUTES).map((r) => (r === 'SubGallery' ? `/SubGallery?id=${galleries.A}` : `/${r}`)),
]
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : all

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
process.on('exit', () => {
  try {
    process.kill(chrome.pid)
  } catch {
    // already gone
  }
})

type Run = { perf: number; a11y: number; bp: number; seo: number; lcp: number; tbt: number; js: number }

async function run(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  const lhr = result!.lhr
  const score = (id: string) => Math.round((lhr.categories[id].score ?? 0) * 100)
  const items = (
    lhr.audits['network-requests'].details as { items: { resourceType?: string; transferSize?: number }[] }
  ).items
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    js: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
  }
}

// A first visit renders each page into the cache; Lighthouse then measures what visitors get.
for (const route of routes) await fetch(`http://127.0.0.1:${PORT}${route}`)

console.log(`Lighthouse ${RUNS} run(s) a route, mobile preset, median by performance`)
console.log('route'.padEnd(28), 'perf (runs)'.padEnd(16), 'a11y', '  bp', ' seo', '  LCP s', ' TBT ms', ' JS KB')
for (const route of routes) {
  const runs: Run[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await run(`http://127.0.0.1:${PORT}${route}`))
  const median = [...runs].sort((a, b) => a.perf - b.perf)[Math.floor(runs.length / 2)]
  console.log(
    route.padEnd(28),
    `${median.perf} (${runs.map((r) => r.perf).join('/')})`.padEnd(16),
    String(median.a11y).padStart(4),
    String(median.bp).padStart(4),
    String(median.seo).padStart(4),
    (median.lcp / 1000).toFixed(1).padStart(7),
    median.tbt.toFixed(0).padStart(7),
    (median.js / 1024).toFixed(0).padStart(6),
  )
}
process.exit(0)

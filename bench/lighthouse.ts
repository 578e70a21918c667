/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on every route of SPEC §2 of the
 * production build, in Debian's Chromium, the median of three runs by performance score: the four
 * scores, LCP, TBT and the JavaScript the page loads, in bytes as sent, with Lighthouse's
 * benchmarkIndex of the machine; then each route's main-thread work by group, its elements and its
 * HTML beside the empty page's. Prints tables; asserts nothing.
 * The last row is an empty App Router page of the same build (app/(bench)), measured in the same
 * run: what the framework alone costs on this machine at this moment, which a busy machine moves.
 *
 *   npx tsx bench/lighthouse.ts                       # every route, 3 runs each (about 15 minutes)
 *   BENCH_ROUTES=/,/AboutUs BENCH_RUNS=1 npx tsx bench/lighthouse.ts
 *   BENCH_REPORTS=/tmp/lh npx tsx bench/lighthouse.ts # also keeps each run's Lighthouse JSON there,
 *                                                     # and its trace (*.trace.json, for DevTools)
 */
import fs from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'

import { SITE_ROUTES } from '../src/lib/site/routes'
import { BENCH_FORM, benchSite } from './bench-site'

const PORT = 3597
const RUNS = Number(process.env.BENCH_RUNS || 3)
const REPORTS = process.env.BENCH_REPORTS
const EMPTY_PAGE = '/bench-empty'
/**
 * Lighthouse's mobile preset multiplies the main thread's tasks by 4. BENCH_CPU_SLOWDOWN=6 measures
 * as a machine would whose tasks take 1.5 times as long while the page loads (another guest on the
 * host, a busier machine) though its benchmarkIndex, measured before, is the same.
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN || 0) || undefined

const { galleries } = await benchSite('bench-lighthouse-', PORT, 'school-b.example')
const all = [
  '/',
  ...Object.keys(SITE_ROUTES).map((r) => (r === 'SubGallery' ? `/SubGallery?id=${galleries.A}` : `/${r}`)),
  // An own page with every block, and a form the office built (bench/bench-site.ts).
  '/hostel',
  BENCH_FORM,
]
const routes = [...(process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : all), EMPTY_PAGE]

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

/** Lighthouse's main-thread groups, as its mainthread-work-breakdown audit names them. */
const GROUPS = {
  parseHTML: 'parse HTML',
  styleLayout: 'style+layout',
  scriptEvaluation: 'script eval',
  scriptParseCompile: 'parse JS',
  paintCompositeRender: 'paint',
  garbageCollection: 'GC',
  other: 'other',
} as const
type Group = keyof typeof GROUPS

type Run = {
  perf: number
  a11y: number
  bp: number
  seo: number
  lcp: number
  tbt: number
  js: number
  /** Lighthouse's measure of this machine at the moment of the run (higher is faster). */
  benchmarkIndex: number
  /** Main-thread work (simulated, ms) by group, and its total. */
  mainThread: Record<Group, number> & { total: number }
  /** Elements in the document. */
  dom: number
  /** The HTML document, as sent (bytes). */
  html: number
}

async function run(url: string, report: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(CPU_SLOWDOWN ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
  })
  const lhr = result!.lhr
  // A run Lighthouse could not finish (the page did not paint in time on a busy machine) is
  // run again rather than counted.
  if (lhr.runtimeError) {
    console.error(`${url}: ${lhr.runtimeError.code}, measuring again`)
    return run(url, report)
  }
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true })
    fs.writeFileSync(path.join(REPORTS, `${report}.json`), result!.report as string)
    fs.writeFileSync(path.join(REPORTS, `${report}.trace.json`), JSON.stringify(result!.artifacts.Trace))
  }
  const score = (id: string) => Math.round((lhr.categories[id].score ?? 0) * 100)
  const items = (
    lhr.audits['network-requests'].details as { items: { resourceType?: string; transferSize?: number }[] }
  ).items
  const breakdown = lhr.audits['mainthread-work-breakdown']
  const mainThread = Object.fromEntries(Object.keys(GROUPS).map((g) => [g, 0])) as Run['mainThread']
  for (const item of (breakdown.details as unknown as { items: { group: Group; duration: number }[] }).items)
    mainThread[item.group] = (mainThread[item.group] ?? 0) + item.duration
  mainThread.total = breakdown.numericValue ?? NaN
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThread,
    dom: lhr.audits['dom-size-insight'].numericValue ?? NaN,
    html: items.find((i) => i.resourceType === 'Document')?.transferSize ?? NaN,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    js: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
  }
}

// A first visit renders each page into the cache, and makes each size of its pictures
// (/api/image resizes on first request); Lighthouse then measures what visitors get.
for (const route of routes) {
  const html = await (await fetch(`http://127.0.0.1:${PORT}${route}`)).text()
  const pictures = new Set(html.match(/\/api\/image\/[^"'\s,]+/g)?.map((u) => u.replaceAll('&amp;', '&')))
  for (const picture of pictures) {
    await fetch(`http://127.0.0.1:${PORT}${picture}`, { headers: { accept: 'image/avif,image/webp,*/*' } })
  }
}

/**
 * Asks for the page until the server answers it from a current cache entry. Pages are kept for a
 * minute (revalidate = 60), and rounds are minutes apart: Lighthouse's own visit would be answered
 * with the old copy while the server renders the page again, on the same two cores as the
 * browser, and that render counted as the phone's own work (TBT, LCP). A visitor's phone does not
 * share the server's processors.
 */
async function warm(url: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(url)
    await response.arrayBuffer()
    const cache = response.headers.get('x-nextjs-cache')
    if (!cache || cache === 'HIT') return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

// Run by round (every route once, then again), so the empty page and each route meet the same
// moments of a shared machine's load rather than the empty page only at the end.
const runs = new Map<string, Run[]>(routes.map((r) => [r, []]))
const fileName = (route: string) => (route.replace(/\W+/g, '_').replace(/^_+|_+$/g, '') || 'home').slice(0, 60)
for (let i = 0; i < RUNS; i++) {
  for (const route of routes) {
    await warm(`http://127.0.0.1:${PORT}${route}`)
    runs.get(route)!.push(await run(`http://127.0.0.1:${PORT}${route}`, `${fileName(route)}-${i + 1}`))
    console.error(`round ${i + 1}/${RUNS}: ${route}`)
  }
}

const medians = new Map(
  routes.map((route) => {
    const measured = runs.get(route)!
    return [route, [...measured].sort((a, b) => a.perf - b.perf)[Math.floor(measured.length / 2)]]
  }),
)
const label = (route: string) => (route === EMPTY_PAGE ? `${route} (framework)` : route).padEnd(28)
console.log(`Lighthouse ${RUNS} run(s) a route, mobile preset, median by performance`)
console.log(
  'route'.padEnd(28),
  'perf (runs)'.padEnd(16),
  'a11y',
  '  bp',
  ' seo',
  '  LCP s',
  ' TBT ms',
  ' JS KB',
  ' bmIdx',
)
for (const route of routes) {
  const median = medians.get(route)!
  console.log(
    label(route),
    `${median.perf} (${runs
      .get(route)!
      .map((r) => r.perf)
      .join('/')})`.padEnd(16),
    String(median.a11y).padStart(4),
    String(median.bp).padStart(4),
    String(median.seo).padStart(4),
    (median.lcp / 1000).toFixed(1).padStart(7),
    median.tbt.toFixed(0).padStart(7),
    (median.js / 1024).toFixed(0).padStart(6),
    median.benchmarkIndex.toFixed(0).padStart(6),
  )
}

// The same runs' main-thread work, beside the empty page's: what each page adds to the framework.
const empty = medians.get(EMPTY_PAGE)!
console.log('')
console.log("Main-thread work of the same runs (simulated ms), and its ratio to the empty page's")
console.log(
  'route'.padEnd(28),
  ...Object.values(GROUPS).map((g) => g.padStart(12)),
  'total'.padStart(7),
  '× empty'.padStart(8),
  '  DOM',
  'HTML KB'.padStart(8),
)
for (const route of routes) {
  const { mainThread, dom, html } = medians.get(route)!
  console.log(
    label(route),
    ...(Object.keys(GROUPS) as Group[]).map((g) => mainThread[g].toFixed(0).padStart(12)),
    mainThread.total.toFixed(0).padStart(7),
    (mainThread.total / empty.mainThread.total).toFixed(2).padStart(8),
    String(dom).padStart(5),
    (html / 1024).toFixed(1).padStart(8),
  )
}
process.exit(0)

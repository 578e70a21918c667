/**
 * The phone's main-thread work while each page loads, measured rather than simulated: Debian's
 * Chromium with its CPU slowed 4 times (Lighthouse's mobile factor, applied for real), a trace
 * of the page's renderer from the request to 2 s after `load`, split into script, style and
 * layout (with paint), and HTML parsing, beside the empty App Router page of the same build.
 * Prints the median of BENCH_RUNS (default 8) loads a route, the runs interleaved route by
 * route so that a busy moment of the machine falls on all of them alike. Asserts nothing.
 *
 * Lighthouse's figure is its trace's task times multiplied by 4, from one fast load; between two
 * runs of the same build a route's ratio to the empty page moved by up to 0.4 on this machine
 * (docs/decisions/0025-little-javascript-on-pages.md; figures in docs/performance.md), more than most changes this is meant to judge.
 *
 *   npx tsx bench/main-thread.ts                        # home, /AboutUs, /ContactUs
 *   BENCH_ROUTES=/,/News BENCH_RUNS=12 npx tsx bench/main-thread.ts
 *   BENCH_AGAINST=http://127.0.0.1:3600 npx tsx bench/main-thread.ts
 *       # the same routes of another server too (an older build of the same content), loads
 *       # interleaved with this build's: an A/B of a change
 *   BENCH_WITHOUT_JS=1 npx tsx bench/main-thread.ts
 *       # each route also loaded with JavaScript off: what the document costs by itself (parse,
 *       # style, layout, paint), so that the rest is what its scripts and hydration add
 */
import { chromium, type Browser } from 'playwright-core'

import { benchSite } from './bench-site'

const PORT = 3596
const RUNS = Number(process.env.BENCH_RUNS || 8)
const EMPTY_PAGE = '/bench-empty'
const routes = [...(process.env.BENCH_ROUTES ?? '/,/AboutUs,/ContactUs').split(','), EMPTY_PAGE]
const servers = [`http://127.0.0.1:${PORT}`, ...(process.env.BENCH_AGAINST ? [process.env.BENCH_AGAINST] : [])]
/** With JavaScript, and without it too when BENCH_WITHOUT_JS is set. */
const modes = process.env.BENCH_WITHOUT_JS ? [true, false] : [true]

/** Trace events by which the renderer's main thread spends its time (Chromium's names). */
const GROUPS = {
  script: ['FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'TimerFire', 'FireIdleCallback', 'EventDispatch'],
  render: ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'],
  parse: ['ParseHTML'],
  total: ['RunTask', 'ThreadControllerImpl::RunTask'],
} as const
type Group = keyof typeof GROUPS
type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; args?: { name?: string } }

await benchSite('bench-main-thread-', PORT, 'school-b.example')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
process.on('exit', () => void browser.close())

/** One first visit on a phone-sized screen: the main thread's time by group, in ms at 4× CPU. */
async function load(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<Record<Group, number>> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    javaScriptEnabled,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(2000)
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents
  await context.close()
  // The page's renderer: of the threads named CrRendererMain, the one with the most events.
  const threads = new Map<string, number>()
  const named = new Set(
    events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (named.has(key)) threads.set(key, (threads.get(key) ?? 0) + 1)
  }
  const main = [...threads].sort((a, b) => b[1] - a[1])[0][0]
  const own = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main)
  const sum = (names: readonly string[]) =>
    own.filter((e) => names.includes(e.name)).reduce((total, e) => total + (e.dur ?? 0), 0) / 1000
  return Object.fromEntries(Object.entries(GROUPS).map(([group, names]) => [group, sum(names)])) as Record<
    Group,
    number
  >
}

// A first visit renders each page into the server's cache: measured are the cached answers.
for (const server of servers) for (const route of routes) await (await fetch(server + route)).arrayBuffer()

const measured = new Map<string, Record<Group, number>[]>()
for (let run = 0; run < RUNS; run++) {
  for (const route of routes) {
    for (const server of servers) {
      for (const js of modes) {
        const key = `${server} ${route} ${js}`
        measured.set(key, [...(measured.get(key) ?? []), await load(browser, server + route, js)])
      }
    }
  }
  console.error(`run ${run + 1}/${RUNS}`)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(`Main-thread work while a page loads (ms at 4× CPU, median of ${RUNS}), and its ratio to the empty page's`)
console.log(['server', 'route'.padEnd(20), 'script', 'render', ' parse', ' total', '× empty'].join('  '))
for (const server of servers) {
  const empty = median(measured.get(`${server} ${EMPTY_PAGE} true`)!.map((r) => r.total))
  for (const route of routes)
    for (const js of modes) {
      const runs = measured.get(`${server} ${route} ${js}`)!
      const total = median(runs.map((r) => r.total))
      console.log(
        [
          server === servers[0] ? 'this  ' : 'other ',
          (js ? route : `${route} (no JS)`).padEnd(20),
          ...(['script', 'render', 'parse', 'total'] as const).map((g) =>
            median(runs.map((r) => r[g]))
              .toFixed(0)
              .padStart(6),
          ),
          (total / empty).toFixed(2).padStart(7),
        ].join('  '),
      )
    }
}
process.exit(0)

/**
 * The server's memory under a flood of invented Host headers (issue 47): 100,000 anonymous
 * `GET /`, each with a Host name of its own, on the production build as `npm start` serves it
 * (bench/bench-site.ts: SQLite, the sample school and a second one by host). Every such host is
 * served the default school's home, which the server keeps after Next.js answered it once.
 * Prints the server's resident memory before the flood, right after it, and after FLOOD_IDLE_S
 * of idleness (longer than the 30 s a page is kept on SQLite), and exits with 1 when the last is
 * more than 50 MB above the first.
 *
 *   npx tsx bench/host-flood.ts
 *   FLOOD_REQUESTS=20000 FLOOD_CONNECTIONS=20 npx tsx bench/host-flood.ts
 */
import fs from 'node:fs'

import autocannon from 'autocannon'

import { benchSite } from './bench-site'
import { getByHost } from './http-get'

const PORT = 3593
const REQUESTS = Number(process.env.FLOOD_REQUESTS || 100_000)
const CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS || 10)
const IDLE_MS = 1000 * Number(process.env.FLOOD_IDLE_S || 35)
/** What the flood may leave behind, in MB (the acceptance). */
const ACCEPTED_GROWTH_MB = 50

await benchSite('bench-host-flood-', PORT, 'school-b.example')
const server = serverPid()

/** The server bench-site.ts started: this process's child running scripts/server.mjs. */
function serverPid(): number {
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      if (ppid === process.pid && command.includes('scripts/server.mjs')) return Number(pid)
    } catch {
      // gone meanwhile
    }
  }
  throw new Error('the server bench-site.ts started was not found')
}

/** The server's resident memory, in MB. */
function rss(): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server}/status`, 'utf8'))?.[1]
  return Number(kb) / 1024
}

/** `count` anonymous `GET /`, each with a Host never sent before (`prefix`-n.example). */
async function flood(prefix: string, count: number) {
  let n = 0
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/`,
    connections: CONNECTIONS,
    amount: count,
    requests: [
      {
        method: 'GET',
        path: '/',
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, host: `${prefix}-${n++}.example` } }),
      },
    ],
  })
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} answers not 2xx, ${result.errors} errors`)
  return result
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The home drawn into Next.js's cache, and the paths of a flood warmed up, before anything is read.
for (let i = 0; i < 3; i++) await getByHost(PORT, `127.0.0.1:${PORT}`, '/')
await flood('warm', 2000)
await sleep(5000)
const before = rss()
const started = performance.now()
const result = await flood('flood', REQUESTS)
const seconds = (performance.now() - started) / 1000
const after = rss()
await sleep(IDLE_MS)
const idle = rss()

console.log(
  `${result.requests.sent.toLocaleString('en')} GET / with distinct Host names in ${seconds.toFixed(1)} s ` +
    `(${Math.round(result.requests.average)} a second, p99 ${result.latency.p99} ms)`,
)
console.log(
  `server RSS MB: before ${before.toFixed(0)}, right after ${after.toFixed(0)}, after ${IDLE_MS / 1000} s idle ${idle.toFixed(0)}`,
)
const grown = idle - before
console.log(
  `${grown <= ACCEPTED_GROWTH_MB ? 'within' : 'MORE THAN'} ${ACCEPTED_GROWTH_MB} MB of the start: ${grown.toFixed(0)} MB`,
)
process.exit(grown <= ACCEPTED_GROWTH_MB ? 0 : 1)

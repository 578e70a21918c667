/**
 * Requests per second and p50/p99 latency of cached pages and the API on the production build,
 * beside a plain Node.js http server answering the same bytes in the same run (the limit), as a
 * ratio. Two schools are served by host: JRSBKL (any host, SCHOOL_CODE) and a second school
 * seeded with the same profile under `school-b.example`. Prints a table; asserts nothing.
 *
 *   npx tsx bench/throughput.ts                  # needs a build: `npx next build` or `npm start` once
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=10 npx tsx bench/throughput.ts
 *   BENCH_ONLY=/AboutUs npx tsx bench/throughput.ts
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { benchSite } from './bench-site'
import { waitFor } from './news-data'

const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const SITE_PORT = 3595
const PLAIN_PORT = 3596
const HOST_B = 'school-b.example'

const { work, galleries, startProcess } = await benchSite('bench-throughput-', SITE_PORT, HOST_B)

type Target = { label: string; host: string; url: string }

/** One GET with the target's Host header (fetch may not set Host). */
function get(
  port: number,
  target: Target,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target.url, headers: { host: target.host } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

type Row = { rps: number; p50: number; p99: number }

async function load(port: number, target: Target): Promise<Row> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.url}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { host: target.host },
  })
  if (result.non2xx || result.errors)
    throw new Error(`${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

const targets: Target[] = []
for (const [school, host, code] of [
  ['A', '127.0.0.1', 'JRSBKL'],
  ['B', HOST_B, 'BENCHB'],
] as const) {
  for (const url of ['/', '/AboutUs', '/News', `/SubGallery?id=${galleries[school]}`, `/api/news/All/${code}?limit=20`])
    targets.push({ label: `${school} ${url}`, host, url })
}
const only = process.env.BENCH_ONLY
const chosen = only ? targets.filter((t) => t.url === only) : targets

// The bytes each address answers once cached, for the plain server to answer in turn.
const answers = []
for (const [i, target] of chosen.entries()) {
  let res = await get(SITE_PORT, target)
  for (let n = 0; n < 2; n++) res = await get(SITE_PORT, target)
  if (res.status !== 200) throw new Error(`${target.label} answered ${res.status}`)
  const file = path.join(work, `answer-${i}`)
  fs.writeFileSync(file, res.body)
  const cache = res.headers['x-nextjs-cache'] as string | undefined
  answers.push({ host: target.host, url: target.url, type: res.headers['content-type'], file, cache })
}
fs.writeFileSync(path.join(work, 'answers.json'), JSON.stringify(answers))
startProcess(['bench/plain-server.mjs', String(PLAIN_PORT), path.join(work, 'answers.json')], {})
await waitFor(`http://127.0.0.1:${PLAIN_PORT}/ready`)

console.log(
  `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, on ${os.cpus().length} cores; site and plain server in their own processes`,
)
console.log(
  'request'.padEnd(36),
  'KB'.padStart(7),
  'cache'.padStart(6),
  'site req/s'.padStart(11),
  'p50'.padStart(5),
  'p99'.padStart(5),
  'plain req/s'.padStart(12),
  'p50'.padStart(5),
  'p99'.padStart(5),
  'ratio'.padStart(7),
)
for (const [i, target] of chosen.entries()) {
  const ours = await load(SITE_PORT, target)
  const plain = await load(PLAIN_PORT, target)
  console.log(
    target.label.padEnd(36),
    (fs.statSync(answers[i].file).size / 1024).toFixed(1).padStart(7),
    (answers[i].cache ?? '-').padStart(6),
    ours.rps.toFixed(0).padStart(11),
    String(ours.p50).padStart(5),
    String(ours.p99).padStart(5),
    plain.rps.toFixed(0).padStart(12),
    String(plain.p50).padStart(5),
    String(plain.p99).padStart(5),
    `${((100 * ours.rps) / plain.rps).toFixed(1)} %`.padStart(7),
  )
}
process.exit(0)

/**
 * Requests per second and p50/p99 latency of cached pages and the API on the production build,
 * beside a plain Node.js http server answering the same bytes in the same run (the limit), as a
 * ratio. Two schools are served by host: JRSBKL (any host, SCHOOL_CODE) and a second school
 * seeded with the same profile under `school-b.example`. Prints a table; asserts nothing.
 *
 *   npx tsx bench/throughput.ts                  # builds first when the sources are newer
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=10 npx tsx bench/throughput.ts
 *   BENCH_ONLY=/AboutUs npx tsx bench/throughput.ts
 *   BENCH_CLUSTER=1 npx tsx bench/throughput.ts  # npm run cluster's layout: nginx over two instances and over one
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { startCluster, startNginx, startProcessGroup } from '../scripts/cluster/engines'
import { ensureBuild } from '../scripts/ensure-build.mjs'

import { benchSite } from './bench-site'
import { getByHost } from './http-get'
import { waitFor } from './news-data'

const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const CLUSTER = /^(1|true|yes)$/i.test(process.env.BENCH_CLUSTER || '')
const SITE_PORT = 3595
const PLAIN_PORT = 3596
const HOST_B = 'school-b.example'

type Target = { label: string; host: string; url: string }
/** Where the load goes: the site itself, or nginx in front of some instances. */
type Site = { name: string; port: number }

/** One production server on SQLite with two schools by host (`npm start`'s layout). */
async function oneServer() {
  const { work, galleries, startProcess } = await benchSite('bench-throughput-', SITE_PORT, HOST_B)
  const targets: Target[] = []
  for (const [school, host, code] of [
    ['A', '127.0.0.1', 'JRSBKL'],
    ['B', HOST_B, 'BENCHB'],
  ] as const) {
    for (const url of [
      '/',
      '/AboutUs',
      '/News',
      `/SubGallery?id=${galleries[school]}`,
      `/api/news/All/${code}?limit=20`,
    ])
      targets.push({ label: `${school} ${url}`, host, url })
  }
  return { work, targets, sites: [{ name: 'site', port: SITE_PORT }] as Site[], startProcess }
}

/**
 * `npm run cluster`'s layout: PostgreSQL, Redis, s3rver and two instances, measured through nginx
 * balancing over both and through a second nginx in front of one of them, in the same run.
 */
async function twoInstances() {
  // Measured on a build of the sources as they are, as bench-site.ts measures one instance.
  if (!ensureBuild()) process.exit(1)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'))
  const cluster = await startCluster({ dir: work, instances: 2 })
  const one = await startNginx(path.join(work, 'nginx-one'), [cluster.instances[0].port])
  process.on('exit', () => fs.rmSync(work, { recursive: true, force: true }))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))
  // SPEC §7's list answers are { data: [...] } with each item's id as `_id`.
  const galleries = await (await fetch(`${cluster.base}/api/gallery/all/JRSBKL`)).json()
  const gallery = (galleries as { data: { _id: string }[] }).data[0]._id
  const targets = ['/', '/AboutUs', '/News', `/SubGallery?id=${gallery}`, '/api/news/All/JRSBKL?limit=20'].map(
    (url) => ({ label: url, host: '127.0.0.1', url }),
  )
  const sites: Site[] = [
    { name: 'nginx, 2 instances', port: Number(new URL(cluster.base).port) },
    { name: 'nginx, 1 instance', port: Number(new URL(one.base).port) },
  ]
  const startProcess = (args: string[]) => startProcessGroup(process.execPath, args, path.join(work, 'plain.log'))
  return { work, targets, sites, startProcess }
}

const { work, targets, sites, startProcess } = CLUSTER ? await twoInstances() : await oneServer()
const site = sites[0].port

/** One GET of a target, with its Host. */
const get = (port: number, target: Target) => getByHost(port, target.host, target.url)

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

const only = process.env.BENCH_ONLY
const chosen = only ? targets.filter((t) => t.url === only) : targets

// The bytes each address answers once cached, for the plain server to answer in turn.
const answers = []
for (const [i, target] of chosen.entries()) {
  let res = await get(site, target)
  for (let n = 0; n < 2; n++) res = await get(site, target)
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
const columns = (...cells: [string, number][]) =>
  console.log(cells.map(([text, width]) => (width < 0 ? text.padEnd(-width) : text.padStart(width))).join(' '))
columns(
  ['request', -36],
  ['via', -19],
  ['KB', 7],
  ['cache', 6],
  ['req/s', 8],
  ['p50', 5],
  ['p99', 5],
  ['plain req/s', 12],
  ['ratio', 7],
)
for (const [i, target] of chosen.entries()) {
  const ours = []
  for (const s of sites) ours.push({ site: s, row: await load(s.port, target) })
  const plain = await load(PLAIN_PORT, target)
  for (const { site: s, row } of ours)
    columns(
      [target.label, -36],
      [s.name, -19],
      [(fs.statSync(answers[i].file).size / 1024).toFixed(1), 7],
      [answers[i].cache ?? '-', 6],
      [row.rps.toFixed(0), 8],
      [String(row.p50), 5],
      [String(row.p99), 5],
      [plain.rps.toFixed(0), 12],
      [`${((100 * row.rps) / plain.rps).toFixed(1)} %`, 7],
    )
}
process.exit(0)

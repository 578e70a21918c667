/**
 * `npm run cluster`: the multi-instance layout on one machine, to try it or to measure it.
 * PostgreSQL, Redis and an S3-compatible server (s3rver), CLUSTER_INSTANCES app instances
 * (default 2) started together on the empty database, and nginx on CLUSTER_PORT (default 8080)
 * balancing between them. Data and logs live in CLUSTER_DIR, a throw-away folder by default
 * (removed on Ctrl-C); a folder you name is kept.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureBuild } from '../ensure-build.mjs'

import { startCluster } from './engines'

if (!ensureBuild()) process.exit(1)
const named = process.env.CLUSTER_DIR
const dir = named ? path.resolve(named) : fs.mkdtempSync(path.join(os.tmpdir(), 'school-cluster-'))
fs.mkdirSync(dir, { recursive: true })
console.log(`[cluster] starting PostgreSQL, Redis, s3rver, the instances and nginx in ${dir} …`)
const cluster = await startCluster({
  dir,
  instances: Number(process.env.CLUSTER_INSTANCES || 2),
  port: Number(process.env.CLUSTER_PORT || 8080),
})

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  console.log('[cluster] stopping …')
  await cluster.stop()
  if (!named) fs.rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

const line = (what: string, value: string) => console.log(`[cluster] ${what.padEnd(14)} ${value}`)
line('site (nginx)', `${cluster.base}/  (admin: ${cluster.base}/admin)`)
for (const instance of cluster.instances)
  line(
    `instance ${instance.name}`,
    `${instance.base}/  (log: ${path.join(dir, instance.name, `${instance.name}.log`)})`,
  )
line('DATABASE_URL', cluster.env.DATABASE_URL)
line('REDIS_URL', cluster.env.REDIS_URL)
line('S3_ENDPOINT', `${cluster.env.S3_ENDPOINT}  (bucket ${cluster.env.S3_BUCKET})`)
console.log('[cluster] Ctrl-C stops everything.')

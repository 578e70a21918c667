/**
 * The site as the benches measure it: the production build (made first when the sources are
 * newer) served by scripts/server.mjs (as `npm start` serves it) on a throw-away data folder with
 * the school profile and sample content, plus a second school under `hostB`. Every process
 * started here is stopped, with everything it started, however the bench ends; the folder is
 * removed.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureBuild } from '../scripts/ensure-build.mjs'
import { waitFor } from './news-data'

const root = path.resolve(import.meta.dirname, '..')

export async function benchSite(prefix: string, port: number, hostB: string) {
  // Measured on a build of the sources as they are: an older build would be measured silently.
  if (!ensureBuild()) process.exit(1)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const dataDir = path.join(work, 'data')
  const children: ChildProcess[] = []
  process.on('exit', () => {
    for (const child of children) {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    fs.rmSync(work, { recursive: true, force: true })
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

  const startProcess = (args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'ignore',
      detached: true,
    })
    children.push(child)
    return child
  }

  process.env.DATA_DIR = dataDir
  const { default: config } = await import('../src/payload.config')
  const { getPayload } = await import('payload')
  const { prepareDatabase } = await import('../src/lib/platform/prepare')
  const { seedSchool } = await import('../src/seed')
  const payload = await getPayload({ config, key: dataDir })
  await prepareDatabase(payload, { demo: true })
  await seedSchool(payload, { demo: true, identity: { code: 'BENCHB', name: 'Second School', domains: [hostB] } })
  const gallery = async (code: string) =>
    (
      await payload.find({
        collection: 'gallery',
        where: { and: [{ 'school.code': { equals: code } }, { category: { equals: 'PhotoGallery' } }] },
        limit: 1,
        depth: 0,
      })
    ).docs[0].id
  const galleries = { A: await gallery('JRSBKL'), B: await gallery('BENCHB') }
  await payload.destroy()

  // BENCH_EMPTY_PAGE: /bench-empty answers, the framework alone for bench/lighthouse.ts to compare.
  startProcess(['scripts/server.mjs'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    BENCH_EMPTY_PAGE: '1',
  })
  await waitFor(`http://127.0.0.1:${port}/api/openapi.json`)
  return { work, galleries, startProcess }
}

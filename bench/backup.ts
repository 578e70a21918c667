/**
 * Time and size of a backup (npm run backup's archive, encrypted), of its restore checks and of
 * the school's own export (npm run school:export), for the sample school and for a school with 2,000 news items and 500 photos. Each size runs in a
 * process of its own (Payload reads DATA_DIR once per process); the folders are removed.
 *
 *   npx tsx bench/backup.ts
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { eachSizeInItsOwnProcess } from './news-data'

const SIZES = { sample: { news: 0, photos: 0 }, large: { news: 2000, photos: 500 } } as const
type Size = keyof typeof SIZES

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function measure(size: Size) {
  const { news, photos } = SIZES[size]
  let dataDir: string
  if (news) {
    const { newsDataDir } = await import('./news-data')
    ;({ dataDir } = await newsDataDir(news, photos))
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'))
    process.env.DATA_DIR = dataDir
  }
  process.env.DATA_DIR = dataDir
  const { default: config } = await import('../src/payload.config')
  const { getPayload } = await import('payload')
  const { prepareDatabase } = await import('../src/startup/prepare')
  const { createBackup } = await import('../src/lib/backups/archive')
  const { restoreBackup } = await import('../src/lib/backups/restore')
  const { exportSchool } = await import('../src/lib/backups/school-export')
  const { migrations } = await import('../src/migrations/sqlite')
  const payload = await getPayload({ config, key: `${dataDir}-bench` })
  if (!news) await prepareDatabase(payload, { demo: true })
  const key = randomBytes(32)
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-out-'))
  try {
    let started = performance.now()
    const backup = await createBackup(payload, { dir: out, key })
    const made = seconds(started)
    started = performance.now()
    await restoreBackup(backup.file, {
      dataDir: path.join(out, 'restored'),
      knownMigrations: migrations.map((m) => m.name),
      key,
    })
    const restored = seconds(started)
    started = performance.now()
    const exported = await exportSchool(payload, 'JRSBKL', { dir: out, key })
    const exportedIn = seconds(started)
    const exportSize = megabytes(fs.statSync(exported.file).size)
    const uploads = backup.counts.media ?? 0
    console.log(
      `${size.padEnd(7)} | ${String(backup.counts.news ?? 0).padStart(5)} news | ${String(uploads).padStart(4)} media | ` +
        `archive ${megabytes(backup.size).padStart(8)} | made in ${made.padStart(7)} | checked and restored in ${restored.padStart(7)} | ` +
        `school export ${exportSize.padStart(8)} in ${exportedIn.padStart(7)}`,
    )
  } finally {
    await payload.destroy()
    fs.rmSync(out, { recursive: true, force: true })
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const size = process.argv[2] as Size | undefined
if (size) {
  await measure(size)
  process.exit(0)
}
console.log(
  'school  |  news      | media records | archive, encrypted | time to make | time to check and restore | one school exported (encrypted)',
)
eachSizeInItsOwnProcess(import.meta.filename, Object.keys(SIZES), (line) => /^(sample|large) /.test(line))

/**
 * `npm run restore -- [--allow-unencrypted] FILE`, with the site stopped: checks the archive whole
 * (key, checksums, the site's version) before touching DATA_DIR, moves the current data aside,
 * puts the archive's in place (and its files back into the bucket, with S3_BUCKET), applies
 * migrations and prints what was restored. FILE is a path, or s3:backups/<name> for an archive in
 * the bucket. With BACKUP_KEY set, an unencrypted archive is restored only with --allow-unencrypted.
 */
import fs from 'node:fs'
import path from 'node:path'

import { withArchive } from '../src/lib/backups/bucket-store'
import { ALLOW_UNENCRYPTED, PartlyRestored, restoreBackup } from '../src/lib/backups/restore'
import { bucketClient } from '../src/lib/files/object-store'
import { env } from '../src/lib/platform/env'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations } from '../src/migrations/sqlite'
import { exitWithoutClosing } from './exit-without-closing'
import { runTsx } from './run-tsx.mjs'

const args = process.argv.slice(2)
const allowUnencrypted = args.includes(ALLOW_UNENCRYPTED)
const [file, ...extra] = args.filter((arg) => arg !== ALLOW_UNENCRYPTED)
if (!file || extra.length || file.startsWith('--')) {
  console.error(
    `[restore] usage: npm run restore -- [${ALLOW_UNENCRYPTED}] path/to/school-backup-….tar.gz[.enc] (or s3:backups/school-backup-… from the bucket)`,
  )
  process.exit(2)
}
// restoreBackup leaves the archive's manifest in the restored DATA_DIR; the command adds its run.
const restoredFrom = path.join(env.dataDir, 'restored-from.json')
const runId = process.env.RUN_TSX_ID
const earlier = runId ? JSON.parse(fs.existsSync(restoredFrom) ? fs.readFileSync(restoredFrom, 'utf8') : 'null') : null
let restored: Awaited<ReturnType<typeof restoreBackup>>
if (earlier && earlier.run === runId) {
  // This command's first attempt restored it and then lost Node's module loader (run-tsx.mjs).
  restored = { manifest: earlier, movedAside: null, bucketAside: null }
} else {
  try {
    restored = await withArchive(file, env.dataDir, (archive) =>
      restoreBackup(archive, {
        dataDir: env.dataDir,
        knownMigrations: (env.usesPostgres ? postgresMigrations : migrations).map((m) => m.name),
        databaseUrl: env.usesPostgres ? env.databaseUrl : undefined,
        bucket: bucketClient(),
        allowUnencrypted,
      }),
    )
  } catch (error) {
    const changed = error instanceof PartlyRestored
    console.error(`[restore] ${changed ? 'stopped' : 'nothing was changed'}: ${(error as Error).message}`)
    process.exit(1)
  }
  if (runId) fs.writeFileSync(restoredFrom, JSON.stringify({ ...restored.manifest, run: runId }, null, 1))
}
const { manifest, movedAside, bucketAside } = restored
if (movedAside) console.log(`[restore] the data that was in ${env.dataDir} is now in ${movedAside}`)
if (bucketAside) console.log(`[restore] the bucket's files the archive replaced are kept under ${bucketAside}`)
console.log(`[restore] restored the backup of ${manifest.createdAt} into ${env.dataDir}`)

// Migrated and counted by a process of its own: the configuration, imported, writes a secret into
// an empty DATA_DIR, so it could only be imported here after the restore, and on Node 20 that late
// import now and then never settled (exit code 13, three times in a row in one CI run).
const reported = runTsx('scripts/restore-report.ts')
if (reported !== 0) process.exit(reported)
exitWithoutClosing(0)

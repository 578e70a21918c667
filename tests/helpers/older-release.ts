import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * A backup written by an older release of the site (tests/fixtures/older-release, made by its
 * make.ts), restored as the README says: its files into a fresh DATA_DIR and, on PostgreSQL, its
 * pg_dump into the empty database at `databaseUrl`. Returns the folder (`dataDir`, else a new one)
 * and what that release read back from every collection before it was backed up.
 */
export function restoreOlderRelease(
  engine: 'sqlite' | 'postgres',
  options: { databaseUrl?: string; dataDir?: string } = {},
) {
  const { databaseUrl } = options
  const archive = path.resolve(import.meta.dirname, '../fixtures/older-release', `${engine}.tar.gz`)
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'school-older-'))
  execFileSync('tar', ['xzf', archive, '-C', dataDir])
  const manifestFile = path.join(dataDir, 'manifest.json')
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as OlderManifest
  fs.rmSync(manifestFile)
  if (engine === 'postgres') {
    const dump = path.join(dataDir, 'dump.sql')
    execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-f', dump, databaseUrl!], { stdio: 'pipe' })
    fs.rmSync(dump)
  }
  return { dataDir, manifest }
}

export type OlderManifest = {
  collections: Record<string, Record<string, unknown>[]>
  users: string[]
  password: string
}

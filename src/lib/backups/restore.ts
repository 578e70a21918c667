import fs from 'node:fs/promises'
import path from 'node:path'

import { MANIFEST, unpackBackup, type Manifest } from './archive'

export const NEWER_SITE =
  'The archive was made by a newer version of the site: update this installation first, then restore.'

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')

/**
 * Puts an archive in place of `dataDir`, for `npm run restore` with the site stopped. Everything
 * is checked in a folder beside DATA_DIR first (key, checksums, the site's version), so a refused
 * archive leaves DATA_DIR exactly as it was. The current data is then moved aside, never
 * deleted; the backups folder moves into the restored DATA_DIR, so the archives stay listed.
 * Migrations are the caller's next step (prepare), which brings an older archive up to date.
 */
export async function restoreBackup(
  file: string,
  options: { dataDir: string; knownMigrations: string[]; key?: Buffer; now?: Date },
): Promise<{ manifest: Manifest; movedAside: string | null }> {
  const dataDir = path.resolve(options.dataDir)
  const at = stamp(options.now ?? new Date())
  const staging = `${dataDir}.restoring-${at}`
  await fs.mkdir(staging, { recursive: true, mode: 0o700 })
  let manifest: Manifest
  try {
    manifest = await unpackBackup(path.resolve(file), staging, options.key)
    if (manifest.lastMigration && !options.knownMigrations.includes(manifest.lastMigration)) throw new Error(NEWER_SITE)
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true })
    throw error
  }
  await fs.writeFile(path.join(staging, 'restored-from.json'), JSON.stringify(manifest, null, 1))
  await fs.rm(path.join(staging, MANIFEST), { force: true })

  const current = await fs.readdir(dataDir).catch(() => null)
  let movedAside: string | null = null
  if (current) {
    movedAside = `${dataDir}.before-restore-${at}`
    await fs.rename(dataDir, movedAside)
  }
  await fs.rename(staging, dataDir)
  if (movedAside && current?.includes('backups'))
    await fs.rename(path.join(movedAside, 'backups'), path.join(dataDir, 'backups'))
  return { manifest, movedAside }
}

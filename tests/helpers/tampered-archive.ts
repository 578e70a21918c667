import fs from 'node:fs'
import path from 'node:path'

import * as tar from 'tar'

import { checksums, MANIFEST, packArchive } from '@/lib/backups/archive'
import type { SchoolManifest } from '@/lib/backups/school-export'

type Records = Record<string, unknown>[]
export type Tamper = {
  /** The unpacked archive's folder, to add files to. */
  dir: string
  manifest: SchoolManifest
  /** A collection's records as the archive holds them (`{ doc, latest? }`), changed in place. */
  records(collection: string): { doc: Record<string, unknown> }[]
}

/**
 * A copy of an unencrypted export changed as someone could change it by hand (`change` edits its
 * records, manifest and files), repacked with checksums that match, as an archive from elsewhere
 * would arrive.
 */
export async function tamperedArchive(
  from: string,
  scratch: string,
  name: string,
  change: (archive: Tamper) => void | Promise<void>,
): Promise<string> {
  const dir = path.join(scratch, `${name}-unpacked`)
  fs.mkdirSync(dir, { recursive: true })
  await tar.x({ file: from, cwd: dir })
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as SchoolManifest
  const loaded = new Map<string, Records>()
  const records = (collection: string) => {
    const file = path.join(dir, 'records', `${collection}.json`)
    if (!loaded.has(collection))
      loaded.set(collection, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Records) : [])
    return loaded.get(collection) as { doc: Record<string, unknown> }[]
  }
  await change({ dir, manifest, records })
  for (const [collection, list] of loaded)
    fs.writeFileSync(path.join(dir, 'records', `${collection}.json`), JSON.stringify(list))
  fs.rmSync(path.join(dir, MANIFEST))
  const file = path.join(scratch, `${name}.tar.gz`)
  await packArchive(dir, { ...manifest, files: await checksums(dir) }, file, undefined)
  fs.rmSync(dir, { recursive: true, force: true })
  return file
}

/**
 * The end of `npm run restore` (scripts/restore.ts runs it once the archive's data is in place):
 * applies migrations to the restored database and prints each collection's records beside what
 * the archive's manifest (DATA_DIR/restored-from.json) counted.
 */
import fs from 'node:fs'
import path from 'node:path'

import { getPayload } from 'payload'

import type { Manifest } from '../src/lib/backups/archive'
import { env } from '../src/lib/platform/env'
import config from '../src/payload.config'
import { prepareDatabase } from '../src/startup/prepare'
import { exitWithoutClosing } from './exit-without-closing'

const manifest = JSON.parse(fs.readFileSync(path.join(env.dataDir, 'restored-from.json'), 'utf8')) as Manifest
const payload = await getPayload({ config })
await prepareDatabase(payload)
for (const [collection, count] of Object.entries(manifest.counts)) {
  if (collection.startsWith('payload-') || count === 0) continue
  const now = (await payload.count({ collection: collection as 'news', overrideAccess: true })).totalDocs
  console.log(`[restore]   ${collection}: ${now}${now === count ? '' : ` (the archive had ${count})`}`)
}
console.log('[restore] done: start the site.')
exitWithoutClosing(0)

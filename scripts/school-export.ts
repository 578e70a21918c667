/**
 * `npm run school:export -- CODE [FOLDER]`: one school's content and files as an archive in FOLDER
 * (DATA_DIR/backups by default), to import into another installation. Encrypted, with the school's
 * inbox and staff accounts, when BACKUP_KEY is set; its content only otherwise. The site may keep running.
 */
import { getPayload } from 'payload'

import { PERSONAL_LEFT_OUT, exportSchoolNow } from '../src/lib/backups/school-export'
import { backupsDir } from '../src/lib/platform/env'
import config from '../src/payload.config'
import { exitWithoutClosing } from './exit-without-closing'

const [code, folder] = process.argv.slice(2)
if (!code) {
  console.error('[school:export] usage: npm run school:export -- SCHOOLCODE [folder]')
  process.exit(2)
}
const payload = await getPayload({ config })
try {
  const { file, manifest } = await exportSchoolNow(payload, code, folder ?? backupsDir())
  console.log(`[school:export] ${manifest.school.name} (${manifest.school.code}) in ${file}`)
  for (const [collection, count] of Object.entries(manifest.counts))
    if (count) console.log(`[school:export]   ${collection}: ${count}`)
  if (!manifest.personal) console.log(`[school:export] ${PERSONAL_LEFT_OUT}`)
  if (manifest.missingFiles.length)
    console.log(`[school:export] files the records name but the store lacks: ${manifest.missingFiles.join(', ')}`)
  if (manifest.unreadableAadhaar)
    console.log(
      `[school:export] ${manifest.unreadableAadhaar} Aadhaar number(s) this DATA_KEY cannot read were left out`,
    )
} catch (error) {
  console.error(`[school:export] no export was made: ${(error as Error).message}`)
  process.exitCode = 1
}
exitWithoutClosing()

/**
 * `npm run backup`: one backup of the installation now (the archive in DATA_DIR/backups, then the
 * rotation), for a server's own scheduler or before an upgrade. The site may keep running.
 */
import { getPayload } from 'payload'

import { runBackup } from '../src/lib/backups/run'
import { logFailure } from '../src/lib/platform/log'
import config from '../src/payload.config'
import { exitWithoutClosing } from './exit-without-closing'

const payload = await getPayload({ config })
try {
  const { backup, removed } = await runBackup(payload)
  const mb = (backup.size / 1024 / 1024).toFixed(1)
  console.log(
    `[backup] ${backup.file} (${mb} MB${backup.encrypted ? ', encrypted' : ', NOT encrypted: set BACKUP_KEY'})`,
  )
  if (removed.length) console.log(`[backup] removed by the rotation: ${removed.join(', ')}`)
} catch (error) {
  logFailure('backup', error)
  console.error(`[backup] no backup was made: ${(error as Error).message}`)
  process.exitCode = 1
}
exitWithoutClosing()

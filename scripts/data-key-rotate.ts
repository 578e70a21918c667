/**
 * `npm run data-key:rotate`: re-encrypts every stored Aadhaar number (and every staff account's
 * second-factor secret, sealed with the same key) under NEW_DATA_KEY, reading
 * each with OLD_DATA_KEY (default: the installation's DATA_KEY; numbers from before DATA_KEY are
 * read with PAYLOAD_SECRET), in one transaction. Prints counts only, never a number. Then set
 * DATA_KEY to the new key and restart the site (docs/security-privacy.md, "Aadhaar numbers").
 */
import { getPayload } from 'payload'

import { keyFromDataKey } from '../src/lib/privacy/aadhaar'
import { env } from '../src/lib/platform/env'
import { logFailure } from '../src/lib/platform/log'
import { rotateDataKey } from '../src/lib/privacy/data-key-rotation'
import config from '../src/payload.config'
import { exitWithoutClosing } from './exit-without-closing'

const { oldKey, newKey } = env.dataKeyRotation
if (!newKey) {
  console.error(
    '[data-key] set NEW_DATA_KEY to the new key (openssl rand -hex 32), and OLD_DATA_KEY if it is not DATA_KEY.',
  )
  process.exit(2)
}
try {
  keyFromDataKey(newKey)
  if (oldKey) keyFromDataKey(oldKey)
} catch (error) {
  console.error(`[data-key] ${(error as Error).message}`)
  process.exit(2)
}
const payload = await getPayload({ config })
try {
  const report = await rotateDataKey(payload, { oldKey, newKey })
  console.log(
    `[data-key] re-encrypted ${report.reencrypted} Aadhaar number(s) under the new key; ` +
      `${report.alreadyNew} were under it already; ${report.unreadable} could not be read with the old key and were left as they were.`,
  )
  const secrets = report.secondFactorSecrets
  console.log(
    `[data-key] re-encrypted ${secrets.reencrypted} second-factor secret(s) of staff accounts; ` +
      `${secrets.alreadyNew} were under the new key already; ${secrets.unreadable} could not be read and were left as they were.`,
  )
  console.log('[data-key] now set DATA_KEY to the new key (outside DATA_DIR) and restart the site.')
} catch (error) {
  // A database error's message may carry the numbers: its kind only.
  logFailure('data-key', error)
  console.error('[data-key] nothing was changed.')
  process.exitCode = 1
}
// The report is out and the transaction over: a database that is slow to close does not keep
// the command waiting.
exitWithoutClosing()

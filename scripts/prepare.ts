/**
 * Applies migrations and seeds an empty installation. `npm start` runs it before the server;
 * it is safe to run any number of times.
 */
import { getPayload } from 'payload'

import { dataKeyWarning } from '../src/lib/privacy/aadhaar'
import { env } from '../src/lib/platform/env'
import { logLine } from '../src/lib/platform/setup-warnings'
import { prepareDatabase } from '../src/startup/prepare'
import { setupLink } from '../src/lib/accounts/setup-link'
import config from '../src/payload.config'
import { exitWithoutClosing } from './exit-without-closing'

const started = Date.now()
// A start that stops half-way must say where: the server's log is all an administrator has.
let stage = 'connecting to the database'
process.on('exit', (code) => {
  if (code !== 0) console.error(`[prepare] stopped while ${stage} (exit code ${code})`)
})
// Loud, at every start, until the key of Aadhaar numbers is kept outside DATA_DIR (and an
// unreadable DATA_KEY_FILE stops the start here rather than at the first registration).
const keyWarning = dataKeyWarning()
if (keyWarning) console.warn(`[prepare] WARNING: ${logLine(keyWarning)}`)
const payload = await getPayload({ config })
stage = 'applying migrations and seeding'
const { admin, seed, setup } = await prepareDatabase(payload)
stage = 'closing the database'
const where = env.usesPostgres ? 'PostgreSQL' : `SQLite in ${env.dataDir}`
console.log(
  `[prepare] database ready (${where}); ` +
    (seed.created ? `school ${env.schoolCode} seeded` : 'school profile already present') +
    (admin ? '; first admin account created from ADMIN_EMAIL' : '') +
    ` in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
if (setup) {
  // The one way to the first account without ADMIN_EMAIL: whoever reads this log, not whoever reaches /admin first.
  console.log(
    `[prepare] no account yet: create the first (platform admin) account at\n\n    ${setupLink(setup)}\n\n` +
      '[prepare] the link works only until that first account exists; a restart prints it again',
  )
}
exitWithoutClosing(0)

/**
 * `npm run second-factor:reset -- EMAIL`: removes the second factor of the account with this
 * e-mail and signs it out everywhere, from the server's shell: for the last platform admin who
 * lost the phone and the recovery codes, whom no other admin can reset. Recorded in the audit log
 * as done from the shell. At its next sign-in the account sets one up again if the platform
 * setting requires it. The site may keep running.
 */
import { getPayload } from 'payload'

import { resetSecondFactor } from '../src/lib/accounts/second-factor'
import { logFailure } from '../src/lib/platform/log'
import config from '../src/payload.config'
import { exitWithoutClosing } from './exit-without-closing'

/** Who the audit log names for a reset from the shell. */
const SHELL = 'server shell (npm run second-factor:reset)'

const email = process.argv[2]?.trim().toLowerCase()
if (!email) {
  console.error('[second-factor] name the account: npm run second-factor:reset -- office@school.example')
  process.exit(2)
}
const payload = await getPayload({ config })
try {
  const account = await payload.db.findOne<{ id: number }>({ collection: 'users', where: { email: { equals: email } } })
  const reset = account && (await resetSecondFactor(payload, account.id, { shell: SHELL }))
  if (reset) console.log(`[second-factor] ${reset.email} has no second factor now and is signed out everywhere.`)
  else {
    console.error(`[second-factor] there is no account with the e-mail ${email}.`)
    process.exitCode = 1
  }
} catch (error) {
  logFailure('second-factor', error)
  console.error('[second-factor] nothing was changed.')
  process.exitCode = 1
}
exitWithoutClosing()

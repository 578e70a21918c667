/**
 * `npm run school:import -- FILE`: adds one school's export (`npm run school:export` on another
 * installation) to this one under new record numbers, with its files and domains. Refused, with
 * nothing stored, when the school's code, a domain or a staff account is here already, the
 * archive is damaged, needs another BACKUP_KEY, comes from a newer version of the site, or holds
 * anything a save here would refuse (lib/backups/import-checks.ts).
 */
import { getPayload } from 'payload'

import { importSchool } from '../src/lib/backups/school-import'
import { logFailure } from '../src/lib/platform/log'
import config from '../src/payload.config'
import { exitWithoutClosing } from './exit-without-closing'

const file = process.argv[2]
if (!file) {
  console.error('[school:import] usage: npm run school:import -- path/to/school-CODE-….tar.gz[.enc]')
  process.exit(2)
}
const payload = await getPayload({ config })
try {
  const { school, counts, renamedFiles, accounts } = await importSchool(payload, file)
  console.log(`[school:import] imported ${school.name} (${school.code}) as school #${school.id}`)
  if (school.domains.length) console.log(`[school:import]   domains: ${school.domains.join(', ')}`)
  for (const [collection, count] of Object.entries(counts))
    if (count) console.log(`[school:import]   ${collection}: ${count}`)
  if (renamedFiles) console.log(`[school:import]   ${renamedFiles} file(s) renamed: their names were taken here`)
  if (accounts.length) {
    console.log(
      `[school:import] ${accounts.length} staff account(s) came without passwords (an import never brings them):`,
    )
    for (const account of accounts) console.log(`[school:import]   ${account.email} (${account.role})`)
    console.log(
      "[school:import] confirm each on the admin's Backups page, which makes its set-password link to hand over.",
    )
  }
} catch (error) {
  if ((error as Error).cause) logFailure('school import', (error as Error).cause)
  console.error(`[school:import] ${(error as Error).message}`)
  process.exitCode = 1
}
exitWithoutClosing()

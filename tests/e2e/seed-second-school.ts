/**
 * Before the browser tests' server starts with E2E_SECOND_SCHOOL=1: prepares its database as
 * `npm start` would, then seeds the second school (profile and sample content, as JRSBKL's) with
 * 127.0.0.1 as its domain.
 */
import { getPayload } from 'payload'

import { prepareDatabase } from '../../src/startup/prepare'
import config from '../../src/payload.config'
import { exitWithoutClosing } from '../../scripts/exit-without-closing'
import { seedSchool } from '../../src/seed'
import { SECOND_SCHOOL } from './helpers/school-under-test'

const payload = await getPayload({ config })
await prepareDatabase(payload)
const { created } = await seedSchool(payload, { demo: true, identity: SECOND_SCHOOL })
console.log(`[e2e] second school ${SECOND_SCHOOL.code} ${created ? 'seeded' : 'already present'}`)
// Without destroy(): closing loads modules late, where Node 20 loses tsx's loader (exit 13).
exitWithoutClosing(0)

/**
 * Applies migrations and seeds an empty installation. `npm start` runs it before the server;
 * it is safe to run any number of times.
 */
import { getPayload } from 'payload'

import { env } from '../src/lib/env'
import { prepareDatabase } from '../src/lib/prepare'
import config from '../src/payload.config'

const started = Date.now()
const payload = await getPayload({ config })
const { admin, seed } = await prepareDatabase(payload)
const where = env.usesPostgres ? 'PostgreSQL' : `SQLite in ${env.dataDir}`
console.log(
  `[prepare] database ready (${where}); ` +
    (seed.created ? `school ${env.schoolCode} seeded` : 'school profile already present') +
    (admin ? '; first admin account created from ADMIN_EMAIL' : '') +
    ` in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
await payload.destroy()
process.exit(0)

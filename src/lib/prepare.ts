import type { Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { ensureFirstAdmin, seedSchool } from '@/seed'

import { env } from './env'

/**
 * Brings a database to the state the site expects: committed migrations applied, the first admin
 * and the school's profile in place. Run by `npm start` before the server starts, and by tests.
 */
export async function prepareDatabase(payload: Payload, options: { demo?: boolean; now?: Date } = {}) {
  // The two adapters type their migration arguments differently; Payload calls either the same way.
  const migrations = (env.usesPostgres ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
  const admin = await ensureFirstAdmin(payload, env.adminEmail, env.adminPassword)
  const seed = await seedSchool(payload, { demo: options.demo ?? env.demoContent, now: options.now })
  return { admin, seed }
}

import type { Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { ensureFirstAdmin, seedSchool } from '@/seed'

import { env } from '@/lib/platform/env'
import { refreshPlannerStatistics } from '@/lib/platform/planner-statistics'
import { setupToken } from '@/lib/accounts/first-account'
import { queueVideoPictures } from '@/jobs/video-pictures-queue'
import { ensureSearchIndex } from '@/lib/search/sync'

/**
 * Brings a database to the state the site expects: committed migrations applied, the first admin
 * and the school's profile in place. Run by `npm start` before the server starts, and by tests.
 *
 * Start-up's second phase (scripts/start.mjs lists them all), in a process of its own
 * (scripts/prepare.ts). Preparing lives here, above lib/platform, because it reaches the seed, the migrations, search and
 * the jobs, which the floor does not.
 */
export async function prepareDatabase(payload: Payload, options: { demo?: boolean; now?: Date } = {}) {
  // The two adapters type their migration arguments differently; Payload calls either the same way.
  const migrations = (env.usesPostgres ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  return oneAtATime(payload, async () => {
    await payload.db.migrate({ migrations })
    const admin = await ensureFirstAdmin(payload, env.adminEmail, env.adminPassword)
    const seed = await seedSchool(payload, { demo: options.demo ?? env.demoContent, now: options.now })
    // Without ADMIN_EMAIL the first account is made through a one-time link (lib/accounts/setup-link.ts).
    const setup = await setupToken(payload)
    await queueVideoPictures(payload)
    await ensureSearchIndex(payload)
    await refreshPlannerStatistics(payload)
    return { admin, seed, setup }
  })
}

type PgClient = { query(text: string, values?: unknown[]): Promise<unknown>; release(): void }

/** Any number that no other program on the same database uses for an advisory lock. */
const PREPARE_LOCK = 7_351_902_214

/**
 * Instances started together on one PostgreSQL database would each apply the first migration
 * (and seed the school twice): one prepares under a session-level advisory lock while the others
 * wait for it, then find nothing left to do. SQLite lives on one machine, whose start runs this once.
 */
async function oneAtATime<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  if (!env.usesPostgres) return work()
  const pool = (payload.db as unknown as { pool: { connect(): Promise<PgClient> } }).pool
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK])
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => {})
    client.release()
  }
}

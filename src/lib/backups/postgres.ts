import { spawn, spawnSync } from 'node:child_process'

import type { CollectionSlug, Payload } from 'payload'

import type { SetupWarning } from '@/lib/platform/setup-warnings'

/**
 * PostgreSQL's own tools for the archive: pg_dump writes a consistent copy while the site keeps
 * writing (one snapshot transaction), pg_restore puts it back. Their output is never printed: a
 * message may carry the database's address, password included.
 */
export const NO_PG_DUMP: SetupWarning = {
  kind: 'backup',
  risk: 'The nightly backups hold the uploaded files but not the records (news, pages, the inbox): a lost database could not be restored from them.',
  fix: 'pg_dump is not installed: apt-get install postgresql-client (or back up the database with its own backups).',
  section: 'backups-with-postgresql',
}

export const pgDumpAvailable = () => spawnSync('pg_dump', ['--version'], { stdio: 'ignore' }).status === 0

/**
 * How the tools reach the database: the address without its password as their --dbname, the
 * password in their environment (PGPASSWORD). Every user of the machine reads a process's
 * arguments (`ps`, /proc/<pid>/cmdline); its environment only its owner and root.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const address = new URL(url)
  // libpq also takes the password as a parameter of the address (?password=…).
  const password = decodeURIComponent(address.password) || address.searchParams.get('password')
  address.password = ''
  if (address.searchParams.has('password')) address.searchParams.delete('password')
  return { dbname: address.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
}

function run(command: string, url: string, args: string[]): Promise<void> {
  const { dbname, env } = pgConnection(url)
  return new Promise((resolve, reject) => {
    const child = spawn(command, [`--dbname=${dbname}`, ...args], { stdio: 'ignore', env })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code})`))))
  })
}

export const dumpPostgres = (url: string, file: string) =>
  run('pg_dump', url, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`])

/** Replaces every table of the database with the dump's, in one transaction. */
export const restorePostgres = (url: string, file: string) =>
  run('pg_restore', url, ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', file])

/** The newest migration and the rows of each collection, as the live database holds them now. */
export async function describePostgres(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    where: { name: { not_equals: 'dev' } },
    sort: '-name',
    limit: 1,
    overrideAccess: true,
  })
  const counts: Record<string, number> = {}
  for (const slug of Object.keys(payload.collections) as CollectionSlug[])
    counts[slug] = (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
  return { lastMigration: (docs[0]?.name as string | undefined) ?? null, counts }
}

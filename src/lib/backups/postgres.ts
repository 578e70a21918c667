import { spawn, spawnSync } from 'node:child_process'

import type { CollectionSlug, Payload } from 'payload'

/**
 * PostgreSQL's own tools for the archive: pg_dump writes a consistent copy while the site keeps
 * writing (one snapshot transaction), pg_restore puts it back. Their output is never printed: a
 * message may carry the database's address, password included.
 */
export const NO_PG_DUMP =
  'pg_dump is not installed: the archives hold the files only; back up the database with its own backups (apt-get install postgresql-client).'

export const pgDumpAvailable = () => spawnSync('pg_dump', ['--version'], { stdio: 'ignore' }).status === 0

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code})`))))
  })
}

export const dumpPostgres = (url: string, file: string) =>
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`])

/** Replaces every table of the database with the dump's, in one transaction. */
export const restorePostgres = (url: string, file: string) =>
  run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ])

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

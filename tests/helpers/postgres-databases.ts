import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

import { inject } from 'vitest'

import { installationSettings } from './installation-settings'
import { preparedFolder, preparedPath } from './prepared-installation'

/** A statement run by psql on the run's server, as its superuser, outside any database of a test. */
const onServer = (sql: string) =>
  execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-c', sql, `${inject('postgresServer')}/postgres`], {
    stdio: 'pipe',
  })

/**
 * A throw-away PostgreSQL database of its own for one test file, in the server the run started
 * once (tests/helpers/postgres-setup.ts). `stop` drops it, ending any connection still open.
 */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const name = `school_${crypto.randomBytes(6).toString('hex')}`
  onServer(`CREATE DATABASE ${name}`)
  let stopped = false
  return {
    url: `${inject('postgresServer')}/${name}`,
    stop: () => {
      if (stopped) return
      stopped = true
      onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

/** The database a URL names, when it is one of this run's throw-away databases. */
const ownDatabase = (url: string) => {
  const server = inject('postgresServer')
  const name = url.startsWith(`${server}/`) ? url.slice(server.length + 1) : ''
  return /^school_[0-9a-f]{12}$/.test(name) ? name : undefined
}

/** How long a file waits for another file's preparation of the same database. */
const PREPARING_AT_MOST_MS = 180_000

/**
 * Turns a throw-away database that nothing has used yet into a copy of one prepared as `npm start`
 * prepares one, with or without the sample content, and returns the data folder that belongs with
 * it (its pictures and secret). PostgreSQL copies a database from a template in well under a second;
 * migrating and seeding one took 9 s, 15 s with the sample content, in every file. Undefined when the
 * URL is not one of this run's throw-away databases.
 *
 * The first file to ask prepares the template: creating the template database is the lock, and the
 * prepared folder appearing says it is ready (tests/helpers/prepared-installation.ts).
 */
export async function fillFromPrepared(url: string, demo: boolean): Promise<string | undefined> {
  const name = ownDatabase(url)
  if (!name) return undefined
  const template = `prepared_${demo ? 'demo' : 'profile'}`
  const settings = installationSettings(demo, `${inject('postgresServer')}/${template}`)
  const root = inject('preparedRoot')
  const folder = preparedPath(root, settings)
  if (!fs.existsSync(folder)) {
    let preparing = true
    try {
      onServer(`CREATE DATABASE ${template}`)
    } catch (error) {
      if (!/already exists/.test(String((error as { stderr?: Buffer }).stderr))) throw error
      preparing = false
    }
    if (preparing) preparedFolder(root, settings)
    for (const began = Date.now(); !fs.existsSync(folder); await sleep(200))
      if (Date.now() - began > PREPARING_AT_MOST_MS) throw new Error(`${template} was not prepared in time`)
  }
  onServer(`DROP DATABASE ${name}`)
  onServer(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  return folder
}

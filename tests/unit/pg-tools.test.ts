import { EventEmitter } from 'node:events'

import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Issue 47: pg_dump and pg_restore got DATABASE_URL, password included, as an argument, which
 * every user of the machine reads in the process list (`ps -ef`, /proc/<pid>/cmdline). The
 * password goes through the child's environment instead, readable only by its owner and root.
 */
const spawned: { command: string; args: string[]; env: NodeJS.ProcessEnv | undefined }[] = []

vi.mock('node:child_process', async (original) => ({
  ...(await original<typeof import('node:child_process')>()),
  spawn: (command: string, args: string[], options: { env?: NodeJS.ProcessEnv }) => {
    spawned.push({ command, args, env: options?.env })
    const child = new EventEmitter()
    setImmediate(() => child.emit('exit', 0))
    return child
  },
}))

const { dumpPostgres, restorePostgres } = await import('@/lib/backups/postgres')

const URL_WITH_PASSWORD = 'postgres://school:s3cr%40t-Pw@db.example.org:5433/school?sslmode=require'

beforeEach(() => {
  spawned.length = 0
})

describe("PostgreSQL's tools", () => {
  it.each([
    ['pg_dump', () => dumpPostgres(URL_WITH_PASSWORD, '/tmp/backup.pgdump')],
    ['pg_restore', () => restorePostgres(URL_WITH_PASSWORD, '/tmp/backup.pgdump')],
  ])('%s gets the password through its environment, never in its arguments', async (command, run) => {
    await run()
    expect(spawned).toHaveLength(1)
    const [call] = spawned
    expect(call.command).toBe(command)
    for (const arg of call.args) expect(arg).not.toMatch(/s3cr/)
    expect(call.args).toContain('--dbname=postgres://school@db.example.org:5433/school?sslmode=require')
    expect(call.env?.PGPASSWORD).toBe('s3cr@t-Pw')
    // The rest of the environment is the server's own (PATH finds the tool).
    expect(call.env?.PATH).toBe(process.env.PATH)
  })

  it('takes a password given as a parameter of the address out of it too', async () => {
    await restorePostgres('postgres://school@db.example.org/school?password=s3cret&sslmode=verify-full', '/tmp/x')
    expect(spawned[0].args.join(' ')).not.toMatch(/s3cret|password/)
    expect(spawned[0].args).toContain('--dbname=postgres://school@db.example.org/school?sslmode=verify-full')
    expect(spawned[0].env?.PGPASSWORD).toBe('s3cret')
  })

  it('leaves an address without a password as it is', async () => {
    await dumpPostgres('postgres://postgres@127.0.0.1:5432/school', '/tmp/backup.pgdump')
    expect(spawned[0].args).toContain('--dbname=postgres://postgres@127.0.0.1:5432/school')
    expect(spawned[0].env?.PGPASSWORD).toBeUndefined()
  })
})

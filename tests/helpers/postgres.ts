import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * A real, throw-away PostgreSQL server from Debian's package, started for one test file.
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` system user.
 */
function postgresBin(): string {
  const base = '/usr/lib/postgresql'
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  if (!versions.length) throw new Error('PostgreSQL is not installed: run `apt-get install postgresql` (.ci/run does).')
  return path.join(base, versions[0], 'bin')
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const bin = postgresBin()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' })
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const data = path.join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const port = await freePort()
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ])
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'school'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/school`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', 'stop'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

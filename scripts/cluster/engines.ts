/**
 * The engines of a multi-instance installation, started on loopback from Debian's packages and
 * npm: PostgreSQL, Redis, an S3-compatible server (s3rver), app instances as `npm start` runs
 * them, and nginx balancing between the instances. `npm run cluster` and the cluster test start
 * exactly these. Every process runs in a process group of its own and is stopped with it, also
 * when the caller dies without stopping it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const asRoot = process.getuid?.() === 0

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Process groups still running, signalled on exit so that nothing outlives its starter. */
const running = new Set<ChildProcess>()
const onExit: (() => void)[] = []
process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL')
  for (const fn of onExit) fn()
})

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // already gone
  }
}

/** A long-running program in its own process group, its output appended to `log`. */
export function startProcessGroup(
  cmd: string,
  args: string[],
  log: string,
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
) {
  const out = fs.openSync(log, 'a')
  const child = spawn(cmd, args, {
    cwd: options.cwd ?? root,
    env: options.env ?? process.env,
    stdio: ['ignore', out, out],
    detached: true,
  })
  fs.closeSync(out)
  running.add(child)
  child.on('exit', () => running.delete(child))
  return child
}

/** Ends a process group: SIGTERM, then SIGKILL if it has not gone within `graceMs`. */
async function stopGroup(child: ChildProcess, graceMs = 5_000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const gone = new Promise((resolve) => child.once('exit', resolve))
  signalGroup(child, 'SIGTERM')
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
  await gone
  clearTimeout(timer)
}

async function waitUntil(
  what: string,
  ready: () => Promise<boolean>,
  child?: ChildProcess,
  log?: string,
  ms = 120_000,
) {
  const deadline = Date.now() + ms
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      const tail = log && fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : ''
      throw new Error(`${what} stopped before it was ready (${child.exitCode ?? child.signalCode})\n${tail}`)
    }
    if (await ready().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${ms / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

function debianBinary(candidates: string[], pkg: string): string {
  const found = candidates.find((c) => fs.existsSync(c))
  if (!found) throw new Error(`${pkg} is not installed: run \`apt-get install ${pkg}\` (scripts/system-deps.sh does).`)
  return found
}

/**
 * A throw-away PostgreSQL server from Debian's package. PostgreSQL refuses to run as root, so as
 * root it runs as the `postgres` system user.
 */
export async function startPostgres(dir: string): Promise<{ url: string; stop: () => void }> {
  const base = '/usr/lib/postgresql'
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  if (!versions.length) throw new Error('PostgreSQL is not installed: run `apt-get install postgresql` (.ci/run does).')
  const bin = path.join(base, versions[0], 'bin')
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' })
  fs.mkdirSync(dir, { recursive: true })
  if (asRoot) {
    execFileSync('chown', ['postgres:postgres', dir])
    // The folder above may be a private temporary one of root's; postgres needs only to pass through it.
    fs.chmodSync(path.dirname(dir), 0o711)
  }
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
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ])
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'school'])
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
    } catch {
      // already stopped
    }
  }
  onExit.push(stop)
  return { url: `postgres://postgres@127.0.0.1:${port}/school`, stop }
}

export type Redis = {
  url: string
  stop: () => Promise<void>
  /** Starts it again on the same address after `stop`, empty, as a restarted server comes back. */
  start: () => Promise<void>
}

/** Redis from Debian's package, in memory only: it holds caches, counters and leases, nothing to keep. */
export async function startRedis(dir: string): Promise<Redis> {
  const bin = debianBinary(['/usr/bin/redis-server'], 'redis-server')
  fs.mkdirSync(dir, { recursive: true })
  const port = await freePort()
  const log = path.join(dir, 'redis.log')
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]
  let child: ChildProcess
  const start = async () => {
    child = startProcessGroup(bin, args, log)
    await waitUntil('Redis', () => accepts(port), child, log)
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopGroup(child), start }
}

/**
 * s3rver (npm), an S3-compatible server keeping objects in a folder, with one bucket. It checks
 * request signatures against its fixed key pair, as a real service checks its own.
 */
export async function startS3(dir: string, bucket = 'school') {
  fs.mkdirSync(dir, { recursive: true })
  const port = await freePort()
  const log = path.join(dir, 's3rver.log')
  const cli = path.join(root, 'node_modules', 's3rver', 'bin', 's3rver.js')
  const args = [cli, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--configure-bucket', bucket, '--silent']
  const child = startProcessGroup(process.execPath, args, log)
  await waitUntil('s3rver', () => accepts(port), child, log)
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
  return { env, stop: () => stopGroup(child) }
}

export type Instance = {
  name: string
  port: number
  base: string
  /** Everything the instance printed so far. */
  output: () => string
  /** kill -9 of the instance and everything it started, as a crashed machine would. */
  crash: () => void
  stop: () => Promise<void>
}

/** One app instance exactly as `npm start` runs it (prepare the database, then serve), on its own port and DATA_DIR. */
export async function startInstance(name: string, dir: string, env: Record<string, string>): Promise<Instance> {
  fs.mkdirSync(dir, { recursive: true })
  const port = await freePort()
  const log = path.join(dir, `${name}.log`)
  const child = startProcessGroup(process.execPath, ['scripts/start.mjs'], log, {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: path.join(dir, 'data') },
  })
  const base = `http://127.0.0.1:${port}`
  await waitUntil(`instance ${name}`, async () => (await fetch(`${base}/api/openapi.json`)).ok, child, log, 300_000)
  return {
    name,
    port,
    base,
    output: () => fs.readFileSync(log, 'utf8'),
    crash: () => signalGroup(child, 'SIGKILL'),
    stop: () => stopGroup(child),
  }
}

/**
 * nginx from Debian's package balancing round-robin between the instances, passing the host
 * name (which chooses the school) and the visitor's address (TRUST_PROXY=1 on the instances).
 * The same configuration, with real addresses, is docs/operations.md's for several machines.
 */
export function nginxConfig(options: { dir: string; listen: number; upstreams: number[] }): string {
  const { dir, listen, upstreams } = options
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`
  return `# Written by scripts/cluster/engines.ts
worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
${asRoot ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  access_log off;
  # Load balancers and benchmarks reuse a connection for many requests; nginx's default closes it after 1,000.
  keepalive_requests 100000;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream school_site {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 21m;
    location / {
      proxy_pass http://school_site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which instance answered, for the operator (and the cluster test).
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
}

export async function startNginx(
  dir: string,
  upstreams: number[],
  listen?: number,
): Promise<{ base: string; stop: () => Promise<void> }> {
  const bin = debianBinary(['/usr/sbin/nginx', '/usr/bin/nginx'], 'nginx-light')
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(dir, 'temp', name), { recursive: true })
  const port = listen || (await freePort())
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, nginxConfig({ dir, listen: port, upstreams }))
  const log = path.join(dir, 'nginx.log')
  const child = startProcessGroup(
    bin,
    ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    log,
  )
  await waitUntil('nginx', () => accepts(port), child, log)
  return { base: `http://127.0.0.1:${port}`, stop: () => stopGroup(child) }
}

export type Cluster = {
  dir: string
  /** nginx in front of every instance. */
  base: string
  instances: Instance[]
  /** The settings every instance runs with (database, Redis, bucket, secret). */
  env: Record<string, string>
  /** Redis, to stop it as an outage would and start it again. */
  redis: Redis
  stop: () => Promise<void>
}

/**
 * PostgreSQL, Redis and s3rver, then `instances` app instances started at the same moment on the
 * empty database, then nginx in front of them. `dir` holds every engine's data and log.
 */
export async function startCluster(options: {
  dir: string
  instances?: number
  env?: Record<string, string>
  /** nginx's port; any free one by default. */
  port?: number
}): Promise<Cluster> {
  const { dir } = options
  const stops: (() => unknown)[] = []
  const stop = async () => {
    for (const fn of stops.reverse()) await fn()
  }
  try {
    const [postgres, redis, s3] = await Promise.all([
      startPostgres(path.join(dir, 'postgres')),
      startRedis(path.join(dir, 'redis')),
      startS3(path.join(dir, 's3')),
    ])
    stops.push(postgres.stop, redis.stop, s3.stop)
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ...s3.env,
      PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      ...options.env,
    }
    const names = Array.from({ length: options.instances ?? 2 }, (_, i) => String.fromCharCode(65 + i))
    const settled = await Promise.allSettled(names.map((name) => startInstance(name, path.join(dir, name), env)))
    const instances = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
    stops.push(...instances.map((i) => i.stop))
    const failed = settled.find((s) => s.status === 'rejected')
    if (failed) throw (failed as PromiseRejectedResult).reason
    const nginx = await startNginx(
      path.join(dir, 'nginx'),
      instances.map((i) => i.port),
      options.port,
    )
    stops.push(nginx.stop)
    return { dir, base: nginx.base, instances, env, redis, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

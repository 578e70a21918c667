import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { fillPrepared } from '../../helpers/prepared-installation'

const root = path.resolve(import.meta.dirname, '../../..')

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/**
 * A second production server on its own throw-away data folder, for a test file that needs a
 * different installation (an empty school, say). It reuses the shared build and starts exactly
 * as `npm start` does. `restore` fills the data folder before the start (a backup, say).
 */
export async function startServer(
  env: Record<string, string>,
  options: {
    restore?: (dataDir: string) => void
    /** Start on a copy of a folder prepared with the same settings earlier in the run (tests/helpers/prepared-installation.ts). */
    prepared?: boolean
    startTimeoutMs?: number
    /** Start with SERVER_URL set to the address the test reaches it at (links in mails need one). */
    serverUrl?: boolean
  } = {},
): Promise<{
  baseURL: string
  dataDir: string
  output: () => string
  /** The HTTP server process's resident memory, in bytes (Linux). */
  memory: () => number
  stop: () => Promise<void>
}> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-extra-'))
  options.restore?.(dataDir)
  if (options.prepared) fillPrepared(dataDir, env)
  const child: ChildProcess = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(options.serverUrl ? { SERVER_URL: `http://127.0.0.1:${port}` } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  // Everything the server prints, for tests of what it must never log.
  let printed = ''
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => {
    printed += chunk.toString()
    process.stderr.write(chunk)
  })
  // Also when the test runner ends without stopping it (a failed set-up, an interrupt).
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  process.once('exit', killGroup)
  const baseURL = `http://127.0.0.1:${port}`
  const startTimeoutMs = options.startTimeoutMs ?? 120_000
  const deadline = Date.now() + startTimeoutMs
  for (;;) {
    if (child.exitCode !== null) {
      fs.rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`server exited with ${child.exitCode}`)
    }
    try {
      if ((await fetch(baseURL)).status < 500) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      killGroup()
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
      throw new Error(`server did not start in ${startTimeoutMs / 1000} s`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    baseURL,
    dataDir,
    output: () => printed,
    memory: () => residentBytes(serverProcess(child.pid!)),
    stop: async () => {
      process.off('exit', killGroup)
      process.kill(-child.pid!, 'SIGTERM')
      await new Promise((r) => setTimeout(r, 500))
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    },
  }
}

/** The process scripts/start.mjs started to serve (scripts/server.mjs), by the /proc tree. */
function serverProcess(startPid: number): number {
  const children = fs.readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/)
  const server = children.find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/server.mjs'))
  if (!server) throw new Error('the server process was not found')
  return Number(server)
}

function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kb) * 1024
}

import { randomUUID } from 'node:crypto'

import { namespace } from './cache'
import { redis } from './redis'

const INSTANCE = randomUUID()

/** Longer than the queue's schedule (every 10 minutes), so the runner keeps it between runs. */
const LEASE_MS = 11 * 60 * 1000

/**
 * Whether this process runs the scheduled jobs now. With instances sharing Redis one of them
 * holds a lease and renews it at every run; when it stops, another takes over once the lease
 * ends. A lone process always runs them.
 */
export async function isJobRunner(): Promise<boolean> {
  const shared = redis()
  if (!shared) return true
  const client = await shared
  const key = `${namespace()}:job-runner`
  try {
    if (await client.set(key, INSTANCE, { NX: true, PX: LEASE_MS })) return true
    if ((await client.get(key)) !== INSTANCE) return false
    await client.pExpire(key, LEASE_MS)
    return true
  } catch {
    // Redis is away: nobody can tell who holds the lease, so nobody runs; the jobs wait for it.
    return false
  }
}

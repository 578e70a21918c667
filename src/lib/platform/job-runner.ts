import { randomUUID } from 'node:crypto'

import { namespace } from './cache'
import { env } from './env'
import { redis } from './redis'

const INSTANCE = randomUUID()

/**
 * The jobs' schedule (payload.config.ts): the default queue, where Payload's scheduled publishing
 * waits, and the subscribers' mail every JOBS_CHECK_SECONDS; the privacy and backup queues every
 * ten minutes.
 */
export function jobsSchedule(): { cron: string; queue: string }[] {
  const seconds = env.jobsCheckSeconds
  const often = seconds === 60 ? '* * * * *' : `*/${seconds} * * * * *`
  return [
    { cron: '*/10 * * * *', queue: 'privacy' },
    { cron: '*/10 * * * *', queue: 'backup' },
    { cron: often, queue: 'default' },
    // Subscribers' mail (jobs/notifications.ts), on its own queue so a long send never holds up publishing.
    { cron: often, queue: 'notifications' },
  ]
}

/**
 * Every check renews the lease, so it lasts two checks: a check that comes late does not lose it,
 * and when its holder stops another instance takes over at most three checks later.
 */
export const leaseMs = () => 2 * env.jobsCheckSeconds * 1000

let holding = false

/** Said when this instance takes the jobs over or loses them, so the operator sees where they run. */
function holds(now: boolean): boolean {
  if (now !== holding) console.log(`[jobs] this instance ${now ? 'now runs' : 'no longer runs'} the scheduled jobs`)
  holding = now
  return now
}

/**
 * Whether this process runs the scheduled jobs now. With instances sharing Redis one of them
 * holds a lease and renews it at every check; when it stops, another takes over once the lease
 * ends. A lone process always runs them.
 */
export async function isJobRunner(): Promise<boolean> {
  const shared = redis()
  if (!shared) return true
  const client = await shared
  const key = `${namespace()}:job-runner`
  try {
    if (await client.set(key, INSTANCE, { NX: true, PX: leaseMs() })) return holds(true)
    if ((await client.get(key)) !== INSTANCE) return holds(false)
    await client.pExpire(key, leaseMs())
    return holds(true)
  } catch {
    // Redis is away: nobody can tell who holds the lease, so nobody runs; the jobs wait for it.
    return holds(false)
  }
}

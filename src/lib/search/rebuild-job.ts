import type { Payload } from 'payload'

import { logFailure } from '../platform/log'
import { claimRebuild, REBUILD_WAIT_MESSAGE, releaseRebuild, type RebuildScope } from './rebuild-limit'
import { REBUILD_MESSAGES, type RebuildState } from './rebuild-messages'
import { connectionOf, storeOf } from './store'

/**
 * The dashboard's rebuild of the search index, as a job of Payload's jobs queue
 * (jobs/search-rebuild.ts): the request queues it and answers at once, the job rebuilds the school
 * (every school, one after another, for a platform admin) and keeps its result in the index's own
 * state (Payload deletes a job once it is done), which the dashboard asks for until it is there.
 */
export const SEARCH_REBUILD_TASK = 'searchRebuild'

/**
 * Each scope's rebuilds wait in a queue of their own, which the request to rebuild runs (no
 * schedule does, so no other instance takes the job up as well): a job not done in it is a
 * rebuild running.
 */
export const rebuildQueue = (scope: RebuildScope) => `search-rebuild:${scope}`

/**
 * A rebuild that has shown no sign of life for so long stopped with its server (a job that was
 * running then stays so in Payload's queue): another may start. An index rebuild of one school
 * takes seconds; every school's job gives a sign after each school.
 */
const SIGN_OF_LIFE_MINUTES = 10

export type RebuildOutput = { schools: number; records: number; rows: number }

type Job = { createdAt: string; meta?: unknown }
type Result = { ok: boolean; at: string } & Partial<RebuildOutput>

/** The scope's newest rebuild not done, or null: Payload keeps a job until it is done, or failed. */
async function unfinishedJob(payload: Payload, scope: RebuildScope): Promise<Job | null> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: rebuildQueue(scope) } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0] as Job | undefined) ?? null
}

const resultKey = (scope: RebuildScope) => `rebuild:${scope}`

/** The scope's last rebuild's result, kept by the job as it ends. */
export async function keepResult(payload: Payload, scope: RebuildScope, result: Omit<Result, 'at'>): Promise<void> {
  const store = await storeOf(payload)
  await store.setState(
    await connectionOf(payload),
    resultKey(scope),
    JSON.stringify({ ...result, at: new Date().toISOString() }),
  )
}

async function lastResult(payload: Payload, scope: RebuildScope): Promise<Result | null> {
  const store = await storeOf(payload)
  return JSON.parse((await store.state(await connectionOf(payload), resultKey(scope))) ?? 'null') as Result | null
}

/** Said by the job after each school: it is still running. */
export async function signOfLife(payload: Payload, job: number | string): Promise<void> {
  await payload.db.updateOne({
    collection: 'payload-jobs',
    id: job,
    data: { meta: { alive: new Date().toISOString() } },
  })
}

/** How the scope's newest rebuild stands, with what the dashboard says of it. */
export async function rebuildState(payload: Payload, scope: RebuildScope, now = Date.now()): Promise<RebuildState> {
  const job = await unfinishedJob(payload, scope)
  const alive = job && ((job.meta as { alive?: string } | null)?.alive ?? job.createdAt)
  if (alive && now - Date.parse(alive) <= SIGN_OF_LIFE_MINUTES * 60_000)
    return { state: 'running', message: REBUILD_MESSAGES.running }
  const result = await lastResult(payload, scope)
  if (job && !(result && result.at > job.createdAt)) return { state: 'failed', message: REBUILD_MESSAGES.stopped }
  if (!result) return { state: 'none' }
  return result.ok
    ? { state: 'done', message: REBUILD_MESSAGES.done(result.rows ?? 0, result.records ?? 0) }
    : { state: 'failed', message: REBUILD_MESSAGES.failed }
}

/**
 * Queues a rebuild of `scope` and runs it in this process after the request has its answer; or
 * says why not: one is running, or the last began less than REBUILD_INTERVAL_MINUTES ago.
 */
export async function startRebuild(
  payload: Payload,
  scope: RebuildScope,
): Promise<{ error: string; retryAfter?: number } | null> {
  if ((await rebuildState(payload, scope)).state === 'running') return { error: REBUILD_MESSAGES.running }
  const wait = await claimRebuild(scope)
  if (wait !== null) return { error: REBUILD_WAIT_MESSAGE(Math.ceil(wait / 60)), retryAfter: wait }
  try {
    await payload.jobs.queue({
      task: SEARCH_REBUILD_TASK,
      queue: rebuildQueue(scope),
      input: { school: scope === 'all' ? null : scope },
    })
  } catch (error) {
    await releaseRebuild(scope)
    throw error
  }
  void payload.jobs.run({ queue: rebuildQueue(scope) }).catch((error) => logFailure('search index rebuild', error))
  return null
}

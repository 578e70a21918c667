import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { logFailure } from './log'
import { processWide } from '../server/process-wide.mjs'

type Task = () => unknown
type WithTransaction = { transactionID?: unknown } | null | undefined

/**
 * Work that must wait until a save is in the database: clearing a school's caches. Payload runs
 * a collection's afterChange hooks inside the save's transaction, before it commits; a cache
 * cleared there can be filled again, by a visit in between, with what the database still holds
 * (the old record), and that answer is then kept for up to ten minutes. So the hooks hand their
 * clearing here, and it runs when the transaction commits. Process-wide, because the admin's
 * save and the adapter run in different bundles of one process.
 */
const waiting = processWide('afterCommit', () => new Map<string, Task[]>())

async function run(tasks: Task[]) {
  for (const task of tasks) {
    try {
      await task()
    } catch (error) {
      // The save stands; what failed is said, and the others still run.
      logFailure('after a save', error)
    }
  }
}

/** Runs `task` once the request's transaction commits; at once when the request has none. */
export async function afterCommit(req: WithTransaction, task: Task): Promise<void> {
  const id = await req?.transactionID
  if (id == null || id === '') return void (await run([task]))
  const key = String(id)
  const tasks = waiting.get(key)
  if (tasks) tasks.push(task)
  else waiting.set(key, [task])
}

type Method = (this: BaseDatabaseAdapter, ...args: unknown[]) => Promise<unknown>

/** The adapter with its commit running the work handed to afterCommit, and its rollback dropping it. */
export function withAfterCommit<T extends DatabaseAdapterObj>(result: T): T {
  return {
    ...result,
    init: (args: Parameters<T['init']>[0]) => {
      const adapter = result.init(args)
      const methods = adapter as unknown as Record<string, Method>
      const commit = methods.commitTransaction
      const rollback = methods.rollbackTransaction
      methods.commitTransaction = async function (this: BaseDatabaseAdapter, incoming: unknown) {
        const key = String((await incoming) ?? '')
        await commit.call(this, incoming)
        const tasks = waiting.get(key)
        waiting.delete(key)
        if (tasks) await run(tasks)
      }
      methods.rollbackTransaction = async function (this: BaseDatabaseAdapter, incoming: unknown) {
        const key = String((await incoming) ?? '')
        try {
          await rollback.call(this, incoming)
        } finally {
          // Nothing of the save reached the database, so no cache holds anything it changed.
          waiting.delete(key)
        }
      }
      return adapter
    },
  }
}

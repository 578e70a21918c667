import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

/**
 * SQLite allows one writer at a time. With transactions on, the libSQL driver runs each
 * transaction on a connection of its own (BEGIN IMMEDIATE), and a second write from this process
 * meanwhile fails at once with SQLITE_BUSY (the driver is synchronous, so it cannot wait either).
 * So writes take turns here: a transaction holds the turn from begin to commit or rollback, and a
 * write outside any transaction waits for it. Reads never wait (WAL). At scale, PostgreSQL does
 * this itself.
 */
const WRITE_METHODS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  // upsert is left alone: it writes through updateOne.
] as const

/** A write that waited this long goes ahead anyway (and fails with SQLITE_BUSY) instead of hanging. */
const LONGEST_WAIT_MS = 15_000

function writeTurns() {
  let last: Promise<void> = Promise.resolve()
  return async function turn(): Promise<() => void> {
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    const previous = last
    last = previous.then(() => mine)
    let timer: NodeJS.Timeout | undefined
    await Promise.race([previous, new Promise<void>((resolve) => (timer = setTimeout(resolve, LONGEST_WAIT_MS)))])
    clearTimeout(timer)
    let released = false
    return () => {
      if (released) return
      released = true
      release()
    }
  }
}

type Adapter = BaseDatabaseAdapter & { sessions?: Record<string, unknown> }
type Method = (this: Adapter, ...args: unknown[]) => Promise<unknown>

export function serialisedWrites<T extends DatabaseAdapterObj>(result: T): T {
  return {
    ...result,
    init: (args: { payload: Parameters<T['init']>[0]['payload'] }) => {
      const adapter = result.init(args) as Adapter
      const turn = writeTurns()
      const held = new Map<string, () => void>()
      const methods = adapter as unknown as Record<string, Method>

      const begin = methods.beginTransaction
      if (typeof begin === 'function') {
        methods.beginTransaction = async function (this: Adapter, ...rest: unknown[]) {
          const release = await turn()
          try {
            const id = (await begin.apply(this, rest)) as string | null
            if (id) held.set(id, release)
            else release()
            return id
          } catch (error) {
            release()
            throw error
          }
        }
        for (const name of ['commitTransaction', 'rollbackTransaction']) {
          const end = methods[name]
          methods[name] = async function (this: Adapter, incoming: unknown) {
            const id = String((await incoming) ?? '')
            try {
              return await end.call(this, id)
            } finally {
              held.get(id)?.()
              held.delete(id)
            }
          }
        }
      }

      // For statements written by hand (lib/notifications/delivery-store.ts): the same turn.
      ;(adapter as Adapter & { writeTurn?: typeof turn }).writeTurn = turn

      for (const name of WRITE_METHODS) {
        const write = methods[name]
        if (typeof write !== 'function') continue
        methods[name] = async function (this: Adapter, ...rest: unknown[]) {
          const req = (rest[0] as { req?: { transactionID?: unknown } } | undefined)?.req
          const id = await req?.transactionID
          // Inside its own transaction, the write already holds the turn.
          if (id && this.sessions?.[String(id)]) return write.apply(this, rest)
          const release = await turn()
          try {
            return await write.apply(this, rest)
          } finally {
            release()
          }
        }
      }
      return adapter
    },
  }
}

/**
 * Runs `write`, a statement of its own outside Payload's methods, in the one writer's turn on
 * SQLite (no transaction is opened: a single statement is one). PostgreSQL has no turns.
 */
export async function inWriteTurn<T>(db: unknown, write: () => Promise<T>): Promise<T> {
  const turn = (db as { writeTurn?: () => Promise<() => void> }).writeTurn
  if (!turn) return write()
  const release = await turn()
  try {
    return await write()
  } finally {
    release()
  }
}

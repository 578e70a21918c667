import { createHash } from 'node:crypto'

import { maxAge, namespace, schoolGeneration } from '@/lib/platform/cache'
import { apiAnswersBytes, heldBytes } from '@/lib/server/memory-budget.mjs'
import { processWide } from '@/lib/server/process-wide.mjs'

export type Answer = { body: string; etag: string }

type Entry = Answer & { expires: number; key: string }

/**
 * Serialised API answers kept in memory. Next.js's data cache refuses entries over 2 MB, and a
 * school's whole news list is larger, so the API keeps its own: keyed by the school's save
 * counter (a save in /admin retires the school's answers at once), bounded in bytes (an eighth
 * of PAGE_CACHE_MB), oldest dropped first.
 */
const MAX_BYTES = apiAnswersBytes()

type Store = { entries: Map<string, Entry>; pending: Map<string, Promise<Answer>>; bytes: number }
const store = processWide('apiAnswers', (): Store => ({ entries: new Map(), pending: new Map(), bytes: 0 }))

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`

function remember(entry: Entry) {
  store.entries.set(entry.key, entry)
  store.bytes += heldBytes(entry.body)
  for (const [key, old] of store.entries) {
    if (store.bytes <= MAX_BYTES) break
    store.entries.delete(key)
    store.bytes -= heldBytes(old.body)
  }
}

function forget(key: string) {
  const entry = store.entries.get(key)
  if (!entry) return
  store.entries.delete(key)
  store.bytes -= heldBytes(entry.body)
}

const fullKey = async (school: number, key: string) =>
  `${namespace()}|${school}|${await schoolGeneration(school)}|${key}`

function fresh(full: string): Entry | null {
  const hit = store.entries.get(full)
  if (!hit || hit.expires <= Date.now()) return null
  // Most recently used goes last, so eviction takes the least used.
  store.entries.delete(full)
  store.entries.set(full, hit)
  return hit
}

/** The answer for `key` of one school if it is kept and current; null when it must be built. */
export async function keptAnswer(school: number, key: string): Promise<Answer | null> {
  return fresh(await fullKey(school, key))
}

/** The answer for `key` of one school, built once per save (and per `maxAge` at most). */
export async function cachedAnswer(school: number, key: string, build: () => Promise<unknown>): Promise<Answer> {
  const full = await fullKey(school, key)
  const hit = fresh(full)
  if (hit) return hit
  forget(full)
  const running = store.pending.get(full)
  if (running) return running
  const building = build()
    .then((value) => {
      const body = JSON.stringify(value)
      const answer = { body, etag: etagOf(body) }
      remember({ ...answer, key: full, expires: Date.now() + maxAge() * 1000 })
      return answer
    })
    .finally(() => store.pending.delete(full))
  store.pending.set(full, building)
  return building
}

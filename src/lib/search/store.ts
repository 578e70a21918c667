import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '../../i18n/locales.mjs'
import type { SearchEntry, SearchedCollection } from './searched'
import type { Term } from './terms'

/** Where the database marks the start and the end of a matched word in a title or snippet. */
export const MARK_START = '\u0002'
export const MARK_END = '\u0003'

/**
 * A Malayalam word stands for the indexed words it begins (terms.ts), read from the index's
 * vocabulary in the vocabulary's order: at most `wordsRead` of them, since counting a word's rows
 * reads its list of rows and a prefix of one letter begins thousands of words (PostgreSQL's own
 * prefix query would read the rows of every one, in every school); of those, the `words` most
 * common, enough for any word a visitor starts typing. `end` is past every word the prefix begins.
 */
export const PREFIX = {
  wordsRead: 500,
  words: 20,
  end: (prefix: string) => `${prefix}\u{10FFFF}`,
} as const

/**
 * The visitor's words as a database's query: each word quoted by `syntax.quote`, all of them
 * required (`syntax.and`), a Malayalam word as the alternatives (`syntax.or`) of the indexed words
 * it begins, which `prefixWords` reads within PREFIX's bounds. Null when a prefix begins no
 * indexed word.
 */
export async function wordsQuery(
  terms: Term[],
  syntax: { quote: (word: string) => string; and: string; or: string },
  prefixWords: (prefix: string) => Promise<string[]>,
): Promise<string | null> {
  const parts: string[] = []
  for (const term of terms) {
    if (!term.prefix) {
      parts.push(syntax.quote(term.word))
      continue
    }
    const words = await prefixWords(term.word)
    if (!words.length) return null
    parts.push(`(${words.map(syntax.quote).join(syntax.or)})`)
  }
  return parts.join(syntax.and)
}

/** A row found, its title and snippet with the matched words between MARK_START and MARK_END. */
export type SearchHit = {
  collection: SearchedCollection
  docId: number
  path: string
  date: string | null
  inOtherLanguage: boolean
  title: string
  snippet: string
}

export type SearchQuery = { school: number; lang: Locale; terms: Term[]; limit: number; offset: number }

/**
 * The index as each database keeps it: SQLite FTS5 (sqlite-store.ts) or PostgreSQL's full-text
 * search (postgres-store.ts). `db` is the adapter's connection or the save's own transaction.
 */
export type SearchStore = {
  /** A record's rows replaced by `entries` (none: the record leaves the index). */
  replace(db: unknown, collection: SearchedCollection, docId: number, entries: SearchEntry[]): Promise<void>
  /** A school's rows of one collection replaced by `entries` (a rebuild). */
  replaceSchool(db: unknown, school: number, collection: SearchedCollection, entries: SearchEntry[]): Promise<void>
  search(db: unknown, query: SearchQuery): Promise<{ total: number; hits: SearchHit[] }>
  /** Rows, and the bytes the index takes on disk where the database tells. */
  size(db: unknown): Promise<{ rows: number; bytes: number | null }>
  state(db: unknown, key: string): Promise<string | null>
  setState(db: unknown, key: string, value: string): Promise<void>
}

type Sessions = Record<string, { db: unknown } | undefined>

/** The connection a save's hooks write through: its transaction, so the index commits with the record. */
export async function connectionOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<unknown> {
  const adapter = payload.db as unknown as { drizzle: unknown; sessions?: Sessions }
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
}

export async function storeOf(payload: Payload): Promise<SearchStore> {
  return payload.db.name === 'postgres'
    ? (await import('./postgres-store')).postgresStore
    : (await import('./sqlite-store')).sqliteStore
}

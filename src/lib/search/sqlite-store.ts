import { sql } from '@payloadcms/db-sqlite'

import { MARK_END, MARK_START, type SearchHit, type SearchStore } from './store'
import type { SearchEntry } from './searched'
import type { Term } from './terms'

type Db = {
  run(query: ReturnType<typeof sql>): Promise<unknown>
  all<T>(query: ReturnType<typeof sql>): Promise<T[]>
}

/**
 * The index on SQLite: rows in `search_entries`, their words in the FTS5 table `search_fts`
 * (external content, kept in step by triggers; migration …_search). One FTS5 table serves every
 * school: each row carries its school and language as one word of the `scope` column, so a
 * query matches that word with the visitor's words and reads the school's rows alone.
 */
export const scopeWord = (school: number, lang: string) => `school${school}${lang}`

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`

/** The words a Malayalam prefix stands for, most common first: enough for any word a visitor starts typing. */
const PREFIX_WORDS = 20

/**
 * Of so many words beginning alike, in the index's order: counting a word's rows reads its list
 * of rows, so a prefix of one letter, which begins thousands of words, is bounded here.
 */
const PREFIX_WORDS_READ = 500

/**
 * The visitor's words as an FTS5 expression that cannot be anything but words: every word quoted
 * (the terms hold letters, digits and marks only, so there are no quotes to escape, but they are
 * escaped anyway), all required. A Malayalam word stands for the indexed words it begins, read
 * from the index's vocabulary (search_vocab): FTS5's own prefix query (`"word"*`) gathers the
 * rows of every such word anew for each row it marks, which cost 35 ms for ten results of a
 * common prefix; the words looked up and matched as alternatives cost 12 (bench/search.ts).
 * Null when a prefix begins no indexed word.
 */
async function wordsExpression(db: Db, terms: Term[]): Promise<string | null> {
  const parts: string[] = []
  for (const term of terms) {
    if (!term.prefix) {
      parts.push(quoted(term.word))
      continue
    }
    const words = await db.all<{ term: string }>(
      sql`SELECT term FROM (
        SELECT term, doc FROM search_vocab WHERE term >= ${term.word} AND term < ${`${term.word}\u{10FFFF}`} LIMIT ${PREFIX_WORDS_READ}
      ) ORDER BY doc DESC LIMIT ${PREFIX_WORDS}`,
    )
    if (!words.length) return null
    parts.push(`(${words.map((w) => quoted(w.term)).join(' OR ')})`)
  }
  return parts.join(' AND ')
}

/** Matched in the title or the text, within the school's and the language's scope. */
export const matchExpression = (school: number, lang: string, words: string) =>
  `scope : ${quoted(scopeWord(school, lang))} AND {title body} : (${words})`

/** Rows written by one statement: ten values a row stays far under SQLite's limit of variables. */
const ROWS_PER_INSERT = 500

async function insert(db: Db, entries: SearchEntry[]) {
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT)
    await db.run(
      sql`INSERT INTO search_entries (school_id, lang, collection, doc_id, path, date, in_english, scope, title, body) VALUES ${sql.join(
        entries
          .slice(i, i + ROWS_PER_INSERT)
          .map(
            (e) =>
              sql`(${e.school}, ${e.lang}, ${e.collection}, ${e.docId}, ${e.path}, ${e.date}, ${e.inEnglish ? 1 : 0}, ${scopeWord(e.school, e.lang)}, ${e.title}, ${e.body})`,
          ),
        sql`, `,
      )}`,
    )
}

/** Title matches weigh ten times text matches, so a record named by the search comes first. */
const RANK = sql`bm25(search_fts, 0.0, 10.0, 1.0)`

export const sqliteStore: SearchStore = {
  async replace(connection, collection, docId, entries) {
    const db = connection as Db
    await db.run(sql`DELETE FROM search_entries WHERE collection = ${collection} AND doc_id = ${docId}`)
    await insert(db, entries)
  },

  async replaceSchool(connection, school, collection, entries) {
    const db = connection as Db
    await db.run(sql`DELETE FROM search_entries WHERE school_id = ${school} AND collection = ${collection}`)
    await insert(db, entries)
  },

  async search(connection, { school, lang, terms, limit, offset }) {
    const db = connection as Db
    const words = await wordsExpression(db, terms)
    if (words === null) return { total: 0, hits: [] }
    const match = matchExpression(school, lang, words)
    const [{ total }] = await db.all<{ total: number }>(
      sql`SELECT count(*) AS total FROM search_fts WHERE search_fts MATCH ${match}`,
    )
    if (!total || offset >= total) return { total, hits: [] }
    // The best rows by rank alone first; then only those are read and their words marked.
    const top = await db.all<{ id: number }>(
      sql`SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ${match} ORDER BY ${RANK}, rowid DESC LIMIT ${limit} OFFSET ${offset}`,
    )
    if (!top.length) return { total, hits: [] }
    const rows = await db.all<Omit<SearchHit, 'inEnglish'> & { id: number; inEnglish: number }>(sql`
      SELECT e.id AS id, e.collection AS collection, e.doc_id AS docId, e.path AS path, e.date AS date, e.in_english AS inEnglish,
        highlight(search_fts, 1, ${MARK_START}, ${MARK_END}) AS title,
        snippet(search_fts, 2, ${MARK_START}, ${MARK_END}, '…', 24) AS snippet
      FROM search_fts JOIN search_entries e ON e.id = search_fts.rowid
      WHERE search_fts MATCH ${match} AND search_fts.rowid IN (${sql.join(
        top.map((row) => sql`${row.id}`),
        sql`, `,
      )})`)
    const byId = new Map(rows.map(({ id, ...row }) => [id, { ...row, inEnglish: Boolean(row.inEnglish) }]))
    return { total, hits: top.flatMap((row) => byId.get(row.id) ?? []) }
  },

  async size(connection) {
    const db = connection as Db
    const [{ rows }] = await db.all<{ rows: number }>(sql`SELECT count(*) AS rows FROM search_entries`)
    const bytes = await db
      .all<{ bytes: number }>(
        sql`SELECT sum(pgsize) AS bytes FROM dbstat WHERE name = 'search_entries' OR name LIKE 'search_fts%' OR name LIKE 'search_entries_%'`,
      )
      .then(([row]) => row.bytes)
      .catch(() => null)
    return { rows, bytes }
  },

  async state(connection, key) {
    const [row] = await (connection as Db).all<{ value: string }>(
      sql`SELECT value FROM search_state WHERE key = ${key}`,
    )
    return row?.value ?? null
  },

  async setState(connection, key, value) {
    await (connection as Db).run(
      sql`INSERT INTO search_state (key, value) VALUES (${key}, ${value}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    )
  },
}

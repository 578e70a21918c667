import { sql } from '@payloadcms/db-sqlite'

import { MARK_END, MARK_START, PREFIX, wordsQuery, type SearchHit, type SearchStore } from './store'
import type { SearchEntry } from './searched'

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

/**
 * The words an FTS5 expression matches, each quoted so that it cannot be anything but a word (the
 * terms hold letters, digits and marks only, so there are no quotes to escape, but they are
 * escaped anyway).
 */
const FTS5_WORDS = { quote: quoted, and: ' AND ', or: ' OR ' }

/**
 * The indexed words a Malayalam prefix stands for, most common first, within store.ts's bounds,
 * from the index's vocabulary (search_vocab): FTS5's own prefix query (`"word"*`) gathers the
 * rows of every such word anew for each row it marks, which cost 35 ms for ten results of a common
 * prefix; the words looked up and matched as alternatives cost 12 (bench/search.ts).
 */
async function prefixWords(db: Db, prefix: string): Promise<string[]> {
  const words = await db.all<{ term: string }>(
    sql`SELECT term FROM (
      SELECT term, doc FROM search_vocab WHERE term >= ${prefix} AND term < ${PREFIX.end(prefix)} LIMIT ${PREFIX.wordsRead}
    ) ORDER BY doc DESC LIMIT ${PREFIX.words}`,
  )
  return words.map((w) => w.term)
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
              sql`(${e.school}, ${e.lang}, ${e.collection}, ${e.docId}, ${e.path}, ${e.date}, ${e.inOtherLanguage ? 1 : 0}, ${scopeWord(e.school, e.lang)}, ${e.title}, ${e.body})`,
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
    const words = await wordsQuery(terms, FTS5_WORDS, (prefix) => prefixWords(db, prefix))
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
    const rows = await db.all<Omit<SearchHit, 'inOtherLanguage'> & { id: number; inOtherLanguage: number }>(sql`
      SELECT e.id AS id, e.collection AS collection, e.doc_id AS docId, e.path AS path, e.date AS date, e.in_english AS inOtherLanguage,
        highlight(search_fts, 1, ${MARK_START}, ${MARK_END}) AS title,
        snippet(search_fts, 2, ${MARK_START}, ${MARK_END}, '…', 24) AS snippet
      FROM search_fts JOIN search_entries e ON e.id = search_fts.rowid
      WHERE search_fts MATCH ${match} AND search_fts.rowid IN (${sql.join(
        top.map((row) => sql`${row.id}`),
        sql`, `,
      )})`)
    const byId = new Map(rows.map(({ id, ...row }) => [id, { ...row, inOtherLanguage: Boolean(row.inOtherLanguage) }]))
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

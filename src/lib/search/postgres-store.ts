import { sql } from '@payloadcms/db-postgres'

import { MARK_END, MARK_START, PREFIX, wordsQuery, type SearchHit, type SearchStore } from './store'
import type { SearchEntry } from './searched'

type Db = { execute<T>(query: ReturnType<typeof sql>): Promise<{ rows: T[] }> }

/**
 * The index on PostgreSQL: rows in `search_entries` with a generated `words` column (title
 * weighted A, text D, `english` configuration) under a GIN index (migration …_search). The
 * `english` parser keeps a Malayalam word whole (its vowel signs and virama count as letters, in
 * the C and C.UTF-8 locales checked) and its stemmer leaves it alone, so one configuration serves
 * both languages.
 */

/** A word as a tsquery's operand, quoted (the terms hold no quotes, but they are escaped anyway). */
const operand = (word: string) => `'${word.replaceAll("'", "''").replaceAll('\\', '')}'`

/**
 * The indexed words a Malayalam prefix stands for, most common first, within store.ts's bounds,
 * from the index's vocabulary (search_vocab, migration …_search_vocabulary). PostgreSQL's own
 * prefix query (`'word':*`) reads the rows of every word the prefix begins, in every school: for
 * a prefix of one letter, thousands of words.
 */
async function prefixWords(db: Db, prefix: string): Promise<string[]> {
  const { rows: read } = await db.execute<{ term: string }>(
    sql`SELECT term FROM search_vocab WHERE term >= ${prefix} AND term < ${PREFIX.end(prefix)} ORDER BY term LIMIT ${PREFIX.wordsRead}`,
  )
  if (read.length <= PREFIX.words) return read.map((row) => row.term)
  const { rows } = await db.execute<{ term: string }>(sql`
    SELECT w.term FROM (VALUES ${sql.join(
      read.map((row) => sql`(${row.term}, ${operand(row.term)})`),
      sql`, `,
    )}) AS w(term, q)
    ORDER BY (SELECT count(*) FROM search_entries e WHERE e.words @@ to_tsquery('english', w.q)) DESC, w.term
    LIMIT ${PREFIX.words}`)
  return rows.map((row) => row.term)
}

/** Rows written by one statement, far under PostgreSQL's limit of parameters. */
const ROWS_PER_INSERT = 500

async function insert(db: Db, entries: SearchEntry[]) {
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT)
    await db.execute(
      sql`INSERT INTO search_entries (school_id, lang, collection, doc_id, path, date, in_english, title, body) VALUES ${sql.join(
        entries
          .slice(i, i + ROWS_PER_INSERT)
          .map(
            (e) =>
              sql`(${e.school}, ${e.lang}, ${e.collection}, ${e.docId}, ${e.path}, ${e.date}, ${e.inOtherLanguage}, ${e.title}, ${e.body})`,
          ),
        sql`, `,
      )}`,
    )
}

const TITLE_MARKS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`
const SNIPPET_MARKS = `MaxFragments=2, MaxWords=24, MinWords=8, FragmentDelimiter=" … ", StartSel=${MARK_START}, StopSel=${MARK_END}`

export const postgresStore: SearchStore = {
  async replace(connection, collection, docId, entries) {
    const db = connection as Db
    await db.execute(sql`DELETE FROM search_entries WHERE collection = ${collection} AND doc_id = ${docId}`)
    await insert(db, entries)
  },

  async replaceSchool(connection, school, collection, entries) {
    const db = connection as Db
    await db.execute(sql`DELETE FROM search_entries WHERE school_id = ${school} AND collection = ${collection}`)
    await insert(db, entries)
  },

  async search(connection, { school, lang, terms, limit, offset }) {
    const db = connection as Db
    const words = await wordsQuery(terms, { quote: operand, and: ' & ', or: ' | ' }, (prefix) =>
      prefixWords(db, prefix),
    )
    if (words === null) return { total: 0, hits: [] }
    const query = sql`to_tsquery('english', ${words})`
    const {
      rows: [{ total }],
    } = await db.execute<{ total: string }>(
      sql`SELECT count(*) AS total FROM search_entries WHERE school_id = ${school} AND lang = ${lang} AND words @@ ${query}`,
    )
    if (!Number(total) || offset >= Number(total)) return { total: Number(total), hits: [] }
    const { rows } = await db.execute<Omit<SearchHit, 'date'> & { date: Date | string | null }>(sql`
      WITH q AS (SELECT ${query} AS q),
      hits AS (
        SELECT e.id, e.collection, e.doc_id, e.path, e.date, e.in_english, e.title, e.body, ts_rank(e.words, q.q) AS rank
        FROM search_entries e, q
        WHERE e.school_id = ${school} AND e.lang = ${lang} AND e.words @@ q.q
        ORDER BY rank DESC, e.date DESC NULLS LAST, e.id DESC
        LIMIT ${limit} OFFSET ${offset}
      )
      SELECT hits.collection, hits.doc_id AS "docId", hits.path, hits.date, hits.in_english AS "inOtherLanguage",
        ts_headline('english', hits.title, q.q, ${TITLE_MARKS}) AS title,
        ts_headline('english', hits.body, q.q, ${SNIPPET_MARKS}) AS snippet
      FROM hits, q
      ORDER BY hits.rank DESC, hits.date DESC NULLS LAST, hits.id DESC`)
    const hits = rows.map((row) => ({
      ...row,
      docId: Number(row.docId),
      date: row.date instanceof Date ? row.date.toISOString() : row.date,
    }))
    return { total: Number(total), hits }
  },

  async size(connection) {
    const db = connection as Db
    const {
      rows: [row],
    } = await db.execute<{ rows: string; bytes: string }>(
      sql`SELECT count(*) AS rows, pg_total_relation_size('search_entries') AS bytes FROM search_entries`,
    )
    return { rows: Number(row.rows), bytes: Number(row.bytes) }
  },

  async state(connection, key) {
    const { rows } = await (connection as Db).execute<{ value: string }>(
      sql`SELECT value FROM search_state WHERE key = ${key}`,
    )
    return rows[0]?.value ?? null
  },

  async setState(connection, key, value) {
    await (connection as Db).execute(
      sql`INSERT INTO search_state (key, value) VALUES (${key}, ${value}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    )
  },
}

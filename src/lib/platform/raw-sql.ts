import type { Payload } from 'payload'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'

import { inWriteTurn } from './sqlite-writes'

/*
 * Statements of our own beside Payload's, for what its methods do one record at a time or not at
 * all (the delivery log's batches, one row of a record's list): the same SQL on SQLite and
 * PostgreSQL, each built with its database's own `sql` (each adapter brings its own copy of
 * Drizzle).
 */

export type Sql = typeof sqliteSql
export type Query = ReturnType<Sql>
export type Db = { sql: Sql; rows<T>(query: Query): Promise<T[]>; run(query: Query): Promise<void> }

export async function dbOf(payload: Payload, connection?: unknown): Promise<Db> {
  const drizzle = connection ?? (payload.db as unknown as { drizzle: unknown }).drizzle
  if (payload.db.name === 'postgres') {
    const { sql } = await import('@payloadcms/db-postgres')
    const pg = drizzle as { execute<T>(query: unknown): Promise<{ rows: T[] }> }
    return {
      sql: sql as unknown as Sql,
      rows: async <T>(query: Query) => (await pg.execute<T>(query)).rows,
      run: async (query) => void (await pg.execute(query)),
    }
  }
  const lite = drizzle as { all<T>(query: Query): Promise<T[]>; run(query: Query): Promise<unknown> }
  return { sql: sqliteSql, rows: (query) => lite.all(query), run: async (query) => void (await lite.run(query)) }
}

/**
 * A write, in the one writer's turn on SQLite (lib/platform/sqlite-writes.ts): a statement beside
 * Payload's would otherwise meet a save's transaction and get SQLITE_BUSY at once, as the driver
 * cannot wait. Each write is one statement, so it needs no transaction of its own (opening one
 * costs SQLite a connection, which held the server's thread for milliseconds a batch).
 */
export async function writing<T>(payload: Payload, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await dbOf(payload)
  return inWriteTurn(payload.db, () => work(db))
}

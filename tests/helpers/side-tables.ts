import type { Payload } from 'payload'

type Rows = { rows: Record<string, unknown>[] }

/**
 * The tables holding a record's texts in each language (a `_locale` column beside `_parent_id`)
 * or its lists of words (`*_texts`, by `parent_id`) that have no index leading with that parent
 * column, read from the database's own catalogue.
 */
export async function sideTablesWithoutParentIndex(payload: Payload): Promise<string[]> {
  const db = payload.db as unknown as {
    name: string
    client?: { execute: (sql: string) => Promise<Rows> }
    pool?: { query: (sql: string) => Promise<Rows> }
  }
  if (db.name === 'postgres') {
    const { rows } = await db.pool!.query(`
      select c.table_name as "table", c.column_name as "parent",
        exists (
          select 1 from pg_index i
          join pg_class t on t.oid = i.indrelid and t.relname = c.table_name
          join pg_namespace n on n.oid = t.relnamespace and n.nspname = c.table_schema
          join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
          where a.attname = c.column_name
        ) as "indexed"
      from information_schema.columns c
      where c.table_schema = current_schema()
        and ((c.column_name = '_parent_id' and exists (select 1 from information_schema.columns l
              where l.table_schema = c.table_schema and l.table_name = c.table_name and l.column_name = '_locale'))
          or (c.column_name = 'parent_id' and c.table_name like '%\\_texts'))`)
    return rows.filter((row) => !row.indexed).map((row) => String(row.table))
  }
  const run = async (sql: string) => (await db.client!.execute(sql)).rows
  const missing: string[] = []
  for (const { name } of await run(`select name from sqlite_master where type = 'table'`)) {
    const columns = (await run(`pragma table_info("${name}")`)).map((column) => String(column.name))
    const parent =
      columns.includes('_locale') && columns.includes('_parent_id')
        ? '_parent_id'
        : String(name).endsWith('_texts') && columns.includes('parent_id')
          ? 'parent_id'
          : null
    if (!parent) continue
    let indexed = false
    for (const index of await run(`pragma index_list("${name}")`)) {
      const first = (await run(`pragma index_info("${index.name}")`)).find((column) => column.seqno === 0)
      if (first?.name === parent) indexed = true
    }
    if (!indexed) missing.push(String(name))
  }
  return missing
}

import type { postgresAdapter } from '@payloadcms/db-postgres'
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

import { RETENTION } from '@/forms/privacy'
import { listOrders } from '@/lib/content/content-lists'

/**
 * Indexes Payload does not make, so that what one school reads costs the same whatever the
 * number of schools on the installation (issue 31, bench/scale.ts). Both were found reading
 * every school's rows:
 *
 * - The parent of every row Payload keeps in a side table: a record's texts in each language
 *   (`*_locales`, which Payload indexes by language first, then parent) and its lists of words
 *   (`*_texts`, by position first). Payload reads a record's side rows by parent alone, so each
 *   read scanned the whole side table: a school's own profile took 1.2 ms to read with 12 schools
 *   on the installation, 2.6 ms with 40, 0.6 ms with these.
 * - Each list's order within its school (content-lists.ts): a school's published news newest
 *   first was read through the index of every school's published rows and sorted; and the
 *   office's inboxes, newest first.
 */
type Index = { table: string; name: string; columns: string[] }

const tableOf = (slug: string) => slug.replaceAll('-', '_')
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

function indexesOf(tables: Record<string, object>): Index[] {
  const indexes: Index[] = []
  for (const [table, columns] of Object.entries(tables)) {
    const parent = table.endsWith('_locales') ? '_parentID' : table.endsWith('_texts') ? 'parent' : null
    if (parent && parent in columns) indexes.push({ table, name: `${table}_parent_idx`, columns: [parent] })
  }
  for (const { collection, field } of listOrders())
    indexes.push({
      table: tableOf(collection),
      name: `${tableOf(collection)}_school_list_${snake(field)}_idx`,
      columns: ['school', '_status', field],
    })
  for (const inbox of Object.keys(RETENTION))
    indexes.push({
      table: tableOf(inbox),
      name: `${tableOf(inbox)}_school_created_at_idx`,
      columns: ['school', 'createdAt'],
    })
  for (const { table, columns } of indexes)
    for (const column of columns)
      if (!(column in (tables[table] ?? {}))) throw new Error(`schema-indexes: ${table} has no column ${column}`)
  return indexes
}

/** The same hook for either adapter: only the dialect's index builder differs. */
const withIndexes =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Payload's tables are typed by name only
  (index: (name: string) => { on: (...columns: any[]) => unknown }) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    ({ schema, extendTable }: { schema: { tables: Record<string, any> }; extendTable: (args: any) => void }) => {
      const byTable = new Map<string, Index[]>()
      for (const i of indexesOf(schema.tables)) byTable.set(i.table, [...(byTable.get(i.table) ?? []), i])
      for (const [table, indexes] of byTable)
        extendTable({
          table: schema.tables[table],
          extraConfig: (t: Record<string, unknown>) =>
            Object.fromEntries(indexes.map((i) => [i.name, index(i.name).on(...i.columns.map((c) => t[c]))])),
        })
      return schema
    }

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]

export const sqliteIndexes = withIndexes(sqliteIndex) as unknown as SQLiteSchemaHook
export const postgresIndexes = withIndexes(pgIndex) as unknown as PostgresSchemaHook

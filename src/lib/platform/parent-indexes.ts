import type { postgresAdapter } from '@payloadcms/db-postgres'
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'

/**
 * An index on the parent of every row that Payload keeps in a side table: a record's texts in each
 * language (`*_locales`, which it indexes only by language first, then parent) and its lists of
 * words (`*_texts`, indexed by position first). Payload reads a record's side rows by parent alone,
 * so without these each read scanned the whole side table, every school's rows: a school's own
 * profile took 1.2 ms to read with 12 schools on the installation and 2.6 ms with 40, and a
 * thousand schools would have made it a thousand times slower than one (issue 31, bench/scale.ts).
 */
const sideTables = (tables: Record<string, unknown>) =>
  Object.entries(tables).flatMap(([name, table]) => {
    const parent = name.endsWith('_locales') ? '_parentID' : name.endsWith('_texts') ? 'parent' : null
    return parent && parent in (table as object) ? [{ name, table, parent }] : []
  })

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]

const indexName = (table: string) => `${table}_parent_idx`

/** The same hook for either adapter: only the dialect's index builder differs. */
const parentIndexes =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Payload's tables are typed by name only
  (index: (name: string) => { on: (column: any) => unknown }) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    ({ schema, extendTable }: { schema: { tables: Record<string, any> }; extendTable: (args: any) => void }) => {
      for (const { name, table, parent } of sideTables(schema.tables))
        extendTable({
          table,
          extraConfig: (t: Record<string, unknown>) => ({ parentIndex: index(indexName(name)).on(t[parent]) }),
        })
      return schema
    }

export const sqliteParentIndexes = parentIndexes(sqliteIndex) as unknown as SQLiteSchemaHook
export const postgresParentIndexes = parentIndexes(pgIndex) as unknown as PostgresSchemaHook

import type { Payload } from 'payload'

/** Rows SQLite samples of each index: enough to tell one school's rows from the whole table's. */
const ROWS_SAMPLED = 1000

/**
 * SQLite's query planner, without statistics, takes every equality on an indexed column as
 * equally selective: a school's review queue on the dashboard read every school's latest versions
 * (`latest`) and then kept its own school's. Statistics taken with one school are as wrong the
 * other way: every row has the same school, so a school's index looks useless and the planner
 * scans. ANALYZE records how many rows each index value stands for, and the planner then reads
 * one school's rows through its school's index. Sampled (analysis_limit), it took under 0.1 s at
 * 100 schools (bench/scale.ts). It runs at each start (prepareDatabase) and each night
 * (jobs/planner-statistics.ts), as the number of schools and records changes. PostgreSQL's
 * autovacuum keeps its own statistics.
 */
export async function refreshPlannerStatistics(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite') return
  const client = (payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }).client
  await client.execute(`PRAGMA analysis_limit = ${ROWS_SAMPLED}`)
  await client.execute('ANALYZE')
}

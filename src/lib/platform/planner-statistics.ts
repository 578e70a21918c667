import type { Payload } from 'payload'

/** Rows SQLite samples of each index: enough to tell one school's rows from the whole table's. */
const ROWS_SAMPLED = 1000

/**
 * SQLite's query planner, without statistics, takes every equality on an indexed column as
 * equally selective, so a school's dashboard counted its new messages through the index of every
 * school's new messages (`status`), its untranslated news through `malayalam`, its review queue
 * through `latest`: each read all schools' rows, and more of them the more schools there were
 * (bench/scale.ts: the dashboard took 124 ms with one school and 350 ms with 100). ANALYZE records
 * how many rows each index value stands for, and the planner then reads one school's rows through
 * its school's index. Sampled (analysis_limit), it takes well under a second even at 1,000 schools.
 * It runs at each start (scripts/prepare.ts) and each night (jobs/planner-statistics.ts), as the
 * number of schools and records changes. PostgreSQL's autovacuum keeps its own statistics.
 */
export async function refreshPlannerStatistics(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite') return
  const client = (payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }).client
  await client.execute(`PRAGMA analysis_limit = ${ROWS_SAMPLED}`)
  await client.execute('ANALYZE')
}

/**
 * What the dashboard says of a rebuild of the search index (lib/search/rebuild-job.ts), in the
 * server's answers and the button's own words alike. Browser-safe.
 */
export const REBUILD_MESSAGES = {
  started: 'The search index is being rebuilt…',
  running: 'The search index is being rebuilt now; its result shows here when it is done.',
  failed: 'The search index could not be rebuilt. Please try again in a minute.',
  stopped: 'The rebuild of the search index stopped before it was done (the server stopped). Please try again.',
  unreachable: 'The server could not be reached. Please try again.',
  done: (rows: number, records: number) =>
    `The search index was rebuilt: ${records} published record${records === 1 ? '' : 's'}, ${rows} entries in English and Malayalam.`,
}

/** How the newest rebuild stands, as GET /cms-api/search-index/rebuild answers. */
export type RebuildState = { state: 'none' | 'running' | 'done' | 'failed'; message?: string }

/**
 * Runs once when the server starts, in app.prepare() (scripts/server.mjs), before it listens: the
 * proxy needs the table of school domains for the very first request, and the Payload instance it
 * reads them with starts the jobs' schedule, visitors or not (lib/platform/payload.ts). A build
 * never touches the database, so not then.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ payloadClient }, { startDomainTable }, { offeredKeptPages }] = await Promise.all([
    import('./lib/platform/payload'),
    import('./lib/site/domain-table'),
    import('./lib/server/kept-pages.mjs'),
  ])
  // A save empties the HTTP server's kept pages through a process-wide hand-off; were it lost,
  // every save would show a second late and nothing would say why.
  if (process.env.NODE_ENV === 'production' && !offeredKeptPages()) {
    console.error('[server] saves cannot empty the kept pages: start the site with npm start (scripts/server.mjs)')
  }
  await startDomainTable(await payloadClient())
}

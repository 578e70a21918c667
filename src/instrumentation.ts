/**
 * Runs once when the server starts, before it answers: the proxy needs the table of school
 * domains for the very first request. A build never touches the database, so not then.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ payloadClient }, { startDomainTable }] = await Promise.all([
    import('./lib/platform/payload'),
    import('./lib/site/domain-table'),
  ])
  await startDomainTable(await payloadClient())
}

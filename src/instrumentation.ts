/**
 * Next.js runs this once when the server starts, in app.prepare() (scripts/server.mjs), before it
 * listens: start-up's in-app phase (src/startup/serve.ts). A build never touches the database, so
 * not then; the edge runtime has no database at all.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startInApp } = await import('./startup/serve')
  await startInApp()
}

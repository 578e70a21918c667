import { payloadClient } from '@/lib/platform/payload'
import { offeredKeptPages } from '@/lib/server/kept-pages.mjs'
import { startDomainTable } from '@/lib/site/domain-table'

/**
 * Start-up's last phase, inside the server's Next.js app before it listens (src/instrumentation.ts
 * calls it from app.prepare(); the phases before it: scripts/start.mjs). The proxy needs the table
 * of school domains for the very first request, and the Payload instance it reads them with starts
 * the jobs' schedule, visitors or not (lib/platform/payload.ts).
 */
export async function startInApp(): Promise<void> {
  // A save empties the HTTP server's kept pages through a process-wide hand-off; were it lost,
  // every save would show a second late and nothing would say why.
  if (process.env.NODE_ENV === 'production' && !offeredKeptPages()) {
    console.error('[server] saves cannot empty the kept pages: start the site with npm start (scripts/server.mjs)')
  }
  await startDomainTable(await payloadClient())
}

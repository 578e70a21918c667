import { SERVICE_WORKER } from '@/lib/notifications/service-worker'

/**
 * /sw.js, the site's service worker, registered only by "Get alerts on this phone" on /Subscribe:
 * it shows the school's pushes and opens their page when tapped. It handles no fetch, so pages
 * load as they do without it. Checked for a new version on every visit (no-cache), as browsers do
 * for a worker's script anyway after a day.
 */
export function GET() {
  return new Response(SERVICE_WORKER, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  })
}

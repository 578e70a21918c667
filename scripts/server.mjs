#!/usr/bin/env node
// @ts-check
/**
 * The production HTTP server: Next.js's own request handler behind a thin Node.js server that
 * decides, before any body is read, who the visitor is (the socket address, or what TRUST_PROXY
 * trusted proxies say), whether a request using the staff cookie comes from the site itself, how
 * many body bytes the request may bring (a staff upload's only with a session Payload signed),
 * and the security headers (scripts/request-handler.mjs, in that order).
 * `next start` cannot do this: it keeps whatever X-Forwarded-For a visitor invents.
 */
import http from 'node:http'
import path from 'node:path'
import v8 from 'node:v8'

import next from 'next'

import { env } from '../src/lib/server/env.mjs'
import { trustedHops } from '../src/lib/server/http-policy.mjs'
import { HEARD_KEPT_PAGE_MS, KEPT_PAGE_MS, offeredKeptPages } from '../src/lib/server/kept-pages.mjs'
import { payloadSecretIn } from '../src/lib/server/payload-secret.mjs'
import { listenForSaves } from '../src/lib/server/save-announcements.mjs'
import { sessionKey } from '../src/lib/server/staff-session.mjs'
import { requestHandler } from './request-handler.mjs'

const root = path.resolve(import.meta.dirname, '..')

// V8 lets the heap grow to several times what is alive before it collects. With a thousand
// schools' homes visited once the server held 1.26 GB; grown by 15 % at most over what the last
// collection kept alive, 0.74 GB. The price: more collections, some during a render (first
// renders' p99 +30 to 40 ms in bench/scale.ts; cached pages' throughput unchanged). Set here so
// that every way of starting the server has it (docs/decisions/0048-memory-bounds.md).
v8.setFlagsFromString('--heap-growing-percent=15')

const port = Number(env.port)

let listening = false
process.on('exit', (code) => {
  if (code && !listening) console.error(`[server] stopped before it was ready (exit code ${code})`)
})

const app = next({ dev: false, dir: root, hostname: 'localhost', port })
// The key Payload signs sessions with (npm start's prepare step has made the secret by now).
const signingKey = sessionKey(payloadSecretIn(env.dataDir, env.payloadSecret))
// On SQLite this process is the installation's only one, and makes every save itself.
const savesAllHere = !env.usesPostgres
// Built before Next.js starts: the app checks, when it starts, that a save can reach the kept
// pages this offers (src/startup/serve.ts).
const onRequest = requestHandler({
  handle: app.getRequestHandler(),
  signingKey,
  hops: trustedHops(env.trustProxy),
  https: env.secureCookies,
  serverUrl: env.serverUrl,
  staticDir: path.join(root, '.next', 'static'),
  keptPageMs: savesAllHere ? HEARD_KEPT_PAGE_MS : KEPT_PAGE_MS,
})
// With Redis, every instance's saves are heard, and pages are kept longer while they are.
if (env.redisUrl) {
  const kept = /** @type {import('../src/lib/server/kept-pages.mjs').KeptPages} */ (offeredKeptPages())
  await listenForSaves(env.redisUrl, {
    onSave: () => kept.clear(),
    onListening: (listening) => kept.keepFor(listening || savesAllHere ? HEARD_KEPT_PAGE_MS : KEPT_PAGE_MS),
  })
}
await app.prepare()
const server = http.createServer(onRequest)

// An idle connection is kept longer than nginx (60 s for its upstream connections) or a load
// balancer keeps it: with Node.js's 5 s, a client reusing a connection just as the server closes
// it gets a reset instead of an answer (nginx turns that into a 502 for the visitor).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

server.listen(port, () => {
  listening = true
  console.log(`[server] ready on http://localhost:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold the close; give requests in flight a moment.
    setTimeout(() => process.exit(0), 3000).unref()
    server.closeIdleConnections()
  })
}

import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { sessionKey } from '@/lib/server/staff-session.mjs'

import { type NextHandler, requestHandler } from '../../scripts/request-handler.mjs'

/**
 * The production server's own request handling (scripts/request-handler.mjs, as scripts/server.mjs
 * builds it) on a loopback port, with `handle` standing in for Next.js and an empty build folder.
 * Built at once, so that what the handler offers the app (its kept pages) is there when this returns.
 */
export function handlerServer(name: string, handle: NextHandler) {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-build-`))
  const server = http.createServer(
    requestHandler({
      handle,
      signingKey: sessionKey(`${name}-test`),
      hops: 0,
      https: false,
      serverUrl: undefined,
      staticDir,
    }),
  )
  return {
    /** Listens on a free port of 127.0.0.1, and gives it. */
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return (server.address() as AddressInfo).port
    },
    /** Closes the server and its connections, and removes the build folder. */
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      fs.rmSync(staticDir, { recursive: true, force: true })
    },
  }
}

import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** An HTTP server of the test's own on 127.0.0.1 (a free port), its address, and how to stop it and its open connections. */
export async function localServer(handler: http.RequestListener) {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

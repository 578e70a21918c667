/**
 * A mail server or a push service that takes deliveries as fast as it can, in a process of its own
 * so that its work does not slow the bench's measurements of the site (bench/notifications.ts).
 * Prints one line, `{"port":…,"status":…}`: deliveries go to `port`; GET `status` tells how many
 * came and when the last did (Date.now()).
 *
 *   npx tsx bench/delivery-sink.ts mail|push
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

const state = { count: 0, last: 0 }
const took = () => {
  state.count++
  state.last = Date.now()
}

async function listen(
  server: { listen(port: number, host: string, done: () => void): unknown },
  address: () => unknown,
) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (address() as AddressInfo).port
}

let port: number
if (process.argv[2] === 'push') {
  const service = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      took()
      response.writeHead(201).end()
    })
  })
  port = await listen(service, () => service.address())
} else {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => {
        took()
        callback()
      })
    },
  })
  port = await listen(smtp, () => smtp.server.address())
}
const status = http.createServer((_request, response) => response.end(JSON.stringify(state)))
console.log(JSON.stringify({ port, status: await listen(status, () => status.address()) }))

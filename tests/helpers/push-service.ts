import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

// http_ece is web-push's own RFC 8188 implementation, here on the receiving side.
// @ts-expect-error: the package has no types.
import ece from 'http_ece'

/** A push the test's push service took: its headers, and the payload as the phone decrypts it. */
export type ReceivedPush = { phone: string; headers: http.IncomingHttpHeaders; message: Record<string, unknown> }

/** A phone's keys as its browser makes them: a P-256 pair and 16 bytes of secret. */
export function phoneKeys() {
  const ecdh = crypto.createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = crypto.randomBytes(16)
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  }
}

/**
 * A push service on a free local port, playing FCM or Mozilla's: `/{answer}/{phone}` takes a
 * push and answers `answer` (201, or 410 for a phone that is gone). Each push is decrypted with
 * the keys the test registered for its phone, so a wrongly encrypted one fails the test.
 */
export async function startPushService() {
  const received: ReceivedPush[] = []
  const phones = new Map<string, ReturnType<typeof phoneKeys>>()
  let count = 0
  let last = 0
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const [, answer, phone] = (request.url ?? '').split('/')
      count++
      last = performance.now()
      const keys = phones.get(phone)
      if (keys) {
        const plain: Buffer = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: keys.ecdh,
          authSecret: keys.auth.toString('base64url'),
        })
        received.push({ phone, headers: request.headers, message: JSON.parse(plain.toString('utf8')) })
      }
      response.writeHead(Number(answer) || 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    /** The service's address: a phone's endpoint is `${base}/{answer}/{phone}`. */
    base: `http://127.0.0.1:${port}`,
    received,
    /** Pushes taken, decrypted or not, and when the last one came (performance.now()). */
    count: () => count,
    last: () => last,
    /** A new phone's subscription, answered `answer`; its pushes are decrypted only when `decrypt`. */
    phone(name: string, answer = 201, decrypt = true) {
      const made = phoneKeys()
      if (decrypt) phones.set(name, made)
      return { endpoint: `http://127.0.0.1:${port}/${answer}/${name}`, keys: made.keys }
    },
    to: (phone: string) => received.filter((r) => r.phone === phone),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

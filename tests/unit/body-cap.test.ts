import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { BODY_LIMITS } from '@/lib/server/http-policy.mjs'

import { handlerServer } from './handler-server'

/**
 * The production server's body caps (scripts/request-handler.mjs) for a body sent without a
 * Content-Length (chunked), with a stand-in for Next.js that reads the whole body and answers its
 * length and hash, and says whether a body reached its end.
 */
let bodiesEnded = 0

function nextStandIn(req: http.IncomingMessage, res: http.ServerResponse) {
  return new Promise<void>((resolve) => {
    const hash = createHash('sha256')
    let bytes = 0
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length
      hash.update(chunk)
    })
    req.on('end', () => {
      bodiesEnded++
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ bytes, sha256: hash.digest('hex') }))
      resolve()
    })
    // A body cut off: Next.js's read fails, and it answers nothing more.
    req.on('error', () => resolve())
  })
}

const server = handlerServer('body-cap', nextStandIn)
let port = 0
beforeAll(async () => {
  port = await server.start()
})
afterAll(() => server.stop())
beforeEach(() => {
  bodiesEnded = 0
})

/**
 * A POST of `bytes` random bytes in chunks of 64 KB without Content-Length (Node.js then sends it
 * chunked), written as fast as the server reads them, stopping once it answers: its status, answer
 * and what was sent.
 */
function postChunked(url: string, bytes: number) {
  const body = randomBytes(bytes)
  return new Promise<{ status: number; text: string; sha256: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method: 'POST' }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, sha256: sha256(body) }))
      res.on('error', reject)
    })
    let answered = false
    req.on('response', () => (answered = true))
    // The server closes the connection on a refused body while this is still sending.
    req.on('error', (error) => (answered ? undefined : reject(error)))
    let offset = 0
    const write = () => {
      while (!answered && offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024)
        offset += chunk.length
        if (!req.write(chunk)) return void req.once('drain', write)
      }
      if (!answered) req.end()
    }
    write()
  })
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

describe('a body sent without Content-Length', () => {
  it('is refused with 413 and the cap’s message once it passes the cap, and never reaches its end', async () => {
    const answer = await postChunked('/ContactUs', BODY_LIMITS.visitor + 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.text)).toEqual({
      error: `The request is larger than ${Math.floor(BODY_LIMITS.visitor / 1024)} KB.`,
    })
    expect(bodiesEnded).toBe(0)
  })

  it('under the cap reaches Next.js whole', async () => {
    const answer = await postChunked('/ContactUs', 3 * 1024 * 1024 + 17)
    expect(answer.status).toBe(200)
    const read = JSON.parse(answer.text) as { bytes: number; sha256: string }
    expect(read.bytes).toBe(3 * 1024 * 1024 + 17)
    expect(read.sha256).toBe(answer.sha256)
    expect(bodiesEnded).toBe(1)
  })

  it('of exactly the cap reaches Next.js whole', async () => {
    const answer = await postChunked('/ContactUs', BODY_LIMITS.visitor)
    expect(answer.status).toBe(200)
    expect((JSON.parse(answer.text) as { bytes: number }).bytes).toBe(BODY_LIMITS.visitor)
  })
})

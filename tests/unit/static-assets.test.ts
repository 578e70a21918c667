import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { securityHeaders } from '@/lib/server/http-policy.mjs'
import { sessionKey } from '@/lib/server/staff-session.mjs'
import { precompressStatic } from '@/lib/server/static-assets.mjs'

import { requestHandler } from '../../scripts/request-handler.mjs'

/**
 * A build folder written here, compressed as `npm run build` compresses it, and served by the
 * production server's own request handling (scripts/request-handler.mjs): what it does not answer
 * from the build falls through to a stand-in for Next.js.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'))
const script = 'self.chunk=' + JSON.stringify(Array.from({ length: 400 }, (_, i) => `value number ${i}`))
const css = '.btn{color:#1d3f72;padding:1rem}'.repeat(50)
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
let server: http.Server
let base: string
let nextCalls = 0

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'chunks'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'media'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'chunks', 'app.js'), script)
  fs.writeFileSync(path.join(dir, 'chunks', 'site.css'), css)
  fs.writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'x')
  fs.writeFileSync(path.join(dir, 'media', 'logo.png'), png)
  await precompressStatic(dir)
  server = http.createServer(
    requestHandler({
      handle: async (req, res) => {
        nextCalls++
        res.writeHead(404).end()
      },
      signingKey: sessionKey('static-assets-test'),
      hops: 0,
      https: false,
      serverUrl: undefined,
      staticDir: dir,
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A raw request: fetch would decode the body and hide its encoding. */
function get(address: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(base + address, { method, headers }, (res) => {
        const parts: Buffer[] = []
        res.on('data', (part) => parts.push(part))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }))
      })
      .on('error', reject)
      .end()
  })
}

describe('the build compressed once', () => {
  it('writes Brotli and gzip copies of scripts and stylesheets that decode to the file', () => {
    for (const [name, text] of [
      ['chunks/app.js', script],
      ['chunks/site.css', css],
    ]) {
      const file = path.join(dir, name)
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(text)
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(text)
      expect(fs.statSync(`${file}.br`).size).toBeLessThan(fs.statSync(`${file}.gz`).size)
    }
  })

  it('keeps no copy that is not smaller, and leaves pictures alone', () => {
    expect(fs.existsSync(path.join(dir, 'chunks', 'tiny.js.br'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'media', 'logo.png.br'))).toBe(false)
  })
})

describe('the build served', () => {
  it('sends Brotli to a browser that takes it, gzip to one that takes only gzip, else the file', async () => {
    const br = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toBe('Accept-Encoding')
    // A script sent as a script only (nosniff), like every answer of the server.
    for (const [name, value] of Object.entries(securityHeaders('/_next/static/chunks/app.js', false)))
      expect(br.headers[name.toLowerCase()], name).toBe(value)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script)

    const gz = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script)

    const plain = await get('/_next/static/chunks/app.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3)
  })

  it('sends a file without a smaller copy as it is, with its own type', async () => {
    const tiny = await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString()).toBe('x')
    const logo = await get('/_next/static/media/logo.png', { 'accept-encoding': 'br, gzip' })
    expect(logo.headers['content-type']).toBe('image/png')
    expect(logo.body.equals(png)).toBe(true)
  })

  it('answers 304 to a client that has the same encoding, and HEAD without a body', async () => {
    const first = await get('/_next/static/chunks/site.css', { 'accept-encoding': 'br' })
    const again = await get('/_next/static/chunks/site.css', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag!,
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const otherEncoding = await get('/_next/static/chunks/site.css', {
      'accept-encoding': 'gzip',
      'if-none-match': first.headers.etag!,
    })
    expect(otherEncoding.status).toBe(200)
    const head = await get('/_next/static/chunks/site.css', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it('leaves to Next.js whatever is not a file of the build, a copy, a way out of the folder or a POST', async () => {
    const before = nextCalls
    for (const address of [
      '/_next/static/chunks/missing.js',
      '/_next/static/chunks/app.js.br',
      '/_next/static/chunks/../../package.json',
      '/_next/static/chunks/%2e%2e/app.js',
    ]) {
      expect((await get(address)).status).toBe(404)
    }
    expect((await get('/_next/static/chunks/app.js', {}, 'POST')).status).toBe(404)
    expect(nextCalls - before).toBe(5)
  })
})

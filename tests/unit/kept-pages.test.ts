import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { answerCached, BodyVersions, EncodedBodies } from '@/lib/server/cached-answers.mjs'
import { securityHeaders } from '@/lib/server/http-policy.mjs'
import {
  clearKeptPages,
  HEARD_KEPT_PAGE_MS,
  KEPT_PAGE_MS,
  KeptPages,
  offeredKeptPages,
  SAVE_SETTLE_MS,
} from '@/lib/server/kept-pages.mjs'
import { sessionKey } from '@/lib/server/staff-session.mjs'

import { requestHandler } from '../../scripts/request-handler.mjs'

/**
 * The production server's own request handling (scripts/request-handler.mjs, as scripts/server.mjs
 * builds it), with a stand-in for Next.js only: it answers each address from "its cache" with the
 * headers Next.js sets, ending the response with the body in one piece as Next.js does, and counts
 * its calls.
 */
let pages: Record<string, { body: string; cache: string; cookie?: boolean }> = {}
let nextCalls = 0

async function nextStandIn(req: http.IncomingMessage, res: http.ServerResponse) {
  nextCalls++
  // Like the proxy, the stand-in drops the query parameters the page does not read (it reads year).
  const url = new URL(req.url || '/', 'http://x')
  const year = url.searchParams.get('year')
  const page = pages[year ? `${url.pathname}?year=${year}` : url.pathname]
  if (!page) return res.writeHead(404).end()
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 's-maxage=600, stale-while-revalidate=31535400')
  res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch')
  res.setHeader('x-nextjs-cache', page.cache)
  if (page.cookie) res.setHeader('Set-Cookie', 'x=1')
  res.end(page.body)
}

const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-pages-build-'))
const server = http.createServer(
  requestHandler({
    handle: nextStandIn,
    signingKey: sessionKey('kept-pages-test'),
    hops: 0,
    https: false,
    serverUrl: undefined,
    staticDir: buildDir,
  }),
)
/** The handler's kept pages, found as a save in the app finds them. */
const kept = offeredKeptPages()!

/**
 * A fake clock: only Date is faked (sockets keep their real timers), so a page's moment passes
 * when a test says, never because a busy machine was slow between two requests.
 */
const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

let base = ''
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  vi.useRealTimers()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  fs.rmSync(buildDir, { recursive: true, force: true })
})
beforeEach(() => {
  kept.clear(0)
  nextCalls = 0
  pages = { '/News': { body: '<html>News of the week</html>'.repeat(40), cache: 'HIT' } }
})

const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })

describe('pages kept by the HTTP server', () => {
  it('are answered again without Next.js, with the same headers, security headers, ETag and compression', async () => {
    const first = await get('/News', { 'accept-encoding': 'br' })
    const second = await get('/News', { 'accept-encoding': 'br' })
    expect(nextCalls).toBe(1)
    expect(second.status).toBe(200)
    expect(zlib.brotliDecompressSync(second.body).toString()).toBe(pages['/News'].body)
    for (const name of ['etag', 'content-type', 'cache-control', 'content-encoding'])
      expect(second.headers[name], name).toBe(first.headers[name])
    for (const [name, value] of Object.entries(securityHeaders('/News', false))) {
      expect(first.headers[name.toLowerCase()], name).toBe(value)
      expect(second.headers[name.toLowerCase()], name).toBe(value)
    }
    expect(second.headers.vary).toBe('rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding')
    expect(second.headers['x-nextjs-cache']).toBe('HIT')

    const plain = await get('/News')
    expect(plain.body.toString()).toBe(pages['/News'].body)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const notModified = await get('/News', { 'if-none-match': plain.headers.etag as string })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    expect(notModified.headers['content-type']).toBeUndefined()
    expect(nextCalls).toBe(1)
  })

  it('go back to Next.js after their moment, and at once when a save clears them', async () => {
    await get('/News')
    later(KEPT_PAGE_MS + 1)
    await get('/News')
    expect(nextCalls).toBe(2)
    clearKeptPages()
    pages['/News'].body = '<html>Edited</html>'
    // Right after a save nothing is kept, since Next.js may still answer the old page.
    await get('/News')
    await get('/News')
    expect(nextCalls).toBe(4)
    later(SAVE_SETTLE_MS + 1)
    await get('/News')
    expect((await get('/News')).body.toString()).toBe('<html>Edited</html>')
    expect(nextCalls).toBe(5)
  })

  it('are kept half a minute where every save is heard, and a second again once saves may go unheard', async () => {
    kept.keepFor(HEARD_KEPT_PAGE_MS)
    try {
      later(SAVE_SETTLE_MS + 1)
      await get('/News')
      later(HEARD_KEPT_PAGE_MS - 1000)
      await get('/News')
      expect(nextCalls).toBe(1)
      later(1001)
      await get('/News')
      expect(nextCalls).toBe(2)
      // Redis went away: what was kept longer goes at once, and pages are kept a second.
      kept.keepFor(KEPT_PAGE_MS)
      await get('/News')
      expect(nextCalls).toBe(3)
      later(SAVE_SETTLE_MS + 1)
      await get('/News')
      later(KEPT_PAGE_MS + 1)
      await get('/News')
      expect(nextCalls).toBe(5)
    } finally {
      kept.keepFor(KEPT_PAGE_MS, 0)
    }
  })

  it('are kept per host and address', async () => {
    await get('/News', { host: 'a.example' })
    await get('/News', { host: 'b.example' })
    await get('/News', { host: 'a.example' })
    expect(nextCalls).toBe(2)
  })

  it('are never a stale, personal or client-router answer, and never served to one', async () => {
    pages['/Stale'] = { body: '<html>old</html>', cache: 'STALE' }
    pages['/Cookie'] = { body: '<html>mine</html>', cache: 'HIT', cookie: true }
    for (const url of ['/Stale', '/Stale', '/Cookie', '/Cookie']) await get(url)
    expect(nextCalls).toBe(4)
    // What Next.js answered a staff member (or draft mode) is not kept for the next visitor.
    await get('/News', { cookie: 'payload-token=abc' })
    await get('/News')
    expect(nextCalls).toBe(6)
    kept.clear(0)

    nextCalls = 0
    await get('/News')
    for (const headers of <Record<string, string>[]>[
      { cookie: 'payload-token=abc' },
      { cookie: 'theme=dark; __prerender_bypass=1' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { authorization: 'users API-Key x' },
    ])
      await get('/News', headers)
    await get('/News?_rsc=abc')
    expect(nextCalls).toBe(7)
    // Other cookies change nothing a cached page shows.
    await get('/News', { cookie: 'theme=dark' })
    expect(nextCalls).toBe(7)
  })
})

/** The bytes of page bodies a store holds: each body counted once, however many addresses share it. */
function heldBytes(store: KeptPages) {
  const bodies = new Set<Buffer>()
  for (const entry of store.entries.values()) bodies.add(entry.version.bytes)
  return [...bodies].reduce((sum, bytes) => sum + bytes.length, 0)
}

/**
 * `visit`s to a server whose every page is `bytes` long and different from every other, kept in
 * (and served from) `store`; then the server is closed.
 */
async function visitPages(
  store: KeptPages,
  bytes: number,
  visit: (get: (page: string) => Promise<unknown>) => Promise<void>,
) {
  const encoded = new EncodedBodies()
  const pagesServer = http.createServer((req, res) => {
    if (store.serve(req, res, encoded)) return
    const body = `<html>${req.url}</html>`.padEnd(bytes, '.')
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('x-nextjs-cache', 'HIT')
    const version = answerCached(req, res, body, encoded, new BodyVersions(), (b) => res.end(b))
    if (version) store.keep(req, res, version, undefined)
  })
  await new Promise<void>((resolve) => pagesServer.listen(0, '127.0.0.1', resolve))
  const port = (pagesServer.address() as AddressInfo).port
  try {
    await visit(
      (page) =>
        new Promise((resolve, reject) =>
          http.get(`http://127.0.0.1:${port}/${page}`, (res) => res.resume().on('end', resolve)).on('error', reject),
        ),
    )
  } finally {
    await new Promise((resolve) => pagesServer.close(resolve))
  }
}

describe('the kept pages’ memory', () => {
  it('is bounded in bytes, however many different pages are asked for', async () => {
    const small = new KeptPages(60_000, 64 * 1024)
    await visitPages(small, 10 * 1024, async (get) => {
      for (let i = 0; i < 30; i++) await get(`Page${i}`)
    })
    expect(small.entries.size).toBeGreaterThan(0)
    expect(heldBytes(small)).toBeLessThanOrEqual(64 * 1024)
  })

  it('lets the least recently served pages go first when full', async () => {
    const small = new KeptPages(60_000, 64 * 1024)
    // Three pages of 20 KB fit in 64 KB; A is served again before D comes, so B goes.
    await visitPages(small, 20 * 1024, async (get) => {
      for (const page of ['A', 'B', 'C', 'A', 'D']) await get(page)
    })
    expect([...small.entries.keys()].map((key) => key.replace(/^.*\//, ''))).toEqual(['C', 'A', 'D'])
  })

  it('holds one body for the addresses that answer the same page version', async () => {
    for (const host of ['a.example', 'b.example', 'c.example']) await get('/News', { host })
    const bodies = new Set([...kept.entries.values()].map((entry) => entry.version.bytes))
    expect(kept.entries.size).toBe(3)
    expect(bodies.size).toBe(1)
  })

  it('keeps no address for a query the page does not read, and answers it from the page without it', async () => {
    pages['/News?year=2024'] = { body: '<html>News of 2024</html>', cache: 'HIT' }
    for (let i = 0; i < 20; i++) await get(`/News?fbclid=${i}`)
    await get('/News')
    await get('/News?year=2024&utm_source=x')
    await get('/News?utm_source=y&year=2024')
    expect(kept.entries.size).toBe(2)
    expect(nextCalls).toBe(2)
    expect((await get('/News?year=2024')).body.toString()).toBe('<html>News of 2024</html>')
  })
})

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { answerCached, BodyVersions, EncodedBodies, type Version } from '@/lib/server/cached-answers.mjs'
import { securityHeaders } from '@/lib/server/http-policy.mjs'
import {
  clearKeptPages,
  HEARD_KEPT_PAGE_MS,
  KEPT_PAGE_MS,
  KeptPages,
  offeredKeptPages,
  SAVE_SETTLE_MS,
} from '@/lib/server/kept-pages.mjs'
import { pageAddress } from '@/lib/server/page-query.mjs'
import { setProcessWide } from '@/lib/server/process-wide.mjs'

import { handlerServer } from './handler-server'

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

const server = handlerServer('kept-pages', nextStandIn)
/** The handler's kept pages, found as a save in the app finds them. */
const kept = offeredKeptPages()!

/**
 * A fake clock: only Date is faked (sockets keep their real timers), so a page's moment passes
 * when a test says, never because a busy machine was slow between two requests.
 */
const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

/** The schools' domains, as lib/site/domains.ts keeps them for the proxy and the server. */
setProcessWide('domains', {
  byHost: new Map([
    ['a.example', 'A'],
    ['b.example', 'B'],
    ['c.example', 'C'],
  ]),
  byCode: new Map(),
})

let base = ''
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  base = `http://127.0.0.1:${await server.start()}`
})
afterAll(async () => {
  vi.useRealTimers()
  await server.stop()
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

  it('are kept per school domain and address', async () => {
    await get('/News', { host: 'a.example' })
    await get('/News', { host: 'b.example' })
    await get('/News', { host: 'a.example' })
    await get('/News', { host: 'A.Example.:8080' })
    expect(nextCalls).toBe(2)
  })

  it('are kept once for every host the installation does not serve', async () => {
    // The proxy shows the default school on any host it does not know: one page for all of them.
    for (const host of ['unknown-1.example', 'unknown-2.example', '203.0.113.9', 'UNKNOWN-1.example:81'])
      await get('/News', { host })
    expect(nextCalls).toBe(1)
    expect(kept.entries.size).toBe(1)
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

/**
 * A plain visit to `host` and Next.js's answer to it from its cache, as the server's handler sees
 * them, without a socket: for stores driven a hundred thousand times.
 */
function visit(host: string, url = '/News') {
  const headers: Record<string, unknown> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=600, stale-while-revalidate=31535400',
    'x-nextjs-cache': 'HIT',
  }
  const req = { method: 'GET', url, headers: { host } } as unknown as http.IncomingMessage
  const res = {
    statusCode: 200,
    headersSent: false,
    getHeader: (name: string) => headers[name.toLowerCase()],
    getHeaders: () => ({ ...headers }),
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as http.ServerResponse
  return { req, res }
}

describe('the kept pages’ keys', () => {
  it('are one for a hundred thousand hosts the installation does not serve, in both stores', () => {
    const store = new KeptPages(HEARD_KEPT_PAGE_MS)
    const versions = new BodyVersions()
    const encoded = new EncodedBodies()
    const body = '<html>The default school’s home</html>'.repeat(100)
    for (let i = 0; i < 100_000; i++) {
      const { req, res } = visit(`visitor-${i}.example`, '/')
      const version = answerCached(req, res, body, encoded, versions, () => {})
      store.keep(req, res, version!, undefined, 0)
    }
    expect(store.entries.size).toBe(1)
    expect(versions.entries.size).toBe(1)
  })

  it('keep a school’s domain and SERVER_URL’s host apart, whatever the case, port or final dot', () => {
    const before = process.env.SERVER_URL
    process.env.SERVER_URL = 'https://platform.example'
    try {
      expect(pageAddress('B.Example.:443', '/News')).toBe(pageAddress('b.example', '/News'))
      expect(pageAddress('b.example', '/News')).toMatch(/^b\.example /)
      expect(pageAddress('PLATFORM.example', '/News')).toMatch(/^platform\.example /)
      const unknown = pageAddress('unknown.example', '/News')
      expect(pageAddress('b.example', '/News')).not.toBe(unknown)
      expect(pageAddress('platform.example', '/News')).not.toBe(unknown)
      expect(pageAddress('other.example', '/News')).toBe(unknown)
      expect(pageAddress(undefined, '/News')).toBe(unknown)
    } finally {
      if (before === undefined) delete process.env.SERVER_URL
      else process.env.SERVER_URL = before
    }
  })
})

describe('the kept pages’ accounted bytes', () => {
  /** What an entry holds besides its body: its key and its headers' names and values. */
  const ownTexts = (key: string, headers: Record<string, unknown>) =>
    key.length + Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length, 0)

  it('count each address’s key and headers, so that a thousand addresses of one small page do not all fit', () => {
    const store = new KeptPages(HEARD_KEPT_PAGE_MS, 64 * 1024)
    const version: Version = new BodyVersions().of('page', '<html>tiny</html>')
    for (let year = 1000; year < 2000; year++) {
      const { req, res } = visit('a.example', `/News?year=${year}`)
      store.keep(req, res, version, undefined, 0)
    }
    const texts = [...store.entries].reduce((sum, [key, entry]) => sum + ownTexts(key, entry.headers), 0)
    expect(store.bytes).toBeGreaterThanOrEqual(version.bytes.length + texts)
    expect(store.bytes).toBeLessThanOrEqual(64 * 1024)
    expect(store.entries.size).toBeLessThan(1000)
  })

  it('count each page version’s key as well as its body', () => {
    const versions = new BodyVersions(64 * 1024)
    const keys = Array.from({ length: 1000 }, (_, i) => `a.example /News?year=${1000 + i} `)
    for (const key of keys) versions.of(key, '<html>tiny</html>')
    const held = [...versions.entries.keys()].reduce((sum, key) => sum + key.length, 0)
    expect(versions.bytes).toBeGreaterThan(held)
    expect(versions.bytes).toBeLessThanOrEqual(64 * 1024)
    expect(versions.entries.size).toBeLessThan(1000)
  })
})

describe('expired kept pages', () => {
  it('leave without their addresses being asked for again', () => {
    const store = new KeptPages(KEPT_PAGE_MS)
    const versions = new BodyVersions()
    for (const [host, url] of [
      ['a.example', '/News'],
      ['b.example', '/AboutUs'],
    ]) {
      const { req, res } = visit(host, url)
      store.keep(req, res, versions.of(`${host} ${url}`, `<html>${host}${url}</html>`), undefined, 0)
    }
    expect(store.entries.size).toBe(2)
    // Another page kept once their moment passed: the two nobody asked for again are gone.
    const { req, res } = visit('c.example', '/Events')
    const events = versions.of('c.example /Events', '<html>Events</html>')
    store.keep(req, res, events, undefined, KEPT_PAGE_MS + 1)
    expect([...store.entries.keys()]).toEqual([pageAddress('c.example', '/Events')])
    expect(store.bodies.size).toBe(1)
  })
})

import { localServer } from '../helpers/local-server'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkLink, checkLinks, LINK_MESSAGES } from '@/lib/disclosure/link-check'

/**
 * The disclosure page's link checker against a real server on this machine, which only a test may
 * allow (the option is no setting); every other address here is refused before any connection, so
 * nothing reaches the internet.
 */
let server: Awaited<ReturnType<typeof localServer>>
let base: string
const here = { allow: ['127.0.0.1/32'] }
/** "METHOD /path?query", each request as it arrived. */
const hits: string[] = []
const count = (hit: string) => hits.filter((h) => h === hit).length
let inFlight = 0
let mostInFlight = 0

beforeAll(async () => {
  server = await localServer((req, res) => {
    hits.push(`${req.method} ${req.url}`)
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const head = req.method === 'HEAD'
    if (path === '/ok') return res.writeHead(200, { 'Content-Type': 'application/pdf' }).end(head ? undefined : '%PDF')
    if (path === '/missing') return res.writeHead(404).end()
    if (path === '/gone') return res.writeHead(410).end()
    if (path === '/broken') return res.writeHead(500).end()
    if (path === '/private') return res.writeHead(403).end()
    if (path === '/moved') return res.writeHead(301, { Location: '/ok' }).end()
    if (path === '/moved-missing') return res.writeHead(302, { Location: `${base}/missing` }).end()
    if (path === '/loop') return res.writeHead(302, { Location: '/loop' }).end()
    if (path === '/inward') return res.writeHead(302, { Location: 'http://10.0.0.1/x.pdf' }).end()
    if (path === '/away') return res.writeHead(302, { Location: 'ftp://example.org/x.pdf' }).end()
    if (path === '/no-head') {
      if (head) return res.writeHead(405).end()
      // A document that never ends: the checker must let it go after the headers.
      return res.writeHead(200, { 'Content-Type': 'application/pdf' }).write(Buffer.alloc(64 * 1024))
    }
    if (path === '/drops-head') {
      if (head) return req.socket.destroy()
      return res.writeHead(200).end('ok')
    }
    if (path === '/hang') return // never answers
    if (path === '/slow') {
      mostInFlight = Math.max(mostInFlight, ++inFlight)
      setTimeout(() => {
        inFlight--
        res.writeHead(200).end()
      }, 60)
      return
    }
    res.writeHead(404).end()
  })
  base = server.base
})

afterAll(() => server?.close())

describe('a disclosure link, checked', () => {
  it('finds a document that is there by HEAD alone', async () => {
    expect(await checkLink(`${base}/ok?a`, here)).toEqual({
      url: `${base}/ok?a`,
      ok: true,
      status: 200,
      finalUrl: `${base}/ok?a`,
    })
    expect([count('HEAD /ok?a'), count('GET /ok?a')]).toEqual([1, 0])
  })

  it('names a document that is not there, 404 or 410, without asking again by GET', async () => {
    expect(await checkLink(`${base}/missing?a`, here)).toMatchObject({
      ok: false,
      status: 404,
      problem: 'not-found',
      message: 'The address answers “404 Not found”: the document is not there.',
    })
    expect(await checkLink(`${base}/gone?a`, here)).toMatchObject({
      ok: false,
      status: 410,
      problem: 'not-found',
      message: 'The address answers “410 Gone”: the document is not there.',
    })
    expect([count('GET /missing?a'), count('GET /gone?a')]).toEqual([0, 0])
  })

  it('follows redirects to where they lead', async () => {
    expect(await checkLink(`${base}/moved`, here)).toEqual({
      url: `${base}/moved`,
      ok: true,
      status: 200,
      finalUrl: `${base}/ok`,
    })
    expect(await checkLink(`${base}/moved-missing`, here)).toMatchObject({
      ok: false,
      status: 404,
      finalUrl: `${base}/missing`,
      problem: 'not-found',
    })
  })

  it('asks by GET when the server refuses HEAD, and stops reading after the headers', async () => {
    const started = Date.now()
    expect(await checkLink(`${base}/no-head`, { ...here, timeoutMs: 2000 })).toMatchObject({ ok: true, status: 200 })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(await checkLink(`${base}/drops-head`, here)).toMatchObject({ ok: true, status: 200 })
    expect(await checkLink(`${base}/broken`, here)).toMatchObject({
      ok: false,
      status: 500,
      problem: 'error-status',
      message: LINK_MESSAGES.status(500),
    })
    expect(await checkLink(`${base}/private`, here)).toMatchObject({
      problem: 'error-status',
      message: 'The address answers “403 Forbidden”: the document is not open to the public.',
    })
    expect([count('GET /no-head'), count('GET /drops-head'), count('GET /broken')]).toEqual([1, 1, 1])
  })

  it('gives up on a server that never answers, in the time given', async () => {
    const started = Date.now()
    expect(await checkLink(`${base}/hang`, { ...here, timeoutMs: 300 })).toEqual({
      url: `${base}/hang`,
      ok: false,
      problem: 'timeout',
      message: 'No answer within 0.3 seconds.',
    })
    expect(Date.now() - started).toBeLessThan(1500)
    expect(LINK_MESSAGES.timeout(10_000)).toBe('No answer within 10 seconds.')
  })

  it('stops a redirect loop after five redirects', async () => {
    expect(await checkLink(`${base}/loop`, here)).toMatchObject({
      ok: false,
      problem: 'unreachable',
      message: LINK_MESSAGES.redirects,
    })
    expect(count('HEAD /loop')).toBe(6)
    expect(count('GET /loop')).toBe(0)
  })

  it('refuses addresses inside the network, by address, by name and by redirect', async () => {
    for (const address of [`${base}/ok`, 'http://169.254.169.254/', 'http://10.0.0.1/', 'http://localhost/'])
      expect(await checkLink(address), address).toEqual({
        url: address,
        ok: false,
        problem: 'not-public',
        message: LINK_MESSAGES.notPublic,
      })
    expect(await checkLink(`${base}/inward`, here)).toMatchObject({
      problem: 'not-public',
      finalUrl: 'http://10.0.0.1/x.pdf',
    })
  })

  it('asks no other website on a server without internet (OUTBOUND_REQUESTS=off), and still its own', async () => {
    const before = process.env.OUTBOUND_REQUESTS
    process.env.OUTBOUND_REQUESTS = 'off'
    try {
      for (const address of ['https://www.youtube.com/', 'http://93.184.215.14/x.pdf'])
        expect(await checkLink(address), address).toMatchObject({ ok: false, problem: 'unreachable' })
      expect(await checkLink(`${base}/ok`, here)).toMatchObject({ ok: true })
      expect(await checkLink('http://10.0.0.1/')).toMatchObject({ problem: 'not-public' })
    } finally {
      if (before === undefined) delete process.env.OUTBOUND_REQUESTS
      else process.env.OUTBOUND_REQUESTS = before
    }
  })

  it('refuses what is no full web address, or carries a password', async () => {
    const cases: [string, string][] = [
      ['ftp://example.org/x.pdf', LINK_MESSAGES.scheme],
      ['https://clerk:secret@example.org/x.pdf', LINK_MESSAGES.credentials],
      ['/api/media/file/x.pdf', LINK_MESSAGES.notAbsolute],
      [`${base}/away`, LINK_MESSAGES.redirectedAway],
    ]
    for (const [address, message] of cases)
      expect(await checkLink(address, here), address).toMatchObject({ ok: false, problem: 'bad-address', message })
  })
})

describe('a list of links, checked', () => {
  it('keeps the order given and checks each address once', async () => {
    const list = [`${base}/ok?list`, `${base}/missing?list`, `${base}/ok?list`, 'ftp://example.org/x.pdf']
    const results = await checkLinks(list, here)
    expect(results.map((r) => [r.url, r.ok, r.problem])).toEqual([
      [list[0], true, undefined],
      [list[1], false, 'not-found'],
      [list[0], true, undefined],
      [list[3], false, 'bad-address'],
    ])
    expect(count('HEAD /ok?list')).toBe(1)
  })

  it('checks no more at a time than asked', async () => {
    const list = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${base}/slow?${tag}${i}`)
    mostInFlight = 0
    expect((await checkLinks(list(6, 'two'), { ...here, concurrency: 2 })).every((r) => r.ok)).toBe(true)
    expect(mostInFlight).toBe(2)
    mostInFlight = 0
    expect((await checkLinks(list(9, 'four'), here)).every((r) => r.ok)).toBe(true)
    expect(mostInFlight).toBe(4)
  })
})

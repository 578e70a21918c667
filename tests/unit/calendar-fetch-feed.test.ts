import { localServer } from '../helpers/local-server'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FEED_MESSAGES, feedUrl, fetchFeed, MAX_FEED_BYTES } from '@/lib/calendar/fetch-feed'

/**
 * The published calendar's fetch against a real server on this machine: refused as not public
 * unless the test allows its own address, as only a test may (the option is no setting).
 */
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'
let server: Awaited<ReturnType<typeof localServer>>
let base: string
const here = { allow: ['127.0.0.1/32'] }

beforeAll(async () => {
  server = await localServer((req, res) => {
    if (req.url === '/basic.ics') return res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(ICS)
    if (req.url === '/moved.ics') return res.writeHead(302, { Location: '/basic.ics' }).end()
    if (req.url === '/inward.ics') return res.writeHead(302, { Location: 'http://10.1.2.3/basic.ics' }).end()
    if (req.url === '/metadata.ics') return res.writeHead(301, { Location: 'http://169.254.169.254/latest/' }).end()
    if (req.url === '/big.ics') {
      // No length given: the cap counts what arrives.
      res.writeHead(200, { 'Content-Type': 'text/calendar' })
      const chunk = Buffer.alloc(256 * 1024, 'x')
      for (let sent = 0; sent <= MAX_FEED_BYTES; sent += chunk.length) res.write(chunk)
      return res.end()
    }
    if (req.url === '/slow.ics') return res.writeHead(200).write('BEGIN:VCALENDAR\r\n') // never ends
    res.writeHead(404).end()
  })
  base = server.base
})

afterAll(() => server?.close())

describe('a published calendar, fetched', () => {
  it('takes https and webcal addresses, and no other', () => {
    expect(feedUrl('webcal://calendar.example.org/a.ics')?.href).toBe('https://calendar.example.org/a.ics')
    expect(feedUrl(' https://calendar.example.org/a.ics ')?.protocol).toBe('https:')
    for (const wrong of [
      'file:///etc/passwd',
      'ftp://example.org/a.ics',
      'https://me:pw@example.org/a.ics',
      'calendar',
    ])
      expect(feedUrl(wrong)).toBeNull()
  })

  it('refuses loopback, private and link-local targets, by address and by name', async () => {
    const port = new URL(base).port
    for (const address of [
      `${base}/basic.ics`,
      `http://localhost:${port}/basic.ics`,
      `http://[::1]:${port}/basic.ics`,
      'http://10.0.0.1/basic.ics',
      'http://192.168.1.1/basic.ics',
      'http://169.254.169.254/latest/meta-data/',
      'https://0.0.0.0/basic.ics',
    ])
      expect(await fetchFeed(address), address).toEqual({ problem: FEED_MESSAGES.notPublic })
  })

  it('fetches a calendar, following a redirect, but not one that points inward', async () => {
    expect(await fetchFeed(`${base}/basic.ics`, here)).toEqual({ text: ICS })
    expect(await fetchFeed(`${base}/moved.ics`, here)).toEqual({ text: ICS })
    expect(await fetchFeed(`${base}/inward.ics`, here)).toEqual({ problem: FEED_MESSAGES.notPublic })
    expect(await fetchFeed(`${base}/metadata.ics`, here)).toEqual({ problem: FEED_MESSAGES.notPublic })
  })

  it('caps the size and the time, and names the server’s refusal', async () => {
    expect(await fetchFeed(`${base}/big.ics`, here)).toEqual({ problem: FEED_MESSAGES.tooBig })
    expect(await fetchFeed(`${base}/slow.ics`, { ...here, timeoutMs: 300 })).toEqual({ problem: FEED_MESSAGES.slow })
    expect(await fetchFeed(`${base}/none.ics`, here)).toEqual({ problem: FEED_MESSAGES.status(404) })
  })
})

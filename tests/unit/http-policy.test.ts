import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'

import { isMapEmbed, isSafeLink, safeHref } from '@/fields/link'
import { nameForMail } from '@/hooks/notify'
import { allowRequest, MAX_TRACKED_CLIENTS, trackedClients } from '@/lib/submissions/rate-limit'
import { submissionKeyOf } from '@/lib/submissions/submission-store'
import { setDomainTable } from '@/lib/site/domains'
import {
  bodyLimit,
  BODY_LIMITS,
  clientAddress,
  SCHOOL_IMPORT_PATH,
  securityHeaders,
  trustedHops,
} from '@/lib/server/http-policy.mjs'
import { isCrossSite } from '@/lib/server/request-origin.mjs'
import { hasSignedSession, sessionKey } from '@/lib/server/staff-session.mjs'

describe('the visitor’s address (TRUST_PROXY)', () => {
  it('is the socket’s without trusted proxies, whatever the headers say', () => {
    expect(trustedHops(undefined)).toBe(0)
    expect(clientAddress('::ffff:10.0.0.5', '203.0.113.9', 0)).toBe('10.0.0.5')
  })

  it('is the address the trusted proxy added, never one the visitor wrote before it', () => {
    // visitor 198.51.100.7 → nginx 10.0.0.2 → app; the visitor forged 203.0.113.9.
    expect(clientAddress('10.0.0.2', '203.0.113.9, 198.51.100.7', trustedHops('1'))).toBe('198.51.100.7')
    // Two proxies (CDN, then nginx).
    expect(clientAddress('10.0.0.2', '203.0.113.9, 198.51.100.7, 172.16.0.1', 2)).toBe('198.51.100.7')
    // A proxy claimed but no header: the socket.
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
    expect(trustedHops('nonsense')).toBe(0)
  })
})

describe('body caps', () => {
  it('give anonymous CMS calls a small cap with a declared length, signed sessions room for uploads', () => {
    expect(bodyLimit('GET', '/cms-api/media', false)).toBeNull()
    expect(bodyLimit('POST', '/cms-api/media', false)).toEqual({
      max: BODY_LIMITS.anonymousCms,
      lengthRequired: true,
    })
    expect(bodyLimit('POST', '/cms-api/media', true)).toEqual({ max: BODY_LIMITS.staff, lengthRequired: false })
    expect(bodyLimit('POST', '/api/career/JRSBKL', false)?.max).toBe(BODY_LIMITS.visitor)
    // A session, even a signed one, lifts no cap outside the CMS and the admin.
    expect(bodyLimit('POST', '/api/career/JRSBKL', true)?.max).toBe(BODY_LIMITS.visitor)
    expect(bodyLimit('POST', '/admin/collections/media', false)?.max).toBe(BODY_LIMITS.visitor)
    expect(bodyLimit('POST', '/admin/collections/media', true)?.max).toBe(BODY_LIMITS.staff)
    // One school's export, with its photos, comes from a signed session only.
    expect(bodyLimit('POST', SCHOOL_IMPORT_PATH, true)?.max).toBe(BODY_LIMITS.schoolImport)
    expect(bodyLimit('POST', SCHOOL_IMPORT_PATH, false)?.max).toBe(BODY_LIMITS.anonymousCms)
  })
})

describe('security headers', () => {
  it('send HSTS only over https and forbid framing the admin', () => {
    expect(securityHeaders('/', false)['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeaders('/', true)['Strict-Transport-Security']).toMatch(/max-age/)
    expect(securityHeaders('/admin/collections/news', true)['X-Frame-Options']).toBe('DENY')
    expect(securityHeaders('/News', true)['Content-Security-Policy']).toContain('upgrade-insecure-requests')
  })
})

describe('links staff type', () => {
  it('allow web, mail, phone and site pages only', () => {
    for (const ok of [
      'https://a.example/',
      'http://a.example',
      'mailto:office@a.example',
      'tel:+914672000000',
      '/Admission',
    ])
      expect(isSafeLink(ok), ok).toBe(true)
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
      ' java\tscript:x',
    ])
      expect(isSafeLink(bad), bad).toBe(false)
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(isMapEmbed('https://www.google.com/maps?q=x&output=embed')).toBe(true)
    expect(isMapEmbed('http://www.google.com/maps')).toBe(false)
    expect(isMapEmbed('https://evil.example/maps')).toBe(false)
  })
})

describe('what is echoed and kept', () => {
  it('acknowledgements echo a name without links or addresses', () => {
    expect(nameForMail('Anu <a href="http://spam.example">win</a>')).not.toMatch(/[:/.<>]/)
    expect(nameForMail('Mary-Ann D’Souza')).toBe('Mary-Ann DSouza')
    expect(nameForMail('<>')).toBe('')
  })

  it('submission keys of the wrong shape are replaced', () => {
    expect(submissionKeyOf('a1b2c3d4-key')).toBe('a1b2c3d4-key')
    expect(submissionKeyOf("x' OR 1=1")).not.toBe("x' OR 1=1")
    expect(submissionKeyOf(undefined)).toMatch(/^[\w-]{36}$/)
  })

  it('the rate limiter holds a bounded number of clients', async () => {
    const now = Date.now()
    for (let i = 0; i < MAX_TRACKED_CLIENTS + 500; i++)
      await allowRequest('bound-test', `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, now)
    expect(trackedClients()).toBeLessThanOrEqual(MAX_TRACKED_CLIENTS)
  })
})

describe('rate limits for IPv6 visitors', () => {
  it('count a /64 as one visitor, since one household or phone may use any address in it', async () => {
    const now = Date.now()
    const kind = `ipv6-${now}`
    const tries = ['2001:db8:1:2::1', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:0db8:0001:0002::ffff']
    const allowed = []
    for (const address of tries) allowed.push(await allowRequest(kind, address, now, 2))
    expect(allowed).toEqual([true, true, false])
    // The next /64 is someone else.
    expect(await allowRequest(kind, '2001:db8:1:3::1', now, 2)).toBe(true)
  })

  it('keep IPv4 visitors, IPv4-mapped ones included, by their whole address', async () => {
    const now = Date.now()
    const kind = `ipv4-${now}`
    expect(await allowRequest(kind, '::ffff:10.0.0.5', now, 1)).toBe(true)
    expect(await allowRequest(kind, '10.0.0.5', now, 1)).toBe(false)
    expect(await allowRequest(kind, '10.0.0.6', now, 1)).toBe(true)
    expect(await allowRequest(kind, '::ffff:10.0.0.7', now, 1)).toBe(true)
  })
})

describe('requests from other sites (CSRF)', () => {
  const withCookie = (headers: Record<string, string>) => ({ cookie: 'theme=x; payload-token=abc', ...headers })
  const plainSite = { https: false }

  it('refuse a change with the staff cookie from another origin, allow the site’s own addresses', () => {
    const host = { host: '127.0.0.1:3000' }
    expect(isCrossSite('POST', withCookie({ ...host, origin: 'https://evil.example' }), plainSite)).toBe(true)
    expect(isCrossSite('DELETE', withCookie({ ...host, origin: 'null' }), plainSite)).toBe(true)
    expect(isCrossSite('PATCH', withCookie({ ...host, origin: 'http://127.0.0.1:3000' }), plainSite)).toBe(false)
    // Another port of the same host is another origin.
    expect(isCrossSite('POST', withCookie({ ...host, origin: 'http://127.0.0.1:4000' }), plainSite)).toBe(true)
    // Reads, and requests without the staff cookie, are no forgery.
    expect(isCrossSite('GET', withCookie({ ...host, origin: 'https://evil.example' }), plainSite)).toBe(false)
    expect(isCrossSite('POST', { ...host, origin: 'https://evil.example' }, plainSite)).toBe(false)
    // No Origin: a browser's cross-site request says so in Sec-Fetch-Site; a script says nothing.
    expect(isCrossSite('POST', withCookie({ ...host, 'sec-fetch-site': 'cross-site' }), plainSite)).toBe(true)
    expect(isCrossSite('POST', withCookie(host), plainSite)).toBe(false)
  })

  it('allow SERVER_URL and the schools’ domains as they are now, on https only for an https site', () => {
    const site = { serverUrl: 'https://www.school.example/', https: true }
    const from = (origin: string) => withCookie({ host: 'internal:3000', origin })
    expect(isCrossSite('POST', from('https://www.school.example'), site)).toBe(false)
    expect(isCrossSite('POST', from('https://other-school.example'), site)).toBe(true)
    setDomainTable([{ id: 1, code: 'A', domains: ['other-school.example'] }])
    try {
      expect(isCrossSite('POST', from('https://other-school.example'), site)).toBe(false)
      expect(isCrossSite('POST', from('http://other-school.example'), site)).toBe(true)
      expect(isCrossSite('POST', from('http://other-school.example'), { https: false })).toBe(false)
      expect(isCrossSite('POST', from('https://other-school.example:8443'), site)).toBe(true)
    } finally {
      setDomainTable([])
    }
    expect(isCrossSite('POST', from('https://other-school.example'), site)).toBe(true)
  })
})

describe('staff sessions checked by the server', () => {
  const key = sessionKey('a-secret')
  const sign = (exp: number, signingKey = key) =>
    new SignJWT({ id: 1, collection: 'users' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(exp)
      .sign(signingKey)
  const now = Math.floor(Date.now() / 1000)

  it('count only a token Payload signed that has not expired', async () => {
    expect(await hasSignedSession({ cookie: `payload-token=${await sign(now + 60)}` }, key)).toBe(true)
    expect(await hasSignedSession({ authorization: `JWT ${await sign(now + 60)}` }, key)).toBe(true)
    expect(await hasSignedSession({ cookie: `payload-token=${await sign(now - 60)}` }, key)).toBe(false)
    expect(await hasSignedSession({ cookie: `payload-token=${await sign(now + 60, sessionKey('other'))}` }, key)).toBe(
      false,
    )
    expect(await hasSignedSession({ cookie: 'payload-token=x' }, key)).toBe(false)
    expect(await hasSignedSession({}, key)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'

import { isMapEmbed, isSafeLink, safeHref } from '@/fields/link'
import { nameForMail } from '@/hooks/notify'
import { allowRequest, MAX_TRACKED_CLIENTS, trackedClients } from '@/lib/rate-limit'
import { submissionKeyOf } from '@/lib/submission-store'
import { bodyLimit, BODY_LIMITS, clientAddress, securityHeaders, trustedHops } from '@/lib/http-policy.mjs'

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
  it('give anonymous CMS calls a small cap with a declared length, staff room for uploads', () => {
    expect(bodyLimit('GET', '/cms-api/media', () => false)).toBeNull()
    expect(bodyLimit('POST', '/cms-api/media', () => false)).toEqual({
      max: BODY_LIMITS.anonymousCms,
      lengthRequired: true,
    })
    expect(bodyLimit('POST', '/cms-api/media', () => true)).toEqual({ max: BODY_LIMITS.staff, lengthRequired: false })
    expect(bodyLimit('POST', '/api/career/JRSBKL', () => false)?.max).toBe(BODY_LIMITS.visitor)
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
    expect(nameForMail('')).toBe('applicant')
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

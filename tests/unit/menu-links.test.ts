import { describe, expect, it } from 'vitest'

import { menuLinkTarget, normalizeMenuLink } from '@/lib/site/menu-links'

describe('a menu link', () => {
  it('is one of SPEC’s pages, written as the site writes it', () => {
    expect(menuLinkTarget('/AboutUs')).toEqual({ kind: 'route', href: '/AboutUs' })
    expect(menuLinkTarget(' aboutus ')).toEqual({ kind: 'route', href: '/AboutUs' })
    expect(menuLinkTarget('/circulars?category=Exam')).toEqual({ kind: 'route', href: '/Circulars?category=Exam' })
    expect(menuLinkTarget('/')).toEqual({ kind: 'route', href: '/' })
  })

  it('is an own page’s address when it is lower-case words and hyphens; any other path is no page', () => {
    expect(menuLinkTarget('/hostel')).toEqual({ kind: 'page', slug: 'hostel', href: '/hostel' })
    expect(menuLinkTarget('bus-routes')).toEqual({ kind: 'page', slug: 'bus-routes', href: '/bus-routes' })
    expect(menuLinkTarget('/AbotUs')).toEqual({ kind: 'page', slug: null, href: '/AbotUs' })
    expect(menuLinkTarget('/News/2')).toEqual({ kind: 'page', slug: null, href: '/News/2' })
  })

  it('is an https address elsewhere, and nothing else', () => {
    expect(menuLinkTarget('https://hostel.example.org/life')).toEqual({
      kind: 'external',
      href: 'https://hostel.example.org/life',
    })
    for (const refused of [
      'http://example.org',
      'ftp://example.org',
      'javascript:alert(1)',
      'mailto:office@example.org',
      '//evil.example',
      '/\\evil.example',
      '/About Us',
      'https://',
    ])
      expect(menuLinkTarget(refused), refused).toBeNull()
  })

  it('is stored normalised, and an empty link stays empty for its own message', () => {
    expect(normalizeMenuLink('news')).toBe('/News')
    expect(normalizeMenuLink('')).toBe('')
    expect(normalizeMenuLink('ftp://x')).toBe('ftp://x')
  })
})

import { describe, expect, it } from 'vitest'

import { footerMenu, headerMenu } from '@/lib/site/menu'
import { menuLinkTarget, normalizeMenuLink } from '@/lib/site/menu-links'
import type { School } from '@/payload-types'

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

describe('a menu as a page draws it', () => {
  it('leaves out a row with no words in the page’s language (added while writing Malayalam)', () => {
    const school = {
      menu: [
        { label: 'Home', link: '/' },
        { label: null, link: '/hostel' },
        {
          label: 'About',
          items: [
            { label: 'About Us', link: '/AboutUs' },
            { label: ' ', link: '/bus-routes' },
          ],
        },
      ],
      footerLinks: [
        { label: '', link: '/hostel' },
        { label: 'News', link: '/News' },
      ],
    } as unknown as School
    expect(headerMenu(school, 'en')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'About', children: [{ label: 'About Us', href: '/AboutUs' }] },
    ])
    expect(footerMenu(school, 'en')).toEqual([{ label: 'News', href: '/News' }])
  })
})

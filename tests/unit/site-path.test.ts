import { describe, expect, it } from 'vitest'

import { encodeQuery, internalPath, searchOf } from '@/lib/site/site-path'

const params = (query?: string[]) => Promise.resolve({ query })

describe('the path a page is cached under', () => {
  it('names the school, then the language, then the route', () => {
    expect(internalPath('JRSBKL', '/', new URLSearchParams())).toBe('/JRSBKL/en')
    expect(internalPath('JRSBKL', '/AboutUs', new URLSearchParams('utm_source=x'))).toBe('/JRSBKL/en/AboutUs')
    expect(internalPath('B2', '/News', new URLSearchParams())).toBe('/B2/en/News')
    expect(internalPath('JRSBKL', '/ml', new URLSearchParams())).toBe('/JRSBKL/ml')
    expect(internalPath('JRSBKL', '/ml/AboutUs', new URLSearchParams())).toBe('/JRSBKL/ml/AboutUs')
    // /mlx is no language's prefix, only an English address no page has.
    expect(internalPath('JRSBKL', '/mlx', new URLSearchParams())).toBe('/JRSBKL/en/mlx')
  })

  it('keeps the files that are one for both languages outside them', () => {
    expect(internalPath('A', '/favicon.ico', new URLSearchParams())).toBe('/A/favicon.ico')
    expect(internalPath('A', '/sitemap.xml', new URLSearchParams())).toBe('/A/sitemap.xml')
    expect(internalPath('A', '/preview', new URLSearchParams('x=1'))).toBe('/A/preview')
    expect(internalPath('A', '/rss.xml', new URLSearchParams())).toBe('/A/en/rss.xml')
    expect(internalPath('A', '/ml/rss.xml', new URLSearchParams())).toBe('/A/ml/rss.xml')
    // Malayalam has no favicon of its own: a 404, never a second copy in the cache.
    expect(internalPath('A', '/ml/favicon.ico', new URLSearchParams())).toBe('/A/ml/favicon.ico')
  })

  it('keeps only the parameters a page reads, in one order, so equal views share one entry', () => {
    const one = internalPath('A', '/News', new URLSearchParams('page=2&year=2024&fbclid=abc'))
    const two = internalPath('A', '/News', new URLSearchParams('year=2024&page=2'))
    expect(one).toBe(two)
    expect(one).toMatch(/^\/A\/en\/News\/[\w-]+$/)
    expect(internalPath('A', '/ml/News', new URLSearchParams('year=2024&page=2'))).toBe(one.replace('/en/', '/ml/'))
    expect(internalPath('A', '/SubGallery', new URLSearchParams('id=7'))).not.toBe('/A/en/SubGallery')
    expect(internalPath('A', '/Gallery', new URLSearchParams('id=7'))).toBe('/A/en/Gallery')
  })

  it('reads back what it wrote, and nothing else', async () => {
    const segment = encodeQuery('News', new URLSearchParams('year=2024&q=sports day'))!
    expect(await searchOf('News', params([segment]))).toEqual({ year: '2024', q: 'sports day' })
    expect(await searchOf('News', params())).toEqual({})
    expect(await searchOf('News', params(['anything']))).toBeNull()
    expect(await searchOf('News', params([segment, 'more']))).toBeNull()
    expect(await searchOf('SubGallery', params([segment]))).toBeNull()
  })

  it('keeps at most 100 characters of a value, as much as any page reads', async () => {
    const segment = encodeQuery('News', new URLSearchParams({ q: 'x'.repeat(2000) }))!
    expect((await searchOf('News', params([segment])))?.q).toBe('x'.repeat(100))
  })
})

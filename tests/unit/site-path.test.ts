import { describe, expect, it } from 'vitest'

import { encodeQuery, internalPath, searchOf } from '@/lib/site/site-path'

const params = (query?: string[]) => Promise.resolve({ query })

describe('the path a page is cached under', () => {
  it('names the school, then the route', () => {
    expect(internalPath('JRSBKL', '/', new URLSearchParams())).toBe('/JRSBKL')
    expect(internalPath('JRSBKL', '/AboutUs', new URLSearchParams('utm_source=x'))).toBe('/JRSBKL/AboutUs')
    expect(internalPath('B2', '/News', new URLSearchParams())).toBe('/B2/News')
  })

  it('keeps only the parameters a page reads, in one order, so equal views share one entry', () => {
    const one = internalPath('A', '/News', new URLSearchParams('page=2&year=2024&fbclid=abc'))
    const two = internalPath('A', '/News', new URLSearchParams('year=2024&page=2'))
    expect(one).toBe(two)
    expect(one).toMatch(/^\/A\/News\/[\w-]+$/)
    expect(internalPath('A', '/SubGallery', new URLSearchParams('id=7'))).not.toBe('/A/SubGallery')
    expect(internalPath('A', '/Gallery', new URLSearchParams('id=7'))).toBe('/A/Gallery')
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

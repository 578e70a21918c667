import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import {
  BodyVersions,
  EncodedBodies,
  entryBytes,
  etagOf,
  matches,
  pickEncoding,
  priorityImageLink,
} from '@/lib/server/cached-answers.mjs'

describe('answers of cached pages', () => {
  it('are compressed as the client accepts, Brotli first', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
  })

  it('are recognised by their ETag, weak or strong, alone or in a list', () => {
    const tag = `"${etagOf('<html>')}"`
    expect(matches(tag, tag)).toBe(true)
    expect(matches(`W/${tag}`, tag)).toBe(true)
    expect(matches(`"other", ${tag}`, tag)).toBe(true)
    expect(matches('*', tag)).toBe(true)
    expect(matches('"other"', tag)).toBe(false)
    expect(matches(undefined, tag)).toBe(false)
    expect(etagOf('<html>')).not.toBe(etagOf('<html> '))
  })

  it('are compressed once per version and kept within their byte budget', () => {
    const store = new EncodedBodies(3000)
    const body = 'Welcome to the school. '.repeat(200)
    const first = store.get('"a"', 'gzip', body)
    expect(zlib.gunzipSync(first).toString()).toBe(body)
    expect(store.get('"a"', 'gzip', 'ignored: this version is kept')).toBe(first)
    expect(zlib.brotliDecompressSync(store.get('"a"', 'br', body)).toString()).toBe(body)
    for (let i = 0; i < 50; i++) store.get(`"v${i}"`, 'gzip', `${i} `.repeat(500))
    expect(store.bytes).toBeLessThanOrEqual(3000)
  })

  it('get their ETag and bytes once per version of each address, within a byte budget', () => {
    const versions = new BodyVersions(5000)
    const page = '<html>News of the week</html>'.repeat(50)
    const first = versions.of('a /News', page)
    expect(first.tag).toBe(etagOf(page))
    expect(first.bytes.toString()).toBe(page)
    // The text is held beside its bytes (at two bytes a character, as V8 may keep it), and counts,
    // as do the entry's key and tag.
    expect(versions.bytes).toBe(entryBytes('a /News', first.tag) + page.length + 2 * page.length)
    // An equal body (another string with the same text) is the same version.
    expect(versions.of('a /News', page.split('').join(''))).toBe(first)
    const edited = versions.of('a /News', page.replace('week', 'year'))
    expect(edited.tag).not.toBe(first.tag)
    expect(edited.bytes.toString()).toContain('News of the year')
    expect(versions.of('b /News', page)).not.toBe(edited)
    for (let i = 0; i < 20; i++) versions.of(`a /page-${i}`, `${i}`.repeat(1000))
    expect(versions.bytes).toBeLessThanOrEqual(5000)
  })
})

describe("a page's priority picture", () => {
  const slide =
    '<img src="/api/image/slide.jpg?w=1920" srcSet="/api/image/slide.jpg?w=640 640w, /api/image/slide.jpg?w=960 960w" ' +
    'sizes="100vw" width="1600" height="700" alt="Welcome &amp; more" loading="eager" fetchPriority="high" decoding="async"/>'

  it('is announced in a Link header, with the widths the browser picks from', () => {
    const html = `<html><body><img src="/api/image/logo.jpg?w=160" loading="lazy"/>${slide}</body></html>`
    expect(priorityImageLink(html)).toBe(
      '</api/image/slide.jpg?w=1920>; rel=preload; as=image; fetchpriority=high; ' +
        'imagesrcset="/api/image/slide.jpg?w=640 640w, /api/image/slide.jpg?w=960 960w"; imagesizes="100vw"',
    )
  })

  it('gives no header for a page without one, or one whose address a header cannot carry', () => {
    expect(priorityImageLink('<html><body><img src="/a.jpg" loading="lazy"/></body></html>')).toBe('')
    expect(priorityImageLink('<img src="/api/image/café.jpg" fetchPriority="high"/>')).toBe('')
    expect(priorityImageLink('<img src="/api/image/a.jpg?x=1&amp;w=640" fetchpriority="high"/>')).toBe(
      '</api/image/a.jpg?x=1&w=640>; rel=preload; as=image; fetchpriority=high',
    )
  })
})

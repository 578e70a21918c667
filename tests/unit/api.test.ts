import { describe, expect, it } from 'vitest'

import { LANG_ERROR, LIMIT_ERROR, PAGE_ERROR, parseListQuery, QUERY_TOO_LONG } from '@/lib/api/query'
import { parseRange } from '@/lib/files/file-response'
import { pickFormat, pickWidth } from '@/lib/files/image-variants'
import { BAD_PATH, checkPath, NOT_FOUND } from '@/lib/files/stored-file'

const window = (query: string) => parseListQuery(new URL(`http://x/api/news/All/A${query}`))

describe('parseListQuery', () => {
  it('answers the whole list without limit and page, else one page', () => {
    expect(window('')).toEqual({ window: null, locale: 'en' })
    expect(window('?_=1')).toEqual({ window: null, locale: 'en' })
    expect(window('?limit=5')).toEqual({ window: { page: 1, limit: 5 }, locale: 'en' })
    expect(window('?page=3')).toEqual({ window: { page: 3, limit: 20 }, locale: 'en' })
  })
  it('answers in English unless lang asks for Malayalam', () => {
    expect(window('?lang=ml')).toEqual({ window: null, locale: 'ml' })
    expect(window('?lang=en&limit=2')).toEqual({ window: { page: 1, limit: 2 }, locale: 'en' })
    expect(window('?lang=fr')).toEqual({ error: LANG_ERROR })
    expect(window('?lang=ml&lang=en')).toEqual({ error: 'Give lang once.' })
  })
  it('names what is wrong', () => {
    expect(window('?limit=0')).toEqual({ error: LIMIT_ERROR })
    expect(window('?limit=101')).toEqual({ error: LIMIT_ERROR })
    expect(window('?limit=1e2')).toEqual({ error: LIMIT_ERROR })
    expect(window('?page=-2')).toEqual({ error: PAGE_ERROR })
    expect(window('?limit=1&limit=2')).toEqual({ error: 'Give limit once.' })
    expect(window(`?q=${'x'.repeat(1000)}`)).toEqual({ error: QUERY_TOO_LONG })
  })
})

describe('checkPath', () => {
  it('lets a plain file name through', () => {
    expect(checkPath('annual-day-1-800x533.jpg')).toBeNull()
    expect(checkPath('Fee structure 2025 (final).pdf')).toBeNull()
  })
  it('refuses every way out of the store', () => {
    for (const bad of [
      '',
      '..',
      '../school.db',
      'a/../../b',
      '/etc/passwd',
      'a\\b',
      'a\u0000.jpg',
      '%2e%2e/x',
      'x%2Fy',
      'a//b',
      './a',
      'x'.repeat(300),
    ]) {
      expect(checkPath(bad), bad).toEqual(BAD_PATH)
    }
    expect(checkPath('media/a.jpg')).toEqual(NOT_FOUND)
    expect(checkPath('.env')).toEqual(NOT_FOUND)
  })
})

describe('parseRange', () => {
  it('reads one range of bytes', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 })
  })
  it('serves the whole file for what it does not understand, and refuses what cannot be met', () => {
    expect(parseRange(null, 1000)).toBeNull()
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeNull()
    expect(parseRange('items=0-1', 1000)).toBeNull()
    expect(parseRange('bytes=1000-', 1000)).toBe('bad')
    expect(parseRange('bytes=5-1', 1000)).toBe('bad')
    expect(parseRange('bytes=-', 1000)).toBe('bad')
  })
})

describe('image variants', () => {
  it('rounds a width up to the fixed list', () => {
    expect(pickWidth('1')).toBe(160)
    expect(pickWidth('640')).toBe(640)
    expect(pickWidth('641')).toBe(960)
    expect(pickWidth('5000')).toBe(1920)
    expect(pickWidth('0')).toBeNull()
    expect(pickWidth('abc')).toBeNull()
    expect(pickWidth('20000')).toBeNull()
  })
  it('chooses AVIF, then WebP, then the original kind by Accept', () => {
    expect(pickFormat('image/avif,image/webp,*/*', 'image/jpeg')).toBe('avif')
    expect(pickFormat('image/webp,*/*', 'image/jpeg')).toBe('webp')
    expect(pickFormat('*/*', 'image/jpeg')).toBe('jpeg')
    expect(pickFormat(null, 'image/png')).toBe('png')
  })
})

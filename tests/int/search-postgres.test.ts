import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { searchSchool } from '@/lib/search/search'
import { PREFIX } from '@/lib/search/store'
import { searchTerms } from '@/lib/search/terms'

import { freshPayload, secondSchool } from '../helpers/payload'
import { startPostgres } from '../helpers/postgres'
import { searchSuite } from '../helpers/search-suite'

/** The site's search on PostgreSQL: its full-text search, the same cases as on SQLite. */
let payload: Payload
let cleanup: () => Promise<void>
let pg: Awaited<ReturnType<typeof startPostgres>>

beforeAll(async () => {
  pg = await startPostgres()
  ;({ payload, cleanup } = await freshPayload({ databaseUrl: pg.url }))
}, 240_000)

afterAll(async () => {
  await cleanup?.()
  pg?.stop()
})

searchSuite(() => ({ payload }))

/** A Malayalam word of `letter` and two more letters, distinct for each n below 37 × 37. */
const word = (letter: string, n: number) =>
  letter + String.fromCodePoint(0x0d15 + (n % 37), 0x0d15 + Math.floor(n / 37))

it("bounds a Malayalam prefix as SQLite does: the most common of the vocabulary's first words", async () => {
  const school = await secondSchool(payload, 'PREFIX')
  const publish = async (title: string, description = '') => {
    const news = await payload.create({
      collection: 'news',
      data: { school, title: 'News', fromDate: '2026-01-01T00:00:00Z', _status: 'published' },
      draft: false,
    })
    await payload.update({ collection: 'news', id: news.id, locale: 'ml', data: { title, description } as never })
  }
  const found = async (q: string) =>
    (await searchSchool(payload, { school, lang: 'ml', terms: searchTerms(q), page: 1 })).total

  // More words begin with ഝ than a prefix stands for: it finds the records of PREFIX.words of them.
  for (let n = 0; n < PREFIX.words + 5; n++) await publish(word('ഝ', n))
  expect(await found('ഝ')).toBe(PREFIX.words)
  // A longer prefix begins fewer words, each of them found.
  expect(await found(word('ഝ', 3))).toBe(1)

  // Of the words beginning with ഞ, only the first PREFIX.wordsRead in order are read: a word after
  // them is not found by the one letter, though it is by more of itself.
  await publish('ഞ', Array.from({ length: PREFIX.wordsRead }, (_, n) => word('ഞ', n)).join(' '))
  await publish(`${'ഞ'}ൺൺ`)
  expect(await found('ഞ')).toBe(1)
  expect(await found('ഞൺ')).toBe(1)
}, 120_000)

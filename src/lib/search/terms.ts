/**
 * A visitor's search as words the database can match, never as syntax: whatever is typed (quotes,
 * `%`, `*`, `NEAR`, `OR`, a page of text), only its words reach the query, each quoted, all of
 * them required. Browser-safe: the page's form and the API read the same limits and messages.
 */
import { searchForm } from './malayalam-form'

/** The longest search a visitor may send, in characters (issue 32). */
export const MAX_QUERY_LENGTH = 200

/** Words of a search beyond these are ignored: eight words already narrow a school's site to little. */
export const MAX_TERMS = 8

/** Results on a page of results, and the last page a search can be paged to. */
export const RESULTS_PER_PAGE = 10
export const MAX_RESULTS_PAGE = 50

/**
 * Searches one address may make in the rate limit's ten minutes (lib/submissions/rate-limit.ts):
 * 120 a minute on average, twice what a person typing and reading results gets near.
 */
export const SEARCHES_PER_WINDOW = 1200

export const SEARCH_MESSAGES = {
  tooLong: `A search can be at most ${MAX_QUERY_LENGTH} characters long.`,
  noWords: 'Type a word to search for.',
  tooMany: 'Too many searches from your address. Please wait a few minutes and try again.',
  badLang: 'lang must be en or ml.',
  badPage: `page must be a whole number from 1 to ${MAX_RESULTS_PAGE}.`,
} as const

/**
 * A word as the indexes cut text into words: letters, digits and the marks that belong to them.
 * Malayalam's vowel signs and virama are marks (Mn, Mc), so `വിദ്യാലയം` stays one word; SQLite's
 * tokenizer is told the same (`categories 'L* N* Co M*'`, the migration).
 */
const WORD = /[\p{L}\p{N}\p{M}]+/gu

/** A word in Latin letters and digits: English, stemmed by both databases (`fees` finds `fee`). */
const LATIN = /^[\p{Script=Latin}\p{N}\p{M}]+$/u

export type Term = {
  word: string
  /**
   * Matched as the start of a word. Malayalam joins endings to its words (`അവധിക്ക്`, to the
   * holiday) and neither database has a Malayalam stemmer, so a Malayalam word finds the words it
   * begins; English words are matched by their stem instead.
   */
  prefix: boolean
}

/** The distinct words of a search, lower-cased, at most MAX_TERMS. */
export function searchTerms(query: string): Term[] {
  const words = [...new Set((searchForm(query).toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, 60)))]
  return words.slice(0, MAX_TERMS).map((word) => ({ word, prefix: !LATIN.test(word) }))
}

/** The search as a visitor sent it, checked: its words, or what is wrong with it (a key of SEARCH_MESSAGES). */
export function checkedQuery(raw: unknown): { terms: Term[]; query: string } | { problem: 'tooLong' | 'noWords' } {
  const query = typeof raw === 'string' ? raw.trim() : ''
  if (query.length > MAX_QUERY_LENGTH) return { problem: 'tooLong' }
  const terms = searchTerms(query)
  return terms.length ? { terms, query } : { problem: 'noWords' }
}

import type { Payload } from 'payload'

import type { Locale } from '../../i18n/locales.mjs'
import type { SearchKind } from './kinds'
import { SEARCHED } from './searched'
import { MARK_END, MARK_START, connectionOf, storeOf } from './store'
import { RESULTS_PER_PAGE, type Term } from './terms'

/** A text with the searched words marked: the page draws `mark` parts in <mark>. */
export type MarkedText = { text: string; mark: boolean }[]

export type SearchResult = {
  kind: SearchKind
  title: MarkedText
  snippet: MarkedText
  /** The page the record is on, on the school's site, without the language prefix. */
  path: string
  date: string | null
  /** Found through its text in the other language: it has none in the language searched yet. */
  inOtherLanguage: boolean
}

export type SearchPage = { total: number; page: number; pages: number; results: SearchResult[] }

/** The database's marked text as parts; a mark left open (a snippet cut mid-word) closes at the end. */
export function markedParts(text: string): MarkedText {
  const parts: MarkedText = []
  for (const [i, piece] of text.split(MARK_START).entries()) {
    const [marked, rest] = i === 0 ? [null, piece] : [piece.split(MARK_END)[0], piece.split(MARK_END).slice(1).join('')]
    if (marked) parts.push({ text: marked, mark: true })
    if (rest) parts.push({ text: rest.replaceAll(MARK_END, ''), mark: false })
  }
  return parts
}

export const plainOf = (parts: MarkedText) => parts.map((p) => p.text).join('')

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The text as HTML, escaped, with the matched words in <mark> (the API's `marked` fields). */
export const markedHtml = (parts: MarkedText) =>
  parts.map((p) => (p.mark ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join('')

/** A page of a school's results for checked words (lib/search/terms.ts), best first. */
export async function searchSchool(
  payload: Payload,
  { school, lang, terms, page }: { school: number; lang: Locale; terms: Term[]; page: number },
): Promise<SearchPage> {
  const store = await storeOf(payload)
  const { total, hits } = await store.search(await connectionOf(payload), {
    school,
    lang,
    terms,
    limit: RESULTS_PER_PAGE,
    offset: (page - 1) * RESULTS_PER_PAGE,
  })
  return {
    total,
    page,
    pages: Math.ceil(total / RESULTS_PER_PAGE),
    results: hits.map((hit) => ({
      kind: SEARCHED[hit.collection]?.kind ?? 'page',
      title: markedParts(hit.title),
      snippet: markedParts(hit.snippet),
      path: hit.path,
      date: hit.date,
      inOtherLanguage: hit.inOtherLanguage,
    })),
  }
}

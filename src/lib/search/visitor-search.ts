import type { Payload } from 'payload'

import type { Locale } from '../../i18n/locales.mjs'
import { allowRequest } from '../submissions/rate-limit'
import { searchSchool, type SearchPage } from './search'
import { MAX_RESULTS_PAGE, SEARCHES_PER_WINDOW, checkedQuery } from './terms'

/** What a visitor's search comes to, on the page and in the API alike. */
export type VisitorSearch =
  | { outcome: 'none' }
  | { outcome: 'refused'; problem: 'tooLong' | 'noWords' | 'tooMany'; status: 400 | 429 }
  | { outcome: 'found'; query: string; found: SearchPage }

/** A results page number from 1 to MAX_RESULTS_PAGE, or null. */
export function resultsPage(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return 1
  const page = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN
  return page >= 1 && page <= MAX_RESULTS_PAGE ? page : null
}

/**
 * A search as a visitor sends it (`q` as typed), checked, counted against the address's limit and
 * run: nothing asked (no `q`), refused with the reason, or a page of results.
 */
export async function visitorSearch(
  payload: Payload,
  {
    school,
    lang,
    q,
    page,
    address,
  }: { school: number; lang: Locale; q: string | null | undefined; page: number; address: string },
): Promise<VisitorSearch> {
  if (q === null || q === undefined || q.trim() === '') return { outcome: 'none' }
  const checked = checkedQuery(q)
  if ('problem' in checked) return { outcome: 'refused', problem: checked.problem, status: 400 }
  if (!(await allowRequest('search', address, Date.now(), SEARCHES_PER_WINDOW)))
    return { outcome: 'refused', problem: 'tooMany', status: 429 }
  const found = await searchSchool(payload, { school, lang, terms: checked.terms, page })
  return { outcome: 'found', query: checked.query, found }
}

/*
 * src/lib/search: the site's search. What is searched and how a record reads in the index
 * (searched.ts, kinds.ts), a visitor's words made safe for the database (terms.ts), the index in SQLite
 * FTS5 and PostgreSQL full-text search behind one interface (store.ts, sqlite-store.ts,
 * postgres-store.ts), the index kept in step with saves and rebuilt on demand (sync.ts), and
 * the search itself as the page and the API answer it (search.ts).
 */
import { LOCALES, type Locale } from '../../i18n/locales.mjs'
import { typesWith, type TypeWith } from '../../collections/registry'
import { inLocale, written } from '../content/in-locale'
import { SEARCH_KINDS, type SearchKind, type SearchText } from './kinds'
import { searchForm } from './malayalam-form'

type Doc = Record<string, unknown>

type Searched = {
  kind: SearchKind
  /** Whether the collection has drafts: only its published records are searched. */
  drafts: boolean
  text: (doc: Doc) => SearchText
  path: (doc: Doc) => string
}

type SearchedType = TypeWith<'search'>

/**
 * The collections the site's search reads (issue 32): each one's kind, its words and the page
 * a visitor finds it on (the page a preview opens), as each type says (collections/<Type>/descriptor.ts).
 * In the order of their kinds, which is the order a rebuild writes the index in.
 */
export const SEARCHED = Object.fromEntries(
  typesWith('search')
    .map((type, at) => ({ type, at }))
    .sort((a, b) => SEARCH_KINDS.indexOf(a.type.search.kind) - SEARCH_KINDS.indexOf(b.type.search.kind) || a.at - b.at)
    .map(({ type }) => [
      type.slug,
      { kind: type.search.kind, drafts: type.drafts, text: type.search.text, path: type.publicPath },
    ]),
) as Record<SearchedType['slug'], Searched>

/**
 * What the index holds, as a version: raised whenever SEARCHED or entriesOf changes what a record's
 * rows say, so that the next start rebuilds every school's index (lib/search/sync.ts).
 */
export const SEARCH_INDEX_VERSION = '2'

export type SearchedCollection = keyof typeof SEARCHED

export const SEARCHED_COLLECTIONS = Object.keys(SEARCHED) as SearchedCollection[]

export const isSearched = (slug: unknown): slug is SearchedCollection =>
  typeof slug === 'string' && Object.hasOwn(SEARCHED, slug)

/** One row of the index: a record in one language. */
export type SearchEntry = SearchText & {
  school: number
  lang: Locale
  collection: SearchedCollection
  docId: number
  path: string
  /**
   * A row whose record has no text in the row's language yet: found, and shown, in the other one
   * (English on the Malayalam site, Malayalam on the English). Kept in the column `in_english`,
   * named when only Malayalam rows could.
   */
  inOtherLanguage: boolean
}

/** Whether any localized text of a record (read with every language) is written in `lang`. */
function hasTextIn(value: unknown, lang: Locale): boolean {
  if (Array.isArray(value)) return value.some((item) => hasTextIn(item, lang))
  if (!value || typeof value !== 'object') return false
  const node = value as Doc
  const keys = Object.keys(node)
  if (keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key))) return written(node[lang])
  return Object.values(node).some((field) => hasTextIn(field, lang))
}

const schoolOf = (doc: Doc) =>
  typeof doc.school === 'object' && doc.school ? Number((doc.school as Doc).id) : Number(doc.school)

/**
 * A published record, read with every language (`locale: 'all'`), as the index's rows: one per
 * language, each text in that language or, where the office has not written it yet, in the other.
 */
export function entriesOf(collection: SearchedCollection, doc: Doc): SearchEntry[] {
  const searched: Searched = SEARCHED[collection]
  const school = schoolOf(doc)
  if (!Number.isInteger(school)) return []
  return LOCALES.map((lang) => {
    const text = searched.text(inLocale(doc, lang))
    return {
      title: searchForm(text.title),
      body: searchForm(text.body),
      date: text.date,
      school,
      lang,
      collection,
      docId: Number(doc.id),
      path: searched.path(doc),
      inOtherLanguage: !hasTextIn(doc, lang),
    }
  }).filter((entry) => entry.title.trim() !== '')
}

/*
 * src/lib/search: the site's search. What is searched and how a record reads in the index
 * (searched.ts), a visitor's words made safe for the database (terms.ts), the index in SQLite
 * FTS5 and PostgreSQL full-text search behind one interface (store.ts, sqlite-store.ts,
 * postgres-store.ts), the index kept in step with saves and rebuilt on demand (sync.ts), and
 * the search itself as the page and the API answer it (search.ts).
 */
import type { CollectionSlug } from 'payload'

import { LOCALES, type Locale } from '../../i18n/locales.mjs'
import { inLocale, written } from '../content/in-locale'
import { plainText } from '../content/richtext'
import { publicPathOf } from '../preview/paths'

type Doc = Record<string, unknown>

/** What a search result says it is; the page names each kind in the reader's language. */
export const SEARCH_KINDS = ['news', 'event', 'circular', 'gallery', 'video', 'topper', 'teacher', 'page'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** A record's words in one language, as the index holds them. */
export type SearchText = { title: string; body: string; date: string | null }

type Searched = {
  kind: SearchKind
  /** Whether the collection has drafts: only its published records are searched. */
  drafts: boolean
  text: (doc: Doc) => SearchText
  path: (doc: Doc) => string
}

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')
const join = (...parts: unknown[]) =>
  parts
    .map(str)
    .filter((part) => part.trim() !== '')
    .join('\n')
const dated = (value: unknown) => (typeof value === 'string' && value ? value : null)

/** Every text a visitor reads in an own page's blocks: captions, headings, cells, questions, answers. */
function blockWords(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) blockWords(item, out)
  else if (value && typeof value === 'object') {
    const node = value as Doc
    if (node.root && typeof node.root === 'object') out.push(plainText(node))
    else
      for (const [key, field] of Object.entries(node)) {
        // Files, pictures, links and a block's own names are not words a visitor reads.
        if (['id', 'blockType', 'blockName', 'url', 'link', 'image', 'file', 'images', 'media'].includes(key)) continue
        if (typeof field === 'string' && key !== 'style' && key !== 'align') out.push(field)
        else blockWords(field, out)
      }
  }
  return out
}

/**
 * The collections the site's search reads (issue 32): each one's kind, its words and the page
 * a visitor finds it on (the page a preview opens, lib/preview/paths.ts).
 */
export const SEARCHED = {
  news: {
    kind: 'news',
    drafts: true,
    text: (d) => ({ title: str(d.title), body: join(d.description), date: dated(d.fromDate) }),
    path: (d) => publicPathOf('news', d),
  },
  events: {
    kind: 'event',
    drafts: true,
    text: (d) => ({ title: str(d.title), body: join(d.venue, d.time, d.description), date: dated(d.date) }),
    path: (d) => publicPathOf('events', d),
  },
  circulars: {
    kind: 'circular',
    drafts: true,
    text: (d) => ({
      title: str(d.title),
      // The text first, so that a snippet is cut from it rather than from the number and category.
      body: join(plainText(d.body), d.number, d.category, ...(Array.isArray(d.classes) ? d.classes : [])),
      date: dated(d.date),
    }),
    path: (d) => publicPathOf('circulars', d),
  },
  gallery: {
    kind: 'gallery',
    drafts: true,
    text: (d) => ({ title: str(d.title), body: join(d.name, d.description), date: dated(d.date) }),
    path: (d) => publicPathOf('gallery', d),
  },
  videos: {
    kind: 'video',
    drafts: true,
    text: (d) => ({ title: str(d.title), body: '', date: dated(d.date) }),
    path: (d) => publicPathOf('videos', d),
  },
  toppers: {
    kind: 'topper',
    drafts: true,
    text: (d) => ({
      title: str(d.name),
      body: join(`Class ${str(d.class)}`, d.stream, d.sessionYear, d.division == null ? '' : `${str(d.division)} %`),
      date: null,
    }),
    path: (d) => publicPathOf('toppers', d),
  },
  faculty: {
    kind: 'teacher',
    drafts: false,
    text: (d) => ({ title: str(d.name), body: join(d.designation, d.qualification), date: null }),
    path: () => '/Faculties',
  },
  pages: {
    kind: 'page',
    drafts: true,
    text: (d) => ({
      title: str(d.title),
      body: join(
        d.description,
        plainText(d.body),
        d.listTitle,
        ...(Array.isArray(d.items) ? d.items.map((item) => (item as Doc).text) : []),
        plainText(d.closing),
      ),
      date: null,
    }),
    path: (d) => publicPathOf('pages', d),
  },
  'custom-pages': {
    kind: 'page',
    drafts: true,
    text: (d) => ({ title: str(d.title), body: join(d.description, ...blockWords(d.layout)), date: null }),
    path: (d) => publicPathOf('custom-pages', d),
  },
} as const satisfies Partial<Record<CollectionSlug, Searched>>

/**
 * What the index holds, as a version: raised whenever SEARCHED or entriesOf changes what a record's
 * rows say, so that the next start rebuilds every school's index (lib/search/sync.ts).
 */
export const SEARCH_INDEX_VERSION = '1'

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
      ...text,
      school,
      lang,
      collection,
      docId: Number(doc.id),
      path: searched.path(doc),
      inOtherLanguage: !hasTextIn(doc, lang),
    }
  }).filter((entry) => entry.title.trim() !== '')
}

/*
 * src/lib/content: how stored content is shown: the data pages' filters and lists (this file,
 * content-lists), dates and numbers (format, session-year), rich text and pictures (richtext,
 * media). The queries themselves are in ../queries.
 */
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.mjs'
import { MALAYALAM_MONTHS } from './format'
import type { CollectionSlug, Sort, Where } from 'payload'

import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolTag } from '../platform/cache'
import { whereOf, type ContentList } from './content-lists'
import { payloadClient } from '../platform/payload'
import { siteAccess, siteReads } from '../preview/session'
import { inLocale } from './in-locale'

/**
 * The filters of the data pages as they stand in the URL (?year=2025&month=3&q=…&page=2), and a
 * list's own filters beside them (/Circulars: category and class), which page links keep.
 */
export type ListParams = {
  year: number | 'all'
  month: number | null
  q: string
  page: number
  filters?: Record<string, string>
}

export const PAGE_SIZE = 12

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** The months' names in the filters, January first: SPEC's short ones in English, Malayalam's in full. */
export function monthNames(locale: Locale = DEFAULT_LOCALE): readonly string[] {
  return locale === 'ml' ? MALAYALAM_MONTHS : MONTHS
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/**
 * Reads the filters from the query string, never trusting it: anything odd falls back to the
 * default. SPEC §9: the year defaults to the current year.
 */
export function parseListParams(
  search: Record<string, string | string[] | undefined>,
  defaultYear: number | 'all' = new Date().getFullYear(),
): ListParams {
  const yearText = one(search.year)
  const year = yearText === 'all' ? 'all' : /^\d{4}$/.test(yearText ?? '') ? Number(yearText) : defaultYear
  const monthText = one(search.month)
  const month = /^([1-9]|1[0-2])$/.test(monthText ?? '') ? Number(monthText) : null
  const q = (one(search.q) ?? '').trim().slice(0, 100)
  const pageText = one(search.page)
  const page = /^\d{1,5}$/.test(pageText ?? '') && Number(pageText) > 0 ? Number(pageText) : 1
  return { year, month, q, page }
}

const iso = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1)).toISOString()

/** Dates of one month (or a whole year) as a range the database can use its index for. */
export function dateRange(field: string, year: number, month: number | null): Where {
  const from = month ? iso(year, month) : iso(year, 1)
  const to = month ? iso(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1) : iso(year + 1, 1)
  return { and: [{ [field]: { greater_than_equal: from } }, { [field]: { less_than: to } }] }
}

/** The date part of the filter: a year, a month of a year, or one month across every year. */
export function dateWhere(field: string, params: ListParams, years: number[]): Where | null {
  if (params.year !== 'all') return dateRange(field, params.year, params.month)
  if (!params.month) return null
  return { or: years.map((y) => dateRange(field, y, params.month)) }
}

async function bounds(collection: CollectionSlug, field: string, where: Where) {
  const payload = await payloadClient()
  const edge = (sort: string) =>
    payload
      .find({ collection, where, sort, limit: 1, depth: 0, ...siteReads(), select: { [field]: true } })
      .then((r) => (r.docs[0] as unknown as Record<string, unknown> | undefined)?.[field] as string | undefined)
  const [first, last] = await Promise.all([edge(field), edge(`-${field}`)])
  return first && last ? [new Date(first).getUTCFullYear(), new Date(last).getUTCFullYear()] : null
}

/** The years that have at least one record, newest first (SPEC §2: "All plus the years found"). */
export async function yearsWithContent(collection: CollectionSlug, field: string, where: Where): Promise<number[]> {
  const range = await bounds(collection, field, where)
  if (!range) return []
  const payload = await payloadClient()
  const years: number[] = []
  for (let y = range[1]; y >= range[0]; y--) years.push(y)
  const counts = await Promise.all(
    years.map((y) =>
      payload.count({ collection, where: { and: [where, dateRange(field, y, null)] }, ...siteAccess() }),
    ),
  )
  return years.filter((_, i) => counts[i].totalDocs > 0)
}

/** The months (1–12) that have records in the chosen year, or in any year (SPEC §2 Events). */
export async function monthsWithContent(
  collection: CollectionSlug,
  field: string,
  where: Where,
  year: number | 'all',
  years: number[],
): Promise<number[]> {
  const payload = await payloadClient()
  const months = Array.from({ length: 12 }, (_, i) => i + 1)
  const counts = await Promise.all(
    months.map((m) => {
      const range = year === 'all' ? { or: years.map((y) => dateRange(field, y, m)) } : dateRange(field, year, m)
      return year === 'all' && !years.length
        ? Promise.resolve({ totalDocs: 0 })
        : payload.count({ collection, where: { and: [where, range] }, ...siteAccess() })
    }),
  )
  return months.filter((_, i) => counts[i].totalDocs > 0)
}

/** A page of records matching school, filters and search, counted and paged in the database. */
export async function findPage<T>(
  collection: CollectionSlug,
  options: { where: Where; sort: Sort; page: number; limit?: number; depth?: number; locale?: Locale },
): Promise<{ docs: T[]; total: number; pages: number; page: number }> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection,
    where: options.where,
    sort: options.sort,
    page: options.page,
    limit: options.limit ?? PAGE_SIZE,
    depth: options.depth ?? 1,
    ...siteReads(),
  })
  return {
    docs: inLocale(result.docs as T[], options.locale ?? DEFAULT_LOCALE),
    total: result.totalDocs,
    pages: result.totalPages,
    page: result.page ?? 1,
  }
}

export const and = (...parts: (Where | null | undefined | false)[]): Where => ({
  and: parts.filter((p): p is Where => Boolean(p)),
})

/**
 * The queries of a dated list page (News, Events, Gallery, VideoGallery), cached per school: the
 * years found, the months present, one page of matching records newest first, and one record by id.
 */
export function datedListing<T>(
  list: ContentList,
  dateField: string,
  /** The list's own filters (ListParams.filters) as a condition. */
  ownFilters: (params: ListParams) => Where | null = () => null,
) {
  const { collection } = list
  // Two listings of one collection (photo galleries, every gallery entry) never share answers.
  const key = `${collection}:${JSON.stringify(list.where ?? {})}`
  const base = (school: number) => whereOf(list, school)
  const tags = (school: number) => [schoolTag(school)]
  const page = cachedQuery(
    `${key}-page`,
    async (school: number, params: ListParams, locale: Locale = DEFAULT_LOCALE) => {
      const years = await yearsWithContent(collection, dateField, base(school))
      const [found, months] = await Promise.all([
        findPage<T>(collection, {
          where: and(
            base(school),
            dateWhere(dateField, params, years),
            params.q ? { title: { like: params.q } } : null,
            ownFilters(params),
          ),
          sort: list.sort,
          page: params.page,
          locale,
        }),
        monthsWithContent(collection, dateField, base(school), params.year, years),
      ])
      return { years, months, list: found, hasAny: years.length > 0 }
    },
    tags,
  )
  const item = cachedQuery(
    `${key}-item`,
    async (school: number, id: number, locale: Locale = DEFAULT_LOCALE): Promise<T | null> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection,
        where: and(base(school), { id: { equals: id } }),
        limit: 1,
        depth: 1,
        ...siteReads(),
      })
      return inLocale((docs[0] as T | undefined) ?? null, locale)
    },
    tags,
  )
  return { page, item }
}

/** A positive whole-number id from the query string, or null. */
export const parseId = (value: string | string[] | undefined): number | null => {
  const text = Array.isArray(value) ? value[0] : value
  return text && /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null
}

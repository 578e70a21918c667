import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { cache } from 'react'

import { DEFAULT_LOCALE, isLocale, localeOf, type Locale } from '@/i18n/locales.mjs'
import { inLocale, STORED_LOCALE } from '@/lib/content/in-locale'
import type { School } from '@/payload-types'

import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolCodeTag } from '../platform/cache'
import { schoolCodeForHost, schoolIdForCode } from './domains'
import { type QueryRoute, type Search, searchOf } from './site-path'
import { payloadClient } from '../platform/payload'

const findSchool = cachedQuery(
  'school-by-code',
  async (code: string, locale: Locale = DEFAULT_LOCALE): Promise<School | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'schools',
      where: { code: { equals: code.toUpperCase() } },
      limit: 1,
      depth: 1,
      overrideAccess: false,
      locale: STORED_LOCALE,
    })
    return inLocale(docs[0] ?? null, locale)
  },
  (code) => [schoolCodeTag(code)],
)

/** A school by its code, its texts in one language; null when no such school exists. */
export const getSchool = cache((code: string, locale: Locale = DEFAULT_LOCALE) =>
  findSchool(code.toUpperCase(), locale),
)

export { UNKNOWN_SCHOOL } from './unknown-school'

/** School codes are short letters and digits; anything else is no school's code. */
export const SCHOOL_CODE_PATTERN = /^[A-Za-z0-9]{1,20}$/

/** The school a public path names, its texts in one language; null for an unknown or malformed code. */
export const schoolByCode = async (code: string, locale: Locale = DEFAULT_LOCALE): Promise<School | null> =>
  SCHOOL_CODE_PATTERN.test(code) ? getSchool(code, locale) : null

/** The id of the school a public API path names, from the in-memory table of schools only. */
export function knownSchoolId(code: string): number | undefined {
  if (!SCHOOL_CODE_PATTERN.test(code)) return undefined
  const known = schoolIdForCode(code)
  return known === undefined ? undefined : Number(known)
}

/**
 * The id of the school a public API path names, or null: from the in-memory table of schools when
 * it knows the code (the list endpoints' hot path reads no database), else from the database.
 */
export async function schoolIdByCode(code: string): Promise<number | null> {
  if (!SCHOOL_CODE_PATTERN.test(code)) return null
  return knownSchoolId(code) ?? (await getSchool(code))?.id ?? null
}

/**
 * What every public page and layout receives: the school and the language its path was rewritten
 * to (proxy.ts). The school's files that are one for both languages (favicon, sitemap…) have no
 * language.
 */
export type SchoolParams = { params: Promise<{ school: string; locale?: string }> }

/**
 * The school a page is rendered for, from its path; the 404 page when there is no such school or
 * language. The language is set for the render here, where every page and layout passes, so that
 * next-intl's getTranslations() in any server component below reads it without a request header
 * (which would make every page dynamic, out of the cache).
 */
export async function pageSchool(params: SchoolParams['params']): Promise<School> {
  const { school: code, locale } = await params
  if (locale !== undefined) {
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
  }
  const school = await schoolByCode(code, localeOf(locale))
  if (!school) notFound()
  return school
}

/** The language a page is rendered in, from its path. */
export async function pageLocale(params: SchoolParams['params']): Promise<Locale> {
  return localeOf((await params).locale)
}

/** The school of the request's host, for what runs outside a page's path (form actions, the 404 page). */
export async function requestSchool(): Promise<School | null> {
  return getSchool(schoolCodeForHost((await headers()).get('host')))
}

/** A page that reads query parameters: they come in its path (lib/site/site-path.ts). */
export type QueryPageParams = { params: Promise<{ school: string; locale?: string; query?: string[] }> }

/** The school and the query a data page is rendered for; the 404 page for a path the proxy never writes. */
export async function pageSchoolAndSearch(
  route: QueryRoute,
  params: QueryPageParams['params'],
): Promise<{ school: School; search: Search }> {
  const [school, search] = await Promise.all([pageSchool(params), searchOf(route, params)])
  if (!search) notFound()
  return { school, search }
}

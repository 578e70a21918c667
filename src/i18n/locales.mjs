// @ts-check
/**
 * The site's languages and how an address names one: English at SPEC §2's routes, Malayalam at
 * the same routes under /ml. The address alone decides, so every page stays one cacheable answer.
 * Plain JavaScript: the HTTP server (scripts/server.mjs) reads it without a build step.
 */

/** The languages, English first: it is the default and every record's required text. */
export const LOCALES = /** @type {const} */ (['en', 'ml'])

/** @typedef {(typeof LOCALES)[number]} Locale */

/** @type {Locale} */
export const DEFAULT_LOCALE = 'en'

/** Each language's name in its own script: the header's switch, the admin's language menu. */
export const LOCALE_NAMES = /** @type {const} */ ({ en: 'English', ml: 'മലയാളം' })

/** Each language's name in English: the admin's fields and the office's spreadsheets. */
export const LOCALE_NAMES_IN_ENGLISH = /** @type {const} */ ({ en: 'English', ml: 'Malayalam' })

/** @param {unknown} value @returns {value is Locale} */
export const isLocale = (value) => LOCALES.includes(/** @type {Locale} */ (value))

/** A path segment's language; English for anything else. @param {unknown} value @returns {Locale} */
export const localeOf = (value) => (isLocale(value) ? value : DEFAULT_LOCALE)

/** The language the switch in the header leads to. @param {Locale} locale @returns {Locale} */
export const otherLocale = (locale) => (locale === 'ml' ? 'en' : 'ml')

/**
 * The language an address names and the rest of its path: `/ml/News` is Malayalam's `/News`,
 * `/ml` Malayalam's `/`; any other path is English's.
 * @param {string} pathname
 * @returns {{ locale: Locale, path: string }}
 */
export function splitLocale(pathname) {
  const match = /^\/(ml)(?=\/|$)(.*)$/.exec(pathname)
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname }
  return { locale: /** @type {Locale} */ (match[1]), path: match[2] || '/' }
}

/**
 * A path of the site as visitors write it in a language: `localePath('ml', '/News')` is
 * `/ml/News`, `localePath('ml', '/?x=1')` is `/ml?x=1`.
 * @param {Locale} locale
 * @param {string} path starting with /, with its query if any
 */
export function localePath(locale, path) {
  if (locale === DEFAULT_LOCALE) return path
  return /^\/(?:[?#]|$)/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`
}

/**
 * The request header by which src/proxy.ts tells what renders outside a page's path (the 404 page
 * of unknown addresses, form actions) the language of the address.
 */
export const LOCALE_HEADER = 'x-site-locale'

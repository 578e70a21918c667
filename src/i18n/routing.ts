import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from './locales.mjs'

/**
 * next-intl's view of the languages (src/i18n/locales.mjs): English without a prefix, Malayalam
 * under /ml, never chosen by Accept-Language or a cookie. next-intl's own middleware is not used:
 * src/proxy.ts rewrites each address to its school and language, and the language reaches
 * next-intl as the [locale] segment (lib/site/school.ts's pageSchool sets it for the render).
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  alternateLinks: false,
})

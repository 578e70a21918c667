import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { MESSAGES } from './messages'
import { routing } from './routing'

/**
 * The message catalogue and formats for a render. Dates are shown in Kerala's time zone whatever
 * the server's is.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return { locale, timeZone: 'Asia/Kolkata', messages: MESSAGES[locale] }
})

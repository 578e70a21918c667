import { createTranslator } from 'next-intl'

import type { Locale } from '../locales.mjs'
import { en } from './en'
import { ml } from './ml'

/** Each language's catalogue. */
export const MESSAGES = { en, ml }

/**
 * Messages of a language outside a page's render (feeds, route handlers), where next-intl's
 * getTranslations has no page to take the language from.
 */
export const translator = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale] })

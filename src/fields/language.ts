import type { SelectField } from 'payload'

import { DEFAULT_LOCALE, LOCALE_NAMES_IN_ENGLISH, LOCALES } from '@/i18n/locales.mjs'

/**
 * The language of the page a form was sent from (or the API's `?lang`): the office sees it, in a
 * column and a filter, to reply in it, and the acknowledgement mail goes in it. What the visitor
 * typed is stored as typed, in whatever script they typed it.
 */
export const pageLanguageField = (
  description = 'The language of the page it was sent from. Reply in it.',
): SelectField => ({
  name: 'language',
  type: 'select',
  defaultValue: DEFAULT_LOCALE,
  options: LOCALES.map((value) => ({ value, label: LOCALE_NAMES_IN_ENGLISH[value] })),
  admin: {
    position: 'sidebar',
    readOnly: true,
    description,
  },
})

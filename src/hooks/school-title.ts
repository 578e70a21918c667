import type { CollectionBeforeOperationHook } from 'payload'

import { LOCALES } from '@/i18n/locales.mjs'

/**
 * A school asked for its name alone is asked for its title: the admin's school pickers and labels
 * read it so, in the language the admin is set to. A school without a Malayalam name read "Untitled
 * - ID: 1" there; it shows its name in the other language instead. Other reads (its own form, the
 * site's pages) keep each language's own text.
 */
export const schoolTitleInOtherLanguage: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'read') return args
  const { req, select } = args as { req?: { locale?: string | null; fallbackLocale?: unknown }; select?: object }
  if (!req?.locale || req.locale === 'all' || !select || Object.keys(select).join() !== 'name') return args
  req.fallbackLocale = LOCALES.filter((locale: string) => locale !== req.locale)
  return args
}

import type { CollectionBeforeOperationHook, SanitizedConfig } from 'payload'

import { DEFAULT_LOCALE } from '../i18n/locales.mjs'

/**
 * A request to Payload's REST API without `?locale=` is in English, the default language. Payload
 * gives such a request no language at all when localization has no fallback (payload.config.ts),
 * and then stores the texts it was sent under no language: the save answers 200 and changes
 * nothing, and a publish finds the required title missing.
 */
const inDefaultLocale: CollectionBeforeOperationHook = ({ args, req }) => {
  if (!req.locale) req.locale = DEFAULT_LOCALE
  return args
}

export function everyRequestInALanguage(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [inDefaultLocale, ...(collection.hooks.beforeOperation ?? [])]
  }
  return config
}

import type { Messages } from './messages/en'
import type { Locale } from './locales.mjs'

// Typed keys: a misspelt message key is a type error (next-intl's AppConfig).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}

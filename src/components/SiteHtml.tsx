import type { ReactNode } from 'react'

import { htmlLang } from '@/i18n/html-lang'
import type { Locale } from '@/i18n/locales.mjs'

/**
 * The <html> and <body> of a school page in its language (its `lang`, which also picks the
 * Malayalam font in site.css), shared by its layout and the 404 page of unknown addresses.
 */
export function SiteHtml({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={htmlLang(locale)}>
      <body>{children}</body>
    </html>
  )
}

import type { ReactNode } from 'react'

import { htmlLang } from '@/i18n/html-lang'
import type { Locale } from '@/i18n/locales.mjs'
import { malayalamFont } from '@/i18n/malayalam-font'

/**
 * The <html> and <body> of a school page in its language (its `lang`, and on Malayalam pages the
 * Malayalam font), shared by its layout and the 404 page of unknown addresses.
 */
export function SiteHtml({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={htmlLang(locale)} className={locale === 'ml' ? malayalamFont.className : undefined}>
      <body>{children}</body>
    </html>
  )
}

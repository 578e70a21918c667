import type { ReactNode } from 'react'

/** The <html> and <body> of a school page, shared by its layout and the 404 page of unknown addresses. */
export function SiteHtml({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  )
}

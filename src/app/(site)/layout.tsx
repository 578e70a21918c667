import type { ReactNode } from 'react'

/**
 * The document of every school page. It is the root layout, rather than the school's layout
 * below it, because Next.js renders a root layout that has a second slot (@banner) twice on every
 * page, the second time around its not-found page: the header and footer travelled twice in each
 * page's RSC data, a fifth of home's.
 */
export default function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body>{children}</body>
    </html>
  )
}

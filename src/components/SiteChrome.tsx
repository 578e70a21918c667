import type { CSSProperties, ReactNode } from 'react'

import { getLocale } from 'next-intl/server'

import { uiTextTable } from '@/i18n/messages/ui-text'
import { getHighlightTitles } from '@/collections/Highlights/queries'
import { schoolData } from '@/lib/site/structured-data'
import type { School } from '@/payload-types'

import { Footer } from './Footer'
import { Header } from './Header'
import { JsonLd } from './JsonLd'
import { PreviewBar } from './preview/PreviewBar'
import { SkipLink } from './SkipLink'
import { UiTextProvider } from './UiText'
import { UrgentAlert } from './UrgentAlert'

/**
 * The inside of every public page's <body>: the school's colours, its urgent alerts, the shared
 * header and footer.
 * The colours are set on a box-less wrapper, as the <body> belongs to the root layout.
 */
export async function SiteChrome({
  school,
  children,
  banner,
}: {
  school: School | null
  children: ReactNode
  banner?: ReactNode
}) {
  if (!school) return children
  const locale = await getLocale()
  const highlights = await getHighlightTitles(school.id, locale)
  // The site's own client controls in the page's language; English pages carry no table.
  const table = uiTextTable(locale, 'site')
  const colours = {
    '--color-brand': school.colors?.primary || undefined,
    '--color-accent': school.colors?.accent || undefined,
  } as CSSProperties
  const page = (
    <div className="contents" style={colours}>
      <JsonLd data={schoolData(school)} />
      <SkipLink />
      <PreviewBar school={school.id} />
      <UrgentAlert school={school.id} domains={school.domains} />
      {banner}
      <Header school={school} highlights={highlights} />
      {children}
      <Footer school={school} />
    </div>
  )
  return table ? <UiTextProvider table={table}>{page}</UiTextProvider> : page
}

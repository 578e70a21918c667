import type { CSSProperties, ReactNode } from 'react'

import { getHighlightTitles } from '@/lib/queries/highlights'
import { schoolData } from '@/lib/site/structured-data'
import type { School } from '@/payload-types'

import { Footer } from './Footer'
import { Header } from './Header'
import { JsonLd } from './JsonLd'
import { PreviewBar } from './preview/PreviewBar'
import { SkipLink } from './SkipLink'

/**
 * The inside of every public page's <body>: the school's colours, the shared header and footer.
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
  const highlights = await getHighlightTitles(school.id)
  const colours = {
    '--color-brand': school.colors?.primary || undefined,
    '--color-accent': school.colors?.accent || undefined,
  } as CSSProperties
  return (
    <div className="contents" style={colours}>
      <JsonLd data={schoolData(school)} />
      <SkipLink />
      <PreviewBar school={school.id} />
      {banner}
      <Header school={school} highlights={highlights} />
      {children}
      <Footer school={school} />
    </div>
  )
}

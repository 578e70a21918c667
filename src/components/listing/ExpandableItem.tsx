import { SiteLink } from '@/components/SiteLink'
import { getLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { longDate } from '@/lib/content/format'

/**
 * A dated item that opens in place without JavaScript (news, events): date, title and an
 * optional note in the summary; the details and a link to the item's own address inside.
 */
export async function ExpandableItem({
  id,
  date,
  title,
  titleLang,
  note,
  href,
  linkText,
  children,
}: {
  id: string
  date: string
  title: string
  /** `"en"` for an English title on a Malayalam page (lib/content/in-locale.ts). */
  titleLang?: string
  note?: ReactNode
  href: string
  /** In the page's language. */
  linkText: string
  children: ReactNode
}) {
  const locale = await getLocale()
  return (
    <details className="group rounded-lg border border-slate-200 bg-white" id={id}>
      <summary className="flex cursor-pointer list-none flex-wrap items-baseline gap-x-4 gap-y-1 p-4">
        <time dateTime={date} className="text-sm text-muted">
          {longDate(date, locale)}
        </time>
        <span lang={titleLang} className="font-semibold">
          {title}
        </span>
        {note}
        <span aria-hidden="true" className="ml-auto text-brand transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-slate-100 px-4 pb-4">
        {children}
        <p className="mt-3 text-sm">
          <SiteLink href={href}>{linkText}</SiteLink>
        </p>
      </div>
    </details>
  )
}

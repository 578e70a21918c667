'use client'

import Link from 'next/link'
import { useParams } from 'next/navigation'
import type { ComponentProps } from 'react'

import { DEFAULT_LOCALE, isLocale, localePath } from '@/i18n/locales.mjs'

/**
 * A link between the site's own pages, in the language of the page it is on: `/News` on a
 * Malayalam page leads to `/ml/News` (the language is the [locale] segment the proxy rewrote the
 * address to, which the router knows on the server and in the browser alike). next-intl's own
 * Link does the same through its client provider, which would add its runtime and the messages to
 * every English page's JavaScript; this needs neither.
 *
 * It is next/link's client-side navigation without its prefetch. By default every link that
 * scrolls into view fetches its page's data, and with it that page's code: each inner page fetched
 * home's (76 KB of RSC data and the carousels' script) and the careers page's while it loaded, on
 * the phone's own connection and main thread, for pages most visitors never open. The pages come
 * from the server's cache, so a click fetches its page in about the time a prefetch would have
 * (docs/decisions/0025-little-javascript-on-pages.md; figures in docs/performance.md).
 */
export function SiteLink({ href, ...props }: ComponentProps<typeof Link>) {
  const { locale } = useParams<{ locale?: string }>() ?? {}
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE
  const localised = typeof href === 'string' && /^\/(?!\/)/.test(href) ? localePath(language, href) : href
  return <Link prefetch={false} href={localised} {...props} />
}

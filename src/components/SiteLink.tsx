import Link from 'next/link'
import type { ComponentProps } from 'react'

/**
 * A link between the site's own pages: next/link's client-side navigation, without its prefetch.
 * By default every link that scrolls into view fetches its page's data, and with it that page's
 * code: each inner page fetched home's (76 KB of RSC data and the carousels' script) and the
 * careers page's while it loaded, on the phone's own connection and main thread, for pages most
 * visitors never open. The pages come from the server's cache, so a click fetches its page in
 * about the time a prefetch would have (docs/architecture.md, "Main-thread work").
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />
}

import type { ComponentProps } from 'react'

import { SiteLink } from './SiteLink'

/**
 * A link of a menu the office keeps: a page of the site in the page's language (SiteLink), or an
 * https address elsewhere, opened as any link to another site is.
 */
export function MenuLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return /^https:\/\//i.test(href) ? <a href={href} {...props} /> : <SiteLink href={href} {...props} />
}

import { PAGE_SLUG_PATTERN } from '../content/custom-pages'

import { ROUTE_BY_LOWERCASE } from './routes'

/**
 * What a menu link may lead to: one of SPEC's pages (or home), one of the school's own pages, or
 * a page elsewhere on the web over https. The office types it; it is stored as the site writes
 * it (`aboutus` becomes `/AboutUs`), and the header and footer draw it from what is stored.
 */
export type MenuLinkTarget =
  | { kind: 'route'; href: string }
  /** Another path of the site: an own page when `slug` is one's address (else no page at all). */
  | { kind: 'page'; slug: string | null; href: string }
  | { kind: 'external'; href: string }

export const MENU_LINK_MESSAGE =
  'Enter a page of this site, starting with / (e.g. /AboutUs, or /hostel for a page of your own), or an address starting with https://.'

/** The message for an entry whose link names no page, with the entry's own label so it is found. */
export const missingPageMessage = (label: string | undefined, link: string) =>
  `${label ? `“${label}”` : 'A menu entry'} links to ${link}, which is not a page of this site.`

/** The message for a link to an own page that is still a draft. */
export const unpublishedPageMessage = (label: string | undefined, link: string) =>
  `${label ? `“${label}”` : 'A link'} leads to ${link}, which is not published yet: publish that page first.`

/** What a typed link leads to, written as the site writes it; null when it is no link the menu takes. */
export function menuLinkTarget(value: unknown): MenuLinkTarget | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (/^https:\/\//i.test(text)) {
    try {
      return { kind: 'external', href: new URL(text).href }
    } catch {
      return null
    }
  }
  // Another scheme (http:, mailto:, javascript:…) or another host (//…) is no link of the menu.
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || /^[/\\]{2}|\\|\s/.test(text)) return null
  // A page named without its slash ("AboutUs") is still that page.
  const path = text.startsWith('/') ? text : `/${text}`
  const [, name, rest] = /^\/([^/?#]*)(.*)$/.exec(path)!
  const query = rest === '' || /^[?#]/.test(rest)
  if (name === '' && query) return { kind: 'route', href: `/${rest}` }
  const route = ROUTE_BY_LOWERCASE[name.toLowerCase()]
  if (route && query) return { kind: 'route', href: `/${route}${rest}` }
  return { kind: 'page', slug: PAGE_SLUG_PATTERN.test(name) && rest === '' ? name : null, href: path }
}

/** A link the way the site stores it, or the text as typed when it is no link (its check then says why). */
export function normalizeMenuLink(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value
  return menuLinkTarget(value)?.href ?? value
}

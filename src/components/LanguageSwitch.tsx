'use client'

import { useSelectedLayoutSegments } from 'next/navigation'

import { localePath, type Locale } from '@/i18n/locales.mjs'

/**
 * The link to this same page and query in the other language. The header is drawn by a layout,
 * which is not told the page; the router's segments below it are the page's rewritten address
 * (`News/<query>`, lib/site/site-path.ts), so the link is whole in the server's HTML, without
 * JavaScript, and stays right after a client-side navigation.
 */
export function LanguageSwitch({ to, text }: { to: Locale; text: string }) {
  const segments = useSelectedLayoutSegments().filter((segment) => !segment.startsWith('('))
  const [route, query] = segments
  const search = query ? decodeQuery(query) : ''
  const href = localePath(to, `/${route ?? ''}`) + (search ? `?${search}` : '')
  return (
    <a href={href} hrefLang={to} lang={to} className="btn-language">
      {text}
    </a>
  )
}

/** The query the proxy wrote into the path as base64url; nothing if it is not one. */
function decodeQuery(segment: string): string {
  try {
    const bytes = Uint8Array.from(atob(segment.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
    return new URLSearchParams(new TextDecoder().decode(bytes)).toString()
  } catch {
    return ''
  }
}

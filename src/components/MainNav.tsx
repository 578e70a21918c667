'use client'

import { MenuLink } from '@/components/MenuLink'
import { splitLocale } from '@/i18n/locales.mjs'
import type { MenuEntryView } from '@/lib/site/menu'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

export type MenuItem = MenuEntryView

/**
 * The main menu: dropdowns open on click, Enter/Space or arrow down, close on Escape or when focus
 * leaves them; under 768 px the whole menu folds behind a Menu button. A dropdown's links are
 * drawn when it opens (without JavaScript none opens anyway; the footer and the sitemap link
 * every page).
 */
export function MainNav({
  items,
  brand,
  label,
  button,
  search,
}: {
  items: MenuItem[]
  brand: ReactNode
  /** The site's search box, drawn on the server: at the bar's end, and last in the phone's menu. */
  search?: ReactNode
  /** The navigation's name and the phone's menu button, in the page's language. */
  label: string
  button: string
}) {
  const pathname = usePathname()
  const [mobileOpen, setMobileOpen] = useState(false)
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const menuId = useId()

  // A new page closes everything.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setMobileOpen(false)
    setOpenIndex(null)
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      if (openIndex !== null) {
        const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-index="${openIndex}"]`)
        setOpenIndex(null)
        button?.focus()
      } else if (mobileOpen) setMobileOpen(false)
    }
    const onClick = (e: MouseEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpenIndex(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [openIndex, mobileOpen])

  const path = splitLocale(pathname).path
  const isCurrent = (href: string) => path === href

  return (
    <nav ref={navRef} aria-label={label}>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 md:py-3">
        {brand}
        <button
          type="button"
          className="inline-flex shrink-0 items-center gap-2 rounded-md bg-brand px-3 py-2 text-sm font-semibold text-white md:hidden"
          aria-expanded={mobileOpen}
          aria-controls={menuId}
          onClick={() => setMobileOpen((v) => !v)}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
            {mobileOpen ? (
              <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
            ) : (
              <path d="M3 5h14a1 1 0 1 0 0-2H3a1 1 0 0 0 0 2Zm14 4H3a1 1 0 0 0 0 2h14a1 1 0 1 0 0-2Zm0 6H3a1 1 0 1 0 0 2h14a1 1 0 1 0 0-2Z" />
            )}
          </svg>
          {button}
        </button>
      </div>
      <div className="bg-brand text-white">
        <ul
          id={menuId}
          className={`mx-auto max-w-7xl flex-col px-2 pb-3 md:flex md:flex-row md:flex-wrap md:items-stretch md:px-4 md:pb-0 ${
            mobileOpen ? 'flex' : 'hidden'
          }`}
        >
          {items.map((item, index) =>
            item.children ? (
              <li
                key={index}
                className="relative"
                onBlur={(e) => {
                  if (!e.currentTarget.contains(e.relatedTarget as Node)) setOpenIndex((v) => (v === index ? null : v))
                }}
              >
                <button
                  type="button"
                  lang={item.lang}
                  data-menu-index={index}
                  aria-expanded={openIndex === index}
                  aria-controls={openIndex === index ? `${menuId}-${index}` : undefined}
                  className={`flex w-full items-center justify-between gap-1 px-3 py-3 text-left text-[0.95rem] font-medium hover:bg-white/10 md:w-auto ${
                    item.children.some((c) => isCurrent(c.href)) ? 'bg-white/15' : ''
                  }`}
                  onClick={() => setOpenIndex((v) => (v === index ? null : index))}
                  onKeyDown={(e) => {
                    if (e.key === 'ArrowDown') {
                      e.preventDefault()
                      setOpenIndex(index)
                      requestAnimationFrame(() =>
                        document.getElementById(`${menuId}-${index}`)?.querySelector<HTMLAnchorElement>('a')?.focus(),
                      )
                    }
                  }}
                >
                  {item.label}
                  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="currentColor">
                    <path d="M2.2 4.2a.75.75 0 0 1 1.06 0L6 6.94l2.74-2.74a.75.75 0 1 1 1.06 1.06L6.53 8.53a.75.75 0 0 1-1.06 0L2.2 5.26a.75.75 0 0 1 0-1.06Z" />
                  </svg>
                </button>
                {/* A closed list is not in the page: every page would carry, parse and hydrate its
                    links for the few visitors who open it (docs/decisions/0025-little-javascript-on-pages.md; figures in docs/performance.md). */}
                {openIndex === index && (
                  <ul
                    id={`${menuId}-${index}`}
                    className="z-40 min-w-60 bg-white py-1 text-ink shadow-lg md:absolute md:left-0 md:top-full md:rounded-b-md"
                    onKeyDown={(e) => {
                      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
                      e.preventDefault()
                      const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('a')]
                      const at = links.indexOf(document.activeElement as HTMLAnchorElement)
                      const next =
                        e.key === 'ArrowDown' ? (at + 1) % links.length : (at - 1 + links.length) % links.length
                      links[next]?.focus()
                    }}
                  >
                    {item.children.map((child, at) => (
                      <li key={at}>
                        <MenuLink
                          href={child.href}
                          lang={child.lang}
                          aria-current={isCurrent(child.href) ? 'page' : undefined}
                          className="block px-4 py-2.5 text-[0.95rem] text-ink no-underline hover:bg-brand-soft aria-[current=page]:font-semibold aria-[current=page]:text-brand"
                        >
                          {child.label}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ) : (
              <li key={index}>
                <MenuLink
                  href={item.href!}
                  lang={item.lang}
                  aria-current={isCurrent(item.href!) ? 'page' : undefined}
                  className="block px-3 py-3 text-[0.95rem] font-medium text-white no-underline hover:bg-white/10 aria-[current=page]:bg-white/15"
                >
                  {item.label}
                </MenuLink>
              </li>
            ),
          )}
          {search && (
            <li data-search className="px-1 py-2 md:ml-auto md:py-1.5">
              {search}
            </li>
          )}
        </ul>
      </div>
    </nav>
  )
}

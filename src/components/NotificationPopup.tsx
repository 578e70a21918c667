'use client'

import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { safeHref } from '@/fields/link'

export type Notice = {
  id: number
  title: string
  desc?: string | null
  image?: { src: string; width: number; height: number; alt: string } | null
  url?: string | null
  urlTitle?: string | null
}

/**
 * SPEC §4: the notification popup opens by itself when there are notifications, as a carousel
 * with previous and next. A modal <dialog> keeps focus inside and closes with Escape. Once closed
 * it stays closed for the rest of the visit (the browser tab's session) until the notices change.
 */
export function NotificationPopup({ notices }: { notices: Notice[] }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(0)

  const seen = `notices-closed:${notices.map((n) => n.id).join(',')}`
  useEffect(() => {
    if (!notices.length || dialog.current?.open || closedThisSession(seen)) return
    dialog.current?.showModal()
  }, [notices.length, seen])
  const remember = () => {
    try {
      sessionStorage.setItem(seen, '1')
    } catch {
      // Storage refused (private mode): the popup opens again next time, as before.
    }
  }

  if (!notices.length) return null

  // A modal dialog already makes the page behind it inert; this also stops Tab from leaving the
  // dialog for the browser's own controls.
  const keepFocusInside = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return
    const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last?.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first?.focus()
    }
  }
  const notice = notices[index]
  const go = (step: number) => setIndex((i) => (i + step + notices.length) % notices.length)

  return (
    <dialog
      ref={dialog}
      onKeyDown={keepFocusInside}
      onClose={remember}
      aria-labelledby="notice-title"
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">
          Notice {notices.length > 1 ? `${index + 1} of ${notices.length}` : ''}
        </p>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded-md px-2 text-2xl leading-none text-muted hover:bg-slate-100"
        >
          <span aria-hidden="true">×</span>
          <span className="sr-only">Close notice</span>
        </button>
      </div>
      <div className="max-h-[70vh] overflow-y-auto px-5 py-4" aria-live="polite">
        <h2 id="notice-title" className="text-xl font-bold text-brand">
          {notice.title}
        </h2>
        {notice.image && (
          // eslint-disable-next-line @next/next/no-img-element -- a small dialog image; next/image would add a client bundle here
          <img
            src={notice.image.src}
            width={notice.image.width}
            height={notice.image.height}
            alt={notice.image.alt}
            className="mt-3 h-auto w-full rounded-md"
          />
        )}
        {notice.desc && <p className="mt-3 whitespace-pre-line">{notice.desc}</p>}
        {notice.url && (
          <p className="mt-4">
            <a href={safeHref(notice.url)} className="btn-primary">
              {notice.urlTitle || 'Read more'}
            </a>
          </p>
        )}
      </div>
      {notices.length > 1 && (
        <div className="flex justify-between border-t border-slate-200 px-5 py-3">
          <button type="button" className="carousel-btn" onClick={() => go(-1)}>
            ‹ Previous<span className="sr-only"> notice</span>
          </button>
          <button type="button" className="carousel-btn" onClick={() => go(1)}>
            Next<span className="sr-only"> notice</span> ›
          </button>
        </div>
      )}
    </dialog>
  )
}

function closedThisSession(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

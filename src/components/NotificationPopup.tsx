import { getLocale, getTranslations } from 'next-intl/server'

import { safeHref } from '@/fields/link'
import { localePath } from '@/i18n/locales.mjs'
import type { Media } from '@/payload-types'

import { NoticeDialogOpener } from './NoticeDialogOpener'
import { wireNoticeDialog } from './notice-dialog'
import { Picture } from './Picture'
import { RecordText } from './RecordText'
import { langOf, type Marked } from '@/lib/content/in-locale'

/** A notice; its marks name the fields shown in the other language (lib/content/in-locale.ts). */
export type Notice = Marked & {
  id: number
  title: string
  desc?: string | null
  image?: Media | null
  url?: string | null
  urlTitle?: string | null
}

const DIALOG_ID = 'notices'

/**
 * SPEC §4: the notification popup, drawn by the server as a modal <dialog> holding every notice
 * (one shown at a time, previous and next between them). Closing is the dialog's own (the Close
 * button submits a method="dialog" form; Escape); opening, paging and remembering the close are
 * notice-dialog.ts, inlined right after it, so none of it waits for the page's JavaScript.
 */
export async function NotificationPopup({ notices }: { notices: Notice[] }) {
  if (!notices.length) return null
  const [t, locale] = await Promise.all([getTranslations('Home'), getLocale()])
  /** A notice's link; one to a page of the site's own keeps the page's language. */
  const hrefOf = (url: string | null | undefined) => {
    const href = safeHref(url)
    return href && /^\/(?!\/)/.test(href) ? localePath(locale, href) : href
  }
  const seen = `notices-closed:${notices.map((n) => n.id).join(',')}`
  return (
    <>
      <dialog
        id={DIALOG_ID}
        data-seen={seen}
        aria-labelledby={`notice-${notices[0].id}`}
        className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-black/60"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-3">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">
            {`${t('notice.title')} `}
            {notices.length > 1 && <span data-notice-count>{t('notice.count', { n: 1, count: notices.length })}</span>}
          </p>
          <form method="dialog">
            <button type="submit" className="rounded-md px-2 text-2xl leading-none text-muted hover:bg-slate-100">
              <span aria-hidden="true">×</span>
              <span className="sr-only">{t('notice.close')}</span>
            </button>
          </form>
        </div>
        <div className="max-h-[70vh] overflow-y-auto px-5 py-4" aria-live="polite">
          {notices.map((notice, i) => (
            <article key={notice.id} data-notice={`notice-${notice.id}`} hidden={i > 0}>
              <h2 id={`notice-${notice.id}`} lang={langOf(notice, 'title')} className="text-xl font-bold text-brand">
                {notice.title}
              </h2>
              {notice.image && (
                <Picture
                  media={notice.image}
                  alt={notice.image.alt || ''}
                  sizes="(min-width: 38rem) 34rem, calc(100vw - 4.5rem)"
                  widest={960}
                  className="mt-3 h-auto w-full rounded-md"
                />
              )}
              {notice.desc && (
                <p lang={langOf(notice, 'desc')} className="mt-3 whitespace-pre-line">
                  {notice.desc}
                </p>
              )}
              {notice.url && (
                <p className="mt-4">
                  <a href={hrefOf(notice.url)} className="btn-primary">
                    {notice.urlTitle ? <RecordText record={notice} field="urlTitle" /> : t('notice.readMore')}
                  </a>
                </p>
              )}
            </article>
          ))}
        </div>
        {notices.length > 1 && (
          <div className="flex justify-between border-t border-slate-200 px-5 py-3">
            <button type="button" className="carousel-btn" data-notice-step="-1">
              {`‹ ${t('notice.previous')}`}
              <span className="sr-only">{t('notice.which')}</span>
            </button>
            <button type="button" className="carousel-btn" data-notice-step="1">
              {t('notice.next')}
              <span className="sr-only">{t('notice.which')}</span> ›
            </button>
          </div>
        )}
      </dialog>
      <script
        // The function's own source, called on the dialog above: it runs as the HTML is parsed.
        dangerouslySetInnerHTML={{ __html: `(${wireNoticeDialog.toString()})(${JSON.stringify(DIALOG_ID)})` }}
      />
      <NoticeDialogOpener id={DIALOG_ID} />
    </>
  )
}

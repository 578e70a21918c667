import { getLocale, getTranslations } from 'next-intl/server'

import { localeOf, localePath } from '@/i18n/locales.mjs'
import { getHomeData } from '@/lib/queries/home'
import { fallbackMarks } from '@/lib/content/in-locale'
import { mediaList } from '@/lib/content/media'
import { getSeason } from '@/lib/admissions/queries'
import { admissionWindow } from '@/lib/site/admission-window'
import { stdNames } from '@/lib/admissions/season'
import type { School } from '@/payload-types'

import { NotificationPopup } from '../NotificationPopup'
import { safeHref } from '@/fields/link'

/**
 * SPEC §1's online-registration band above home's header, and the notification popup. The band
 * follows the admission window (admissionWindow, as /Admission does): while registration is closed
 * it says so and leads to /Admission, rather than to the office's banner links, which invite
 * visitors to register; while it is open it shows those links, or the site's own form when there
 * are none.
 */
export async function HomeBanner({ school }: { school: School }) {
  const [t, pages, locale] = await Promise.all([getTranslations('Home'), getTranslations('Pages'), getLocale()])
  const [{ registrations, notices }, season] = await Promise.all([
    getHomeData(school.id, new Date().getFullYear(), locale),
    getSeason(school.id, locale),
  ])
  const { open, session, openClasses } = admissionWindow(season)
  const admission = pages('admissionTo', { session, std: stdNames(openClasses, localeOf(locale)) })
  const ownPage = (path: string, text: string) => (
    <li>
      <a href={localePath(locale, path)} className="text-white underline">
        {text}
      </a>
    </li>
  )
  return (
    <>
      <aside aria-label={t('banner.registration')} className="bg-accent text-white">
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-2 text-center text-sm font-semibold">
          {!open
            ? ownPage('/Admission', t('banner.closed', { admission }))
            : registrations.length
              ? registrations.map((r) => {
                  const link = safeHref(r.url) || safeHref(school.onlineRegistrationUrl)
                  // A page of the site's own keeps the page's language.
                  const href = link && /^\/(?!\/)/.test(link) ? localePath(locale, link) : link
                  return (
                    <li key={r.id}>
                      {href ? (
                        <a href={href} target="_blank" rel="noopener noreferrer" className="text-white underline">
                          {r.title}
                          <span className="sr-only">{t('banner.newTab')}</span>
                        </a>
                      ) : (
                        r.title
                      )}
                    </li>
                  )
                })
              : ownPage('/Admission?register', t('banner.open', { admission }))}
        </ul>
      </aside>
      <NotificationPopup
        notices={notices.map((n) => ({
          id: n.id,
          title: n.title,
          desc: n.desc,
          url: n.url,
          urlTitle: n.urlTitle,
          ...fallbackMarks(n),
          image: mediaList(n.image)[0] ?? null,
        }))}
      />
    </>
  )
}

import { getLocale, getTranslations } from 'next-intl/server'

import { localePath } from '@/i18n/locales.mjs'
import { getHomeData } from '@/lib/queries/home'
import { fallbackMarks } from '@/lib/content/in-locale'
import { mediaList } from '@/lib/content/media'
import type { School } from '@/payload-types'

import { NotificationPopup } from '../NotificationPopup'
import { safeHref } from '@/fields/link'

export async function HomeBanner({ school }: { school: School }) {
  const [t, locale] = await Promise.all([getTranslations('Home'), getLocale()])
  const { registrations, notices } = await getHomeData(school.id, new Date().getFullYear(), locale)
  return (
    <>
      {!!registrations.length && (
        <aside aria-label={t('banner.registration')} className="bg-accent text-white">
          <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-2 text-sm font-semibold">
            {registrations.map((r) => {
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
            })}
          </ul>
        </aside>
      )}
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

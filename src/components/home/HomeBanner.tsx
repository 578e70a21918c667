import { getHomeData } from '@/lib/queries/home'
import { mediaList } from '@/lib/content/media'
import type { School } from '@/payload-types'

import { NotificationPopup } from '../NotificationPopup'
import { safeHref } from '@/fields/link'

export async function HomeBanner({ school }: { school: School }) {
  const { registrations, notices } = await getHomeData(school.id, new Date().getFullYear())
  return (
    <>
      {!!registrations.length && (
        <aside aria-label="Online registration" className="bg-accent text-white">
          <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-2 text-sm font-semibold">
            {registrations.map((r) => {
              const href = safeHref(r.url) || safeHref(school.onlineRegistrationUrl)
              return (
                <li key={r.id}>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer" className="text-white underline">
                      {r.title}
                      <span className="sr-only"> (opens in a new tab)</span>
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
          image: mediaList(n.image)[0] ?? null,
        }))}
      />
    </>
  )
}

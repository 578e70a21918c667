import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { recordsToTranslate, type TranslateGroup } from '@/lib/office/translate-list'
import type { User } from '@/payload-types'

import { AdminPage } from '../AdminPage'
import './translate.css'

const STATE_TEXT = { missing: 'No Malayalam yet', changed: 'English changed since the Malayalam was written' } as const

function Group({ group }: { group: TranslateGroup }) {
  return (
    <section className="translate__group" aria-labelledby={`translate-${group.collection}`}>
      <h2 id={`translate-${group.collection}`}>
        {group.label} <span className="translate__count">{group.total}</span>
      </h2>
      <ul className="translate__list">
        {group.items.map((item) => (
          <li key={item.id} data-state={item.state}>
            <Link href={item.href} data-translate={`${group.collection}/${item.id}`}>
              {item.title}
            </Link>
            {item.source && <span className="translate__source"> — {item.source}</span>}
            <span className="translate__state">
              {STATE_TEXT[item.state]} · saved {item.updatedAtText}
            </span>
          </li>
        ))}
      </ul>
      {group.moreHref && (
        <p>
          <Link href={group.moreHref}>All {group.total} in the list</Link>
        </p>
      )}
    </section>
  )
}

/**
 * /admin/translate: what of the school still shows English on its Malayalam site, for every
 * member who writes content. Each record opens in Malayalam with its English under each text;
 * saving there is the form's own save, with its drafts, review and publishing.
 */
export async function TranslateView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const user = req.user as User | null
  if (!user) return null
  const work = await recordsToTranslate(req.payload, user)
  const nothing = work.groups.length === 0 && work.menuEntries === 0
  return (
    <AdminPage view={view} title="Translate into Malayalam">
      {nothing ? (
        <p data-testid="translate-done">Every record has its Malayalam text, and none has English changed since.</p>
      ) : (
        <div className="translate">
          <p className="translate__intro">
            These show their English on the Malayalam site, or their English changed after their Malayalam was written.
            Open one: its form is in Malayalam, with the English under each text. Save or publish it as any other
            change.
          </p>
          {work.groups.map((group) => (
            <Group key={group.collection} group={group} />
          ))}
          {work.menuEntries > 0 && (
            <section className="translate__group" aria-labelledby="translate-menu">
              <h2 id="translate-menu">
                Menu entries <span className="translate__count">{work.menuEntries}</span>
              </h2>
              <p>
                <Link href={work.menuHref}>Open the menus</Link> and write each entry&rsquo;s Malayalam label beside its
                English one.
              </p>
            </section>
          )}
        </div>
      )}
    </AdminPage>
  )
}

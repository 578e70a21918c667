import { getTranslations } from 'next-intl/server'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { getPage } from '@/lib/queries/profile'
import { mediaOf } from '@/lib/content/media'
import { documentTitle, pageMetadata, routeDescription } from '@/lib/site/page-meta'
import { plainText, summary } from '@/lib/content/richtext'
import type { PageRoute } from '@/lib/site/routes'
import { pageLocale, pageSchool, type SchoolParams } from '@/lib/site/school'
import { langOf } from '@/lib/content/in-locale'
import type { Page } from '@/payload-types'

import { InnerPage } from './InnerPage'
import { Picture } from './Picture'
import { RichText } from './RichText'

/**
 * A Page record as the office wrote it: text, an optional list, more text, key facts, a picture.
 * On a Malayalam page, each text the office has not written in Malayalam yet is its English,
 * marked `lang="en"` (lib/content/in-locale.ts).
 */
export async function PageContent({ page, aside }: { page: Page; aside?: ReactNode }) {
  const listLabel = (await getTranslations('Pages'))('list')
  const image = mediaOf(page.image)
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <article>
        <RichText data={page.body} lang={langOf(page, 'body')} />
        {!!page.items?.length && (
          <section aria-labelledby="page-list" className="my-6">
            {page.listTitle && (
              <h2 id="page-list" lang={langOf(page, 'listTitle')} className="mb-3 text-xl font-semibold text-brand">
                {page.listTitle}
              </h2>
            )}
            <ul className="grid gap-2 sm:grid-cols-2" aria-label={page.listTitle ? undefined : listLabel}>
              {page.items.map((item) => (
                <li
                  key={item.id ?? item.text}
                  lang={langOf(item, 'text')}
                  className="flex items-start gap-2 rounded-md bg-brand-soft px-3 py-2"
                >
                  <span aria-hidden="true" className="mt-0.5 text-accent">
                    ✓
                  </span>
                  {item.text}
                </li>
              ))}
            </ul>
          </section>
        )}
        <RichText data={page.closing} lang={langOf(page, 'closing')} />
        {image && (
          <Picture
            media={image}
            alt={image.alt || page.title}
            widest={1280}
            sizes="(min-width: 1024px) 60vw, 100vw"
            // The page's one picture, and on a phone often its largest element (its LCP).
            priority
            className="mt-6 h-auto w-full rounded-lg"
          />
        )}
      </article>
      {(!!page.facts?.length || aside) && (
        <aside className="space-y-6">
          {!!page.facts?.length && (
            <dl className="rounded-lg border border-slate-200 p-4">
              {page.facts.map((fact) => (
                <div key={fact.id ?? fact.label} className="border-b border-slate-100 py-2 last:border-0">
                  <dt lang={langOf(fact, 'label')} className="text-sm text-muted">
                    {fact.label}
                  </dt>
                  <dd lang={langOf(fact, 'value')} className="text-lg font-semibold text-brand">
                    {fact.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {aside}
        </aside>
      )}
    </div>
  )
}

/** The page component and metadata of a route whose content is one editable Page record. */
export function editablePage(route: PageRoute) {
  async function EditableRoutePage({ params }: SchoolParams) {
    const school = await pageSchool(params)
    const page = await getPage(school.id, route, await pageLocale(params))
    return (
      <InnerPage route={route} title={page?.title} titleLang={langOf(page, 'title')}>
        {page ? (
          <PageContent page={page} />
        ) : (
          <p className="text-muted">{(await getTranslations('Pages'))('preparing')}</p>
        )}
      </InnerPage>
    )
  }
  async function generateMetadata({ params }: SchoolParams): Promise<Metadata> {
    const school = await pageSchool(params)
    const locale = await pageLocale(params)
    const page = await getPage(school.id, route, locale)
    // The office's own description in the page's language, else the page's first words in it, else
    // a line naming the page; the title likewise, else the route's name.
    const own = (field: 'description' | 'body' | 'title') => (langOf(page, field) ? null : page?.[field])
    const description =
      (own('description') as string | null) ||
      summary(plainText(own('body')) || '') ||
      (await routeDescription(route, school))
    const routes = await getTranslations('Routes')
    return pageMetadata(school, {
      title: documentTitle((own('title') as string | null) || routes(route), school),
      description,
      path: `/${route}`,
      image: mediaOf(page?.image),
    })
  }
  return { Page: EditableRoutePage, generateMetadata }
}

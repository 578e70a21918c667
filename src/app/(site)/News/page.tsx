import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PlaceholderCards } from '@/components/home/Cards'
import { InnerPage } from '@/components/InnerPage'
import { Attachments } from '@/components/listing/Attachments'
import { Filters, NothingMatches, Pagination } from '@/components/listing/Filters'
import { longDate } from '@/lib/format'
import { parseId, parseListParams } from '@/lib/listing'
import { routeMetadata } from '@/lib/page-meta'
import { requireSchool } from '@/lib/school'

import { newsListing } from './data'

export const generateMetadata = routeMetadata('News')

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function NewsPage({ searchParams }: Props) {
  const school = await requireSchool()
  const search = await searchParams
  if (search.id !== undefined) {
    const id = parseId(search.id)
    const item = id ? await newsListing.item(school.id, id) : null
    if (!item) notFound()
    return (
      <InnerPage route="News">
        <p className="mb-4">
          <Link href="/News">← All news</Link>
        </p>
        <article className="max-w-3xl">
          <p className="text-sm text-muted">{longDate(item.fromDate)}</p>
          <h2 className="text-2xl font-bold text-brand">{item.title}</h2>
          {item.description && <p className="mt-4 whitespace-pre-line">{item.description}</p>}
          <Attachments images={item.image} files={item.attachments} title={item.title} />
        </article>
      </InnerPage>
    )
  }

  const params = parseListParams(search)
  const { years, list, hasAny } = await newsListing.page(school.id, params)
  return (
    <InnerPage route="News">
      <Filters label="Filter news" params={params} years={years} />
      <p className="mb-4 font-semibold" aria-live="polite">
        Total news: {list.total}
      </p>
      {!hasAny ? (
        <PlaceholderCards label="School news" />
      ) : list.docs.length === 0 ? (
        <NothingMatches basePath="/News" what="news" />
      ) : (
        <ul className="space-y-3">
          {list.docs.map((n) => (
            <li key={n.id}>
              <details className="group rounded-lg border border-slate-200 bg-white" id={`news-${n.id}`}>
                <summary className="flex cursor-pointer list-none flex-wrap items-baseline gap-x-4 gap-y-1 p-4">
                  <time dateTime={n.fromDate} className="text-sm text-muted">
                    {longDate(n.fromDate)}
                  </time>
                  <span className="font-semibold">{n.title}</span>
                  <span aria-hidden="true" className="ml-auto text-brand transition-transform group-open:rotate-180">
                    ▾
                  </span>
                </summary>
                <div className="border-t border-slate-100 px-4 pb-4">
                  {n.description && <p className="mt-3 whitespace-pre-line">{n.description}</p>}
                  <Attachments images={n.image} files={n.attachments} title={n.title} />
                  <p className="mt-3 text-sm">
                    <Link href={`/News?id=${n.id}`}>Link to this news item</Link>
                  </p>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pagination params={params} pages={list.pages} basePath="/News" />
    </InnerPage>
  )
}

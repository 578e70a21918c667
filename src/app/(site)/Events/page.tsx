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
import type { Event } from '@/payload-types'

import { eventsListing } from './data'

export const generateMetadata = routeMetadata('Events')

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

function EventDetails({ event }: { event: Event }) {
  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Date</dt>
        <dd>{longDate(event.date)}</dd>
        {event.time && (
          <>
            <dt className="text-muted">Time</dt>
            <dd>{event.time}</dd>
          </>
        )}
        {event.venue && (
          <>
            <dt className="text-muted">Venue</dt>
            <dd>{event.venue}</dd>
          </>
        )}
      </dl>
      {event.description && <p className="mt-3 whitespace-pre-line">{event.description}</p>}
      <Attachments images={event.images} files={event.attachments} title={event.title} />
    </>
  )
}

export default async function EventsPage({ searchParams }: Props) {
  const school = await requireSchool()
  const search = await searchParams
  if (search.id !== undefined) {
    const id = parseId(search.id)
    const event = id ? await eventsListing.item(school.id, id) : null
    if (!event) notFound()
    return (
      <InnerPage route="Events">
        <p className="mb-4">
          <Link href="/Events">← All events</Link>
        </p>
        <article className="max-w-3xl">
          <h2 className="text-2xl font-bold text-brand">{event.title}</h2>
          <EventDetails event={event} />
        </article>
      </InnerPage>
    )
  }

  const params = parseListParams(search)
  const { years, months, list, hasAny } = await eventsListing.page(school.id, params)
  return (
    <InnerPage route="Events">
      <Filters label="Filter events" params={params} years={years} months={months} />
      <p className="mb-4 font-semibold" aria-live="polite">
        Total events: {list.total}
      </p>
      {!hasAny ? (
        <PlaceholderCards label="Upcoming event" />
      ) : list.docs.length === 0 ? (
        <NothingMatches basePath="/Events" what="events" />
      ) : (
        <ul className="space-y-3">
          {list.docs.map((e) => (
            <li key={e.id}>
              <details className="group rounded-lg border border-slate-200 bg-white" id={`event-${e.id}`}>
                <summary className="flex cursor-pointer list-none flex-wrap items-baseline gap-x-4 gap-y-1 p-4">
                  <time dateTime={e.date} className="text-sm text-muted">
                    {longDate(e.date)}
                  </time>
                  <span className="font-semibold">{e.title}</span>
                  {e.venue && <span className="text-sm text-muted">{e.venue}</span>}
                  <span aria-hidden="true" className="ml-auto text-brand transition-transform group-open:rotate-180">
                    ▾
                  </span>
                </summary>
                <div className="border-t border-slate-100 px-4 pb-4">
                  <EventDetails event={e} />
                  <p className="mt-3 text-sm">
                    <Link href={`/Events?id=${e.id}`}>Link to this event</Link>
                  </p>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pagination params={params} pages={list.pages} basePath="/Events" />
    </InnerPage>
  )
}

import { SiteLink } from '@/components/SiteLink'
import { notFound } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'

import { InnerPage } from '@/components/InnerPage'
import { ShareOnWhatsApp } from '@/components/ShareOnWhatsApp'
import { JsonLd } from '@/components/JsonLd'
import { eventData } from '@/lib/site/structured-data'
import { Attachments } from '@/components/listing/Attachments'
import { ExpandableItem } from '@/components/listing/ExpandableItem'
import { Filters } from '@/components/listing/Filters'
import { ListingPage } from '@/components/listing/ListingPage'
import { eventTime, longDate } from '@/lib/content/format'
import { localePath } from '@/i18n/locales.mjs'
import { langOf } from '@/lib/content/in-locale'
import { parseId, parseListParams } from '@/lib/content/listing'
import { listingMetadata } from '@/lib/site/page-meta'
import { pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { calendarSubscription } from '@/lib/site/site-origin'
import { noPagesAtBuild } from '@/lib/site/site-path'
import type { Event } from '@/payload-types'

import { eventsListing } from '@/collections/Events/queries'
import { publicPathOf } from '@/lib/preview/paths'

export const generateStaticParams = noPagesAtBuild

// An event's link shows its share card (title, date, QR code) rather than one of its photos.
export const generateMetadata = listingMetadata('Events', eventsListing.item, () => null)

async function EventDetails({ event }: { event: Event }) {
  const [t, locale] = await Promise.all([getTranslations('Listing.events'), getLocale()])
  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('date')}</dt>
        <dd>{longDate(event.date, locale)}</dd>
        {event.time && (
          <>
            <dt className="text-muted">{t('time')}</dt>
            <dd>{eventTime(event.time, locale)}</dd>
          </>
        )}
        {event.venue && (
          <>
            <dt className="text-muted">{t('venue')}</dt>
            <dd lang={langOf(event, 'venue')}>{event.venue}</dd>
          </>
        )}
      </dl>
      {event.description && (
        <p lang={langOf(event, 'description')} className="mt-3 whitespace-pre-line">
          {event.description}
        </p>
      )}
      <Attachments images={event.images} files={event.attachments} title={event.title} />
      <p className="mt-3">
        <a href={localePath(locale, `/events.ics?id=${event.id}`)} download={`event-${event.id}.ics`}>
          {t('addToCalendar')}
          <span className="sr-only">: {event.title}</span>
        </a>
      </p>
    </>
  )
}

export default async function EventsPage({ params: path }: QueryPageParams) {
  const { school, search } = await pageSchoolAndSearch('Events', path)
  const [t, locale] = await Promise.all([getTranslations('Listing.events'), getLocale()])
  if (search.id !== undefined) {
    const id = parseId(search.id)
    const event = id ? await eventsListing.item(school.id, id, locale) : null
    if (!event) notFound()
    return (
      <InnerPage route="Events">
        <p className="mb-4">
          <SiteLink href="/Events">{t('back')}</SiteLink>
        </p>
        <JsonLd data={eventData(school, event)} />
        <article className="max-w-3xl">
          <h2 lang={langOf(event, 'title')} className="text-2xl font-bold text-brand">
            {event.title}
          </h2>
          <EventDetails event={event} />
          <p className="mt-8 text-sm">
            <ShareOnWhatsApp
              school={school}
              title={event.title}
              date={longDate(event.date, locale)}
              path={`/Events?id=${event.id}`}
            />
          </p>
        </article>
      </InnerPage>
    )
  }

  const params = parseListParams(search)
  const listing = await eventsListing.page(school.id, params, locale)
  return (
    <ListingPage
      route="Events"
      filters={
        <>
          <Filters label={t('filter')} params={params} years={listing.years} months={listing.months} />
          <p className="mb-4">
            <a href={calendarSubscription(school, locale)}>{t('subscribe')}</a>
          </p>
        </>
      }
      params={params}
      listing={listing}
      totalLabel={t('total')}
      placeholder={t('placeholder')}
      what="events"
      listClassName="space-y-3"
      renderItem={(e) => (
        <ExpandableItem
          id={`event-${e.id}`}
          date={e.date}
          title={e.title}
          titleLang={langOf(e, 'title')}
          note={
            e.venue && (
              <span lang={langOf(e, 'venue')} className="text-sm text-muted">
                {e.venue}
              </span>
            )
          }
          href={publicPathOf('events', e)}
          linkText={t('link')}
        >
          <JsonLd data={eventData(school, e)} />
          <EventDetails event={e} />
        </ExpandableItem>
      )}
    />
  )
}

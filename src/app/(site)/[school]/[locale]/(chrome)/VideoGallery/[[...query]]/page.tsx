import { getLocale, getTranslations } from 'next-intl/server'

import { PlaceholderArt } from '@/components/home/Cards'
import { Filters } from '@/components/listing/Filters'
import { ListingPage } from '@/components/listing/ListingPage'
import { longDate } from '@/lib/content/format'
import { parseListParams } from '@/lib/content/listing'
import { routeMetadata } from '@/lib/site/page-meta'
import { RecordText } from '@/components/RecordText'
import { pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'

import { mediaOf } from '@/lib/content/media'
import { Picture } from '@/components/Picture'
import { videoListing } from '@/collections/Videos/queries'

export const generateStaticParams = noPagesAtBuild

export const generateMetadata = routeMetadata('VideoGallery')

export default async function VideoGalleryPage({ params: path }: QueryPageParams) {
  const { school, search } = await pageSchoolAndSearch('VideoGallery', path)
  const [t, locale] = await Promise.all([getTranslations('Listing.videos'), getLocale()])
  const params = parseListParams(search)
  const listing = await videoListing.page(school.id, { ...params, month: null }, locale)
  return (
    <ListingPage
      route="VideoGallery"
      filters={<Filters label={t('filter')} params={params} years={listing.years} showMonth={false} />}
      params={params}
      listing={listing}
      placeholder={t('placeholder')}
      what="videos"
      listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      itemClassName="overflow-hidden rounded-lg border border-slate-200"
      renderItem={(v) => {
        const thumbnail = mediaOf(v.thumbnail)
        return (
          <>
            {/* The picture the server kept: no request to YouTube or Vimeo before the visitor chooses to watch. */}
            {thumbnail ? (
              <Picture
                media={thumbnail}
                alt=""
                widest={640}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-video w-full bg-brand-soft object-cover"
              />
            ) : (
              <PlaceholderArt className="aspect-video" />
            )}
            <div className="p-4">
              <p className="text-sm text-muted">{longDate(v.date, locale)}</p>
              <a href={v.videoUrl} target="_blank" rel="noopener noreferrer" className="font-semibold">
                <RecordText record={v} field="title" />
                <span className="sr-only"> {t('newTab')}</span>
              </a>
            </div>
          </>
        )
      }}
    />
  )
}

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

import { youTubeId } from '@/lib/content/videos'
import { videoListing } from '@/lib/queries/videos'

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
        const yt = youTubeId(v.videoUrl)
        return (
          <>
            {yt ? (
              // eslint-disable-next-line @next/next/no-img-element -- YouTube's own thumbnail, loaded from YouTube
              <img
                src={`https://i.ytimg.com/vi/${yt}/hqdefault.jpg`}
                width={480}
                height={360}
                alt=""
                loading="lazy"
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

import { getLocale, getTranslations } from 'next-intl/server'

import { SiteLink } from '@/components/SiteLink'

import { Card, CardImage } from '@/components/home/Cards'
import { Filters } from '@/components/listing/Filters'
import { ListingPage } from '@/components/listing/ListingPage'
import { longDate } from '@/lib/content/format'
import { parseListParams } from '@/lib/content/listing'
import { mediaList } from '@/lib/content/media'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'

import { galleryListing } from '@/collections/Gallery/queries'
import { langOf } from '@/lib/content/in-locale'
import { publicPathOf } from '@/lib/preview/paths'

export const generateStaticParams = noPagesAtBuild

export const generateMetadata = routeMetadata('Gallery')

export default async function GalleryPage({ params: path }: QueryPageParams) {
  const { school, search } = await pageSchoolAndSearch('Gallery', path)
  const [t, locale] = await Promise.all([getTranslations('Listing.gallery'), getLocale()])
  const params = parseListParams(search)
  const listing = await galleryListing.page(school.id, params, locale)
  return (
    <ListingPage
      route="Gallery"
      filters={<Filters label={t('filter')} params={params} years={listing.years} />}
      params={params}
      listing={listing}
      totalLabel={t('total')}
      placeholder={t('placeholder')}
      what="galleries"
      listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      renderItem={(g, index) => {
        const photos = mediaList(g.attachments)
        return (
          <Card
            level={2}
            image={<CardImage media={photos[0] ?? null} alt={g.title} priority={index === 0} />}
            title={g.title}
            titleLang={langOf(g, 'title')}
            meta={longDate(g.date, locale)}
          >
            <span className="block">{t('photos', { count: photos.length })}</span>
            <SiteLink href={publicPathOf('gallery', g)} className="relative z-10 mt-2 inline-block font-semibold">
              {t('viewMore')}
              <span className="sr-only">
                : <span lang={langOf(g, 'title')}>{g.title}</span>
              </span>
            </SiteLink>
          </Card>
        )
      }}
    />
  )
}

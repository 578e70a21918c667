import type { Metadata } from 'next'
import { SiteLink } from '@/components/SiteLink'
import { notFound } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'

import { InnerPage } from '@/components/InnerPage'
import { JsonLd } from '@/components/JsonLd'
import { galleryData } from '@/lib/site/structured-data'
import { longDate } from '@/lib/content/format'
import { parseId } from '@/lib/content/listing'
import { mediaList } from '@/lib/content/media'
import { documentTitle, pageMetadata } from '@/lib/site/page-meta'
import { summary } from '@/lib/content/richtext'
import { pageLocale, pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { langOf } from '@/lib/content/in-locale'
import { noPagesAtBuild } from '@/lib/site/site-path'

import { anyGalleryEntry } from '@/collections/Gallery/queries'

import { PhotoGrid } from '@/components/gallery/PhotoGrid'
import { galleryPhotos } from '@/components/gallery/photos'
import { publicPathOf } from '@/lib/preview/paths'

export const generateStaticParams = noPagesAtBuild

async function entryFor(params: QueryPageParams['params']) {
  const { school, search } = await pageSchoolAndSearch('SubGallery', params)
  const id = parseId(search.id)
  return { school, entry: id ? await anyGalleryEntry(school.id, id, await pageLocale(params)) : null }
}

export async function generateMetadata({ params }: QueryPageParams): Promise<Metadata> {
  const { school, entry } = await entryFor(params)
  const [routes, t] = await Promise.all([getTranslations('Routes'), getTranslations('Listing.subGallery')])
  if (!entry) return { title: documentTitle(routes('SubGallery'), school) }
  const photos = mediaList(entry.attachments)
  return pageMetadata(school, {
    title: documentTitle(entry.title, school),
    description: summary(
      entry.description ||
        t('description', { count: photos.length, title: entry.title, school: school.name, town: school.town }),
    ),
    path: publicPathOf('gallery', entry),
    image: photos[0],
  })
}

export default async function SubGalleryPage({ params }: QueryPageParams) {
  const { school, entry } = await entryFor(params)
  if (!entry) notFound()
  const [t, locale] = await Promise.all([getTranslations('Listing.subGallery'), getLocale()])
  const photos = galleryPhotos(mediaList(entry.attachments), entry.title)
  return (
    <InnerPage route="SubGallery" title={entry.title} titleLang={langOf(entry, 'title')} item>
      <JsonLd data={galleryData(school, entry)} />
      <p className="mb-4">
        <SiteLink href="/Gallery">{t('back')}</SiteLink>
      </p>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-8">
        <div className="contents sm:block">
          <dt className="text-muted">{t('eventDate')}</dt>
          <dd className="font-semibold">{longDate(entry.date, locale)}</dd>
        </div>
        <div className="contents sm:block">
          <dt className="text-muted">{t('lastUpdate')}</dt>
          <dd className="font-semibold">{longDate(entry.updatedAt, locale)}</dd>
        </div>
        <div className="contents sm:block">
          <dt className="text-muted">{t('photos')}</dt>
          <dd className="font-semibold">{photos.length}</dd>
        </div>
      </dl>
      {entry.description && (
        <p lang={langOf(entry, 'description')} className="mb-6 max-w-3xl whitespace-pre-line">
          {entry.description}
        </p>
      )}
      {photos.length ? <PhotoGrid photos={photos} title={entry.title} /> : <p>{t('soon')}</p>}
    </InnerPage>
  )
}

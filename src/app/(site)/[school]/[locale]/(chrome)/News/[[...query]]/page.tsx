import { SiteLink } from '@/components/SiteLink'
import { notFound } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'

import { InnerPage } from '@/components/InnerPage'
import { JsonLd } from '@/components/JsonLd'
import { newsArticleData } from '@/lib/site/structured-data'
import { Attachments } from '@/components/listing/Attachments'
import { ExpandableItem } from '@/components/listing/ExpandableItem'
import { Filters } from '@/components/listing/Filters'
import { ListingPage } from '@/components/listing/ListingPage'
import { longDate } from '@/lib/content/format'
import { langOf } from '@/lib/content/in-locale'
import { parseId, parseListParams } from '@/lib/content/listing'
import { listingMetadata } from '@/lib/site/page-meta'
import { pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'

import { newsListing } from '@/collections/News/queries'
import { publicPathOf } from '@/lib/preview/paths'

export const generateStaticParams = noPagesAtBuild

export const generateMetadata = listingMetadata('News', newsListing.item, (item) => item.image)

export default async function NewsPage({ params: path }: QueryPageParams) {
  const { school, search } = await pageSchoolAndSearch('News', path)
  const [t, locale] = await Promise.all([getTranslations('Listing.news'), getLocale()])
  if (search.id !== undefined) {
    const id = parseId(search.id)
    const item = id ? await newsListing.item(school.id, id, locale) : null
    if (!item) notFound()
    return (
      <InnerPage route="News">
        <p className="mb-4">
          <SiteLink href="/News">{t('back')}</SiteLink>
        </p>
        <JsonLd data={newsArticleData(school, item)} />
        <article className="max-w-3xl">
          <p className="text-sm text-muted">{longDate(item.fromDate, locale)}</p>
          <h2 lang={langOf(item, 'title')} className="text-2xl font-bold text-brand">
            {item.title}
          </h2>
          {item.description && (
            <p lang={langOf(item, 'description')} className="mt-4 whitespace-pre-line">
              {item.description}
            </p>
          )}
          <Attachments images={item.image} files={item.attachments} title={item.title} />
        </article>
      </InnerPage>
    )
  }

  const params = parseListParams(search)
  const listing = await newsListing.page(school.id, params, locale)
  return (
    <ListingPage
      route="News"
      filters={<Filters label={t('filter')} params={params} years={listing.years} />}
      params={params}
      listing={listing}
      totalLabel={t('total')}
      placeholder={t('placeholder')}
      what="news"
      listClassName="space-y-3"
      renderItem={(n) => (
        <ExpandableItem
          id={`news-${n.id}`}
          date={n.fromDate}
          title={n.title}
          titleLang={langOf(n, 'title')}
          href={publicPathOf('news', n)}
          linkText={t('link')}
        >
          {n.description && (
            <p lang={langOf(n, 'description')} className="mt-3 whitespace-pre-line">
              {n.description}
            </p>
          )}
          <Attachments images={n.image} files={n.attachments} title={n.title} />
        </ExpandableItem>
      )}
    />
  )
}

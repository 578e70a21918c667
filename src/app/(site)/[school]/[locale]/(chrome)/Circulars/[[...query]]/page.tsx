import { notFound } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'

import { InnerPage } from '@/components/InnerPage'
import { ShareOnWhatsApp } from '@/components/ShareOnWhatsApp'
import { RichText } from '@/components/RichText'
import { SiteLink } from '@/components/SiteLink'
import { FileLinks } from '@/components/listing/FileLinks'
import { Filters, FilterSelect } from '@/components/listing/Filters'
import { ListingPage } from '@/components/listing/ListingPage'
import {
  CIRCULAR_CATEGORIES,
  CIRCULAR_CLASSES,
  classesInWords,
  type CircularClass,
} from '@/collections/Circulars/categories'
import { longDate } from '@/lib/content/format'
import { langOf } from '@/lib/content/in-locale'
import { parseId } from '@/lib/content/listing'
import { circularsListing, parseCircularParams } from '@/collections/Circulars/queries'
import { listingMetadata } from '@/lib/site/page-meta'
import { pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'
import type { Circular } from '@/payload-types'
import { publicPathOf } from '@/lib/preview/paths'

export const generateStaticParams = noPagesAtBuild

export const generateMetadata = listingMetadata('Circulars', circularsListing.item, () => null)

type Words = Awaited<ReturnType<typeof getTranslations<'Listing.circulars'>>>

const className = (t: Words, value: CircularClass) => (value === 'Pre-primary' ? t('classNames.Pre-primary') : value)

/** Number, date, category and classes: what a parent checks first. */
function Facts({ circular, t, locale }: { circular: Circular; t: Words; locale: string }) {
  const classes = (circular.classes ?? []) as CircularClass[]
  return (
    <p className="text-sm text-muted">
      {[
        longDate(circular.date, locale as 'en'),
        circular.number ? t('number', { number: circular.number }) : null,
        t(`categories.${circular.category}`),
        classes.length
          ? t('forClasses', {
              count: classes.length,
              classes: classesInWords(
                classes,
                (c) => className(t, c),
                (from, to) => t('classRange', { from, to }),
              ),
            })
          : t('wholeSchool'),
      ]
        .filter(Boolean)
        .join(' · ')}
    </p>
  )
}

export default async function CircularsPage({ params: path }: QueryPageParams) {
  const { school, search } = await pageSchoolAndSearch('Circulars', path)
  const [t, locale] = await Promise.all([getTranslations('Listing.circulars'), getLocale()])
  if (search.id !== undefined) {
    const id = parseId(search.id)
    const circular = id ? await circularsListing.item(school.id, id, locale) : null
    if (!circular) notFound()
    return (
      <InnerPage route="Circulars">
        <p className="mb-4">
          <SiteLink href="/Circulars">{t('back')}</SiteLink>
        </p>
        <article className="max-w-3xl">
          <Facts circular={circular} t={t} locale={locale} />
          <h2 lang={langOf(circular, 'title')} className="mt-1 text-2xl font-bold text-brand">
            {circular.title}
          </h2>
          <RichText data={circular.body} lang={langOf(circular, 'body')} className="prose-school mt-4" />
          <FileLinks files={circular.files} heading={t('files')} />
          <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <ShareOnWhatsApp
              school={school}
              title={circular.title}
              date={longDate(circular.date, locale)}
              path={`/Circulars?id=${circular.id}`}
            />
            <SiteLink href="/Subscribe" className="underline">
              {t('byMail')}
            </SiteLink>
          </p>
        </article>
      </InnerPage>
    )
  }

  const params = parseCircularParams(search)
  const listing = await circularsListing.page(school.id, params, locale)
  return (
    <ListingPage
      route="Circulars"
      filters={
        <Filters label={t('filter')} params={params} years={listing.years} showMonth={false}>
          <FilterSelect
            name="category"
            label={t('category')}
            allLabel={t('allCategories')}
            value={params.filters?.category}
            options={CIRCULAR_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          />
          <FilterSelect
            name="class"
            label={t('class')}
            allLabel={t('allClasses')}
            value={params.filters?.class}
            options={CIRCULAR_CLASSES.map((value) => ({ value, label: className(t, value) }))}
          />
        </Filters>
      }
      params={params}
      listing={listing}
      totalLabel={t('total')}
      placeholder={t('placeholder')}
      what="circulars"
      listClassName="divide-y divide-slate-200 border-y border-slate-200"
      renderItem={(circular) => (
        <article className="py-4">
          <Facts circular={circular} t={t} locale={locale} />
          <h2 lang={langOf(circular, 'title')} className="mt-1 text-lg font-semibold">
            <SiteLink href={publicPathOf('circulars', circular)}>{circular.title}</SiteLink>
          </h2>
        </article>
      )}
    />
  )
}

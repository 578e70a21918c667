import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getLocale, getTranslations } from 'next-intl/server'

import { InnerPage } from '@/components/InnerPage'
import { PageLinks } from '@/components/listing/Filters'
import { SearchBox } from '@/components/SearchBox'
import { SiteLink } from '@/components/SiteLink'
import { otherLocale, type Locale } from '@/i18n/locales.mjs'
import { longDate } from '@/lib/content/format'
import { payloadClient } from '@/lib/platform/payload'
import type { MarkedText, SearchResult } from '@/lib/search/search'
import { MAX_QUERY_LENGTH, RESULTS_PER_PAGE } from '@/lib/search/terms'
import { resultsPage, visitorSearch } from '@/lib/search/visitor-search'
import { documentTitle, pageMetadata, routeDescription } from '@/lib/site/page-meta'
import type { SiteRoute } from '@/lib/site/routes'
import { pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'
import { clientAddress } from '@/lib/submissions/rate-limit'

export const generateStaticParams = noPagesAtBuild

// Every search is answered afresh (and counted against the visitor's limit): results are never
// kept per query, where any visitor could fill the page cache with invented searches.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: QueryPageParams): Promise<Metadata> {
  const { school, search } = await pageSchoolAndSearch('Search', params)
  const routes = await getTranslations('Routes')
  const query = search.q?.trim()
  const title = query && query.length <= 80 ? `${routes('Search')}: ${query}` : routes('Search')
  // Every page of results names /Search as its canonical address, so search engines fold them
  // into that one page rather than index each query's words; the pages stay crawlable, which
  // Lighthouse's SEO audit asks of every page (a noindex scored it 66).
  return pageMetadata(school, {
    title: documentTitle(title, school),
    description: await routeDescription('Search', school),
    path: '/Search',
  })
}

/** The lists a visitor may look through when a search finds nothing, or before one. */
const LISTS: SiteRoute[] = ['News', 'Events', 'Circulars', 'Gallery', 'Toppers', 'Faculties', 'ContactUs']

function Marked({ parts }: { parts: MarkedText }) {
  return parts.map((part, i) =>
    part.mark ? (
      <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}

async function Result({ result, locale }: { result: SearchResult; locale: Locale }) {
  const t = await getTranslations('Search')
  // A record not written in the searched language yet is found, and shown, in the other one.
  const lang = result.inOtherLanguage ? otherLocale(locale) : undefined
  return (
    <article className="border-b border-slate-200 pb-4">
      <p className="text-sm text-muted">
        <span className="font-semibold text-brand">{t(`kinds.${result.kind}`)}</span>
        {result.date && <> · {longDate(result.date, locale)}</>}
        {lang && <> · {t(lang === 'en' ? 'inEnglish' : 'inMalayalam')}</>}
      </p>
      <h2 lang={lang} className="mt-1 text-lg font-semibold">
        <SiteLink href={result.path}>
          <Marked parts={result.title} />
        </SiteLink>
      </h2>
      {result.snippet.length > 0 && (
        <p lang={lang} className="mt-1 text-[0.95rem]">
          <Marked parts={result.snippet} />
        </p>
      )}
    </article>
  )
}

async function Lists({ text }: { text: string }) {
  const routes = await getTranslations('Routes')
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-6" data-empty="search">
      <p>{text}</p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
        {LISTS.map((route) => (
          <li key={route}>
            <SiteLink href={`/${route}`}>{routes(route)}</SiteLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * /Search?q=: the school's published content in the page's language, best match first (issue 32).
 * A plain GET form and server-drawn results: it needs no JavaScript.
 */
export default async function SearchPage({ params }: QueryPageParams) {
  const { school, search } = await pageSchoolAndSearch('Search', params)
  const [t, locale, requestHeaders, payload] = await Promise.all([
    getTranslations('Search'),
    getLocale() as Promise<Locale>,
    headers(),
    payloadClient(),
  ])
  const page = resultsPage(search.page) ?? 1
  const outcome = await visitorSearch(payload, {
    school: school.id,
    lang: locale,
    q: search.q,
    page,
    address: clientAddress(requestHeaders),
  })
  const href = (to: number) =>
    `/Search?${new URLSearchParams({ q: search.q ?? '', ...(to > 1 ? { page: String(to) } : {}) })}`
  return (
    <InnerPage route="Search">
      <div className="mb-6 max-w-2xl">
        <SearchBox id="search-page-query" query={search.q?.slice(0, MAX_QUERY_LENGTH)} large />
      </div>
      {outcome.outcome === 'none' && <Lists text={t('empty')} />}
      {outcome.outcome === 'refused' && (
        <p role="alert" className="rounded-md border border-accent bg-red-50 p-4 text-accent">
          {t(outcome.problem)}
        </p>
      )}
      {outcome.outcome === 'found' && (
        <>
          <p className="mb-4 font-semibold" aria-live="polite">
            {t('results', { total: outcome.found.total, query: outcome.query })}
          </p>
          {outcome.found.total === 0 ? (
            <Lists text={t('noResults', { query: outcome.query })} />
          ) : (
            <ol data-results className="max-w-3xl space-y-4" start={(page - 1) * RESULTS_PER_PAGE + 1}>
              {outcome.found.results.map((result, i) => (
                <li key={i}>
                  <Result result={result} locale={locale} />
                </li>
              ))}
            </ol>
          )}
          <PageLinks pages={outcome.found.pages} current={page} href={href} />
        </>
      )}
    </InnerPage>
  )
}

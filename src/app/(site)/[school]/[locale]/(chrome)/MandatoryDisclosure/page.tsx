import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { DataTable } from '@/components/DataTable'
import { InnerPage } from '@/components/InnerPage'
import { isExpired } from '@/lib/office/disclosure-validity'
import { fileFacts } from '@/lib/content/format'
import { mediaOf } from '@/lib/content/media'
import { routeMetadata } from '@/lib/site/page-meta'
import { getDisclosure } from '@/lib/queries/profile'
import { langOf } from '@/lib/content/in-locale'
import { RecordText } from '@/components/RecordText'
import { pageSchool, type SchoolParams } from '@/lib/site/school'
import type { Disclosure } from '@/payload-types'
import { safeHref } from '@/fields/link'
import { localeOf, type Locale } from '@/i18n/locales.mjs'

export const generateMetadata = routeMetadata('MandatoryDisclosure')

type DocumentRow = Omit<NonNullable<Disclosure['documents']>[number], 'item'>

// A certificate past its "valid until" day is not offered as if it still held.
const documentHref = (row: DocumentRow) => (isExpired(row) ? null : mediaOf(row.file)?.url || safeHref(row.url) || null)

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-3 text-xl font-semibold text-brand">
        {title}
      </h2>
      {children}
    </section>
  )
}

async function ViewLink({ row }: { row: DocumentRow }) {
  const [t, locale] = await Promise.all([getTranslations('Listing'), getLocale()])
  if (isExpired(row)) return <span className="font-semibold">{t('disclosure.underRenewal')}</span>
  const href = documentHref(row)
  if (!href) return <span className="text-muted">{t('disclosure.notPublished')}</span>
  const facts = documentFacts(row, localeOf(locale))
  return (
    <>
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold">
        {t('disclosure.view')}
        <span className="sr-only">
          : <RecordText record={row} field="label" /> {t('newTab')}
        </span>
      </a>
      {facts && <span className="ml-1 text-sm whitespace-nowrap text-muted">({facts})</span>}
    </>
  )
}

/** The document's kind and size, as every document link on the site states them. */
const documentFacts = (row: DocumentRow, locale: Locale) => fileFacts(mediaOf(row.file), locale, row.url)

type LabelValue = { id?: string | null; label: string; value?: string | null }

const labelValueRows = (rows: LabelValue[]) =>
  rows.map((row, i) => ({
    key: row.id ?? row.label,
    cells: [
      i + 1,
      <RecordText key="l" record={row} field="label" />,
      <RecordText key="v" record={row} field="value" />,
    ],
  }))

const documentRows = (rows: DocumentRow[]) =>
  rows.map((row, i) => ({
    key: row.id ?? row.label,
    cells: [i + 1, <RecordText key="l" record={row} field="label" />, <ViewLink key="view" row={row} />],
  }))

const percent = (passed: number, registered: number) =>
  registered > 0 ? `${Math.round((passed / registered) * 1000) / 10} %` : '—'

/** A board's results, a row per year as the office entered them (CBSE asks for the last three). */
async function ResultTable({ caption, rows }: { caption: string; rows: NonNullable<Disclosure['results']> }) {
  const t = await getTranslations('Listing.disclosure')
  return (
    <DataTable
      caption={caption}
      columns={[t('slNo'), t('year'), t('registered'), t('passed'), t('passPercentage'), t('remarks')]}
      rows={rows.map((r, i) => ({
        key: r.id ?? r.year,
        cells: [i + 1, r.year, r.registered, r.passed, percent(r.passed, r.registered), r.remarks],
      }))}
    />
  )
}

export default async function MandatoryDisclosurePage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const locale = localeOf(await getLocale())
  const [d, all, t] = await Promise.all([
    getDisclosure(school.id, locale),
    getTranslations('Listing'),
    getTranslations('Listing.disclosure'),
  ])
  if (!d) {
    return (
      <InnerPage route="MandatoryDisclosure">
        <p>{t('preparing')}</p>
      </InnerPage>
    )
  }
  const infoColumns = [t('slNo'), t('information'), t('details')]
  const documentColumns = [t('slNo'), t('documents'), t('links')]
  return (
    <InnerPage route="MandatoryDisclosure" title={d.title} titleLang={langOf(d, 'title')}>
      {!!d.sarasLinks?.length && (
        <ul className="flex flex-wrap gap-3">
          {d.sarasLinks.map((row) => {
            const href = documentHref(row)
            return (
              href && (
                <li key={row.id ?? row.label}>
                  <a href={href} target="_blank" rel="noopener noreferrer" className="btn-primary">
                    <RecordText record={row} field="label" />
                    {documentFacts(row, locale) && <span className="font-normal"> ({documentFacts(row, locale)})</span>}
                    <span className="sr-only"> {all('newTab')}</span>
                  </a>
                </li>
              )
            )
          })}
        </ul>
      )}

      <Section id="general" title={t('general')}>
        <DataTable
          caption={t('generalCaption')}
          columns={infoColumns}
          rows={labelValueRows(d.generalInformation ?? [])}
        />
      </Section>

      <Section id="documents" title={t('documentsTitle')}>
        <DataTable caption={t('documentsCaption')} columns={documentColumns} rows={documentRows(d.documents ?? [])} />
      </Section>

      <Section id="academics" title={t('academics')}>
        <DataTable caption={t('academicsCaption')} columns={documentColumns} rows={documentRows(d.academics ?? [])} />
      </Section>

      {!!d.resultsClassX?.length && (
        <Section id="results-class-x" title={t('resultsClassX')}>
          <ResultTable caption={t('resultsClassXCaption')} rows={d.resultsClassX} />
        </Section>
      )}

      <Section id="results" title={t('results')}>
        <ResultTable caption={t('resultsCaption')} rows={d.results ?? []} />
      </Section>

      <Section id="staff" title={t('staff')}>
        <DataTable caption={t('staffCaption')} columns={infoColumns} rows={labelValueRows(d.staff ?? [])} />
      </Section>

      <Section id="infrastructure" title={t('infrastructure')}>
        <DataTable
          caption={t('infrastructureCaption')}
          columns={infoColumns}
          rows={[
            ...labelValueRows(d.infrastructure ?? []),
            ...(d.inspectionVideoUrl
              ? [
                  {
                    key: 'video',
                    cells: [
                      (d.infrastructure?.length ?? 0) + 1,
                      t('inspectionVideo'),
                      <a key="video" href={safeHref(d.inspectionVideoUrl)} target="_blank" rel="noopener noreferrer">
                        {t('watchVideo')}
                        <span className="sr-only"> {all('newTab')}</span>
                      </a>,
                    ],
                  },
                ]
              : []),
          ]}
        />
      </Section>
    </InnerPage>
  )
}

import type { ReactNode } from 'react'

import { DataTable } from '@/components/DataTable'
import { InnerPage } from '@/components/InnerPage'
import { isExpired, UNDER_RENEWAL } from '@/lib/office/disclosure-validity'
import { mediaOf } from '@/lib/content/media'
import { routeMetadata } from '@/lib/site/page-meta'
import { getDisclosure } from '@/lib/queries/profile'
import { pageSchool, type SchoolParams } from '@/lib/site/school'
import type { Disclosure } from '@/payload-types'
import { safeHref } from '@/fields/link'

export const generateMetadata = routeMetadata('MandatoryDisclosure')

type DocumentRow = NonNullable<Disclosure['documents']>[number]

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

function ViewLink({ row }: { row: DocumentRow }) {
  if (isExpired(row)) return <span className="font-semibold">{UNDER_RENEWAL}</span>
  const href = documentHref(row)
  if (!href) return <span className="text-muted">Not yet published</span>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold">
      VIEW<span className="sr-only">: {row.label} (opens in a new tab)</span>
    </a>
  )
}

type LabelValue = { id?: string | null; label: string; value?: string | null }

const labelValueRows = (rows: LabelValue[]) =>
  rows.map((row, i) => ({ key: row.id ?? row.label, cells: [i + 1, row.label, row.value] }))

const documentRows = (rows: DocumentRow[]) =>
  rows.map((row, i) => ({ key: row.id ?? row.label, cells: [i + 1, row.label, <ViewLink key="view" row={row} />] }))

const INFO_COLUMNS = ['S.No', 'Information', 'Details']
const DOCUMENT_COLUMNS = ['S.No', 'Documents / Information', 'Links']

const percent = (passed: number, registered: number) =>
  registered > 0 ? `${Math.round((passed / registered) * 1000) / 10} %` : '—'

export default async function MandatoryDisclosurePage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const d = await getDisclosure(school.id)
  if (!d) {
    return (
      <InnerPage route="MandatoryDisclosure">
        <p>The school office is preparing the mandatory public disclosure.</p>
      </InnerPage>
    )
  }
  return (
    <InnerPage route="MandatoryDisclosure" title={d.title}>
      {!!d.sarasLinks?.length && (
        <ul className="flex flex-wrap gap-3">
          {d.sarasLinks.map((row) => {
            const href = documentHref(row)
            return (
              href && (
                <li key={row.id ?? row.label}>
                  <a href={href} target="_blank" rel="noopener noreferrer" className="btn-primary">
                    {row.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              )
            )
          })}
        </ul>
      )}

      <Section id="general" title="A: General information">
        <DataTable
          caption="General information"
          columns={INFO_COLUMNS}
          rows={labelValueRows(d.generalInformation ?? [])}
        />
      </Section>

      <Section id="documents" title="B: Documents and information">
        <DataTable
          caption="Documents and information"
          columns={DOCUMENT_COLUMNS}
          rows={documentRows(d.documents ?? [])}
        />
      </Section>

      <Section id="academics" title="C: Result and academics">
        <DataTable caption="Result and academics" columns={DOCUMENT_COLUMNS} rows={documentRows(d.academics ?? [])} />
      </Section>

      <Section id="results" title="Result: Class XII">
        <DataTable
          caption="Class XII board examination results"
          columns={[
            'S.No',
            'Year',
            'No. of registered students',
            'No. of students passed',
            'Pass percentage',
            'Remarks',
          ]}
          rows={(d.results ?? []).map((r, i) => ({
            key: r.id ?? r.year,
            cells: [i + 1, r.year, r.registered, r.passed, percent(r.passed, r.registered), r.remarks],
          }))}
        />
      </Section>

      <Section id="staff" title="D: Staff (teaching)">
        <DataTable caption="Teaching staff" columns={INFO_COLUMNS} rows={labelValueRows(d.staff ?? [])} />
      </Section>

      <Section id="infrastructure" title="E: School infrastructure">
        <DataTable
          caption="School infrastructure"
          columns={INFO_COLUMNS}
          rows={[
            ...labelValueRows(d.infrastructure ?? []),
            ...(d.inspectionVideoUrl
              ? [
                  {
                    key: 'video',
                    cells: [
                      (d.infrastructure?.length ?? 0) + 1,
                      'YouTube video of the inspection of the school covering its infrastructure',
                      <a key="video" href={safeHref(d.inspectionVideoUrl)} target="_blank" rel="noopener noreferrer">
                        Watch the video<span className="sr-only"> (opens in a new tab)</span>
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

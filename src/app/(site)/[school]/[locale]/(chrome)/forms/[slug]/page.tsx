import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findForm, formView } from '@/collections/Forms/queries'
import { formPath } from '@/collections/Forms/descriptor'
import { OfficeFormBody } from '@/components/forms/OfficeFormBody'
import { InnerPage } from '@/components/InnerPage'
import { documentTitle, pageMetadata } from '@/lib/site/page-meta'
import { pageLocale, pageSchool, type SchoolParams } from '@/lib/site/school'

/**
 * A form the school built, at /forms/{slug}. Drawn for every visit, not cached: it shows the
 * places left and whether it is open, which change with each reply and with the clock.
 */
export const dynamic = 'force-dynamic'

type FormParams = { params: Promise<Awaited<SchoolParams['params']> & { slug: string }> }

async function formPage(params: FormParams['params']) {
  const [school, locale, { slug }] = await Promise.all([pageSchool(params), pageLocale(params), params])
  const form = await findForm(school.id, slug)
  return { school, locale, slug, view: form ? await formView(form, locale) : null }
}

export async function generateMetadata({ params }: FormParams): Promise<Metadata> {
  const { school, slug, view } = await formPage(params)
  if (!view) return {}
  return pageMetadata(school, {
    title: documentTitle(view.title, school),
    description: view.intro.slice(0, 200) || view.title,
    path: formPath(slug),
  })
}

export default async function FormPage({ params }: FormParams) {
  const { locale, slug, view } = await formPage(params)
  if (!view) notFound()
  return (
    <InnerPage path={formPath(slug)} section={null} title={view.title} titleLang={view.titleLang}>
      {view.intro && <p className="mb-6 max-w-prose whitespace-pre-line">{view.intro}</p>}
      <OfficeFormBody view={view} locale={locale} />
    </InnerPage>
  )
}

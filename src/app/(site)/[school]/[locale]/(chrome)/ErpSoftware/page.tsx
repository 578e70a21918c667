import { getLocale, getTranslations } from 'next-intl/server'

import { AppLinks } from '@/components/AppLinks'
import { editablePage, PageContent } from '@/components/EditablePage'
import { InnerPage } from '@/components/InnerPage'
import { getPage } from '@/lib/queries/profile'
import { pageSchool, type SchoolParams } from '@/lib/site/school'
import { langOf } from '@/lib/content/in-locale'

export const { generateMetadata } = editablePage('ErpSoftware')

export default async function ErpSoftwarePage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const [page, t] = await Promise.all([getPage(school.id, 'ErpSoftware', await getLocale()), getTranslations('Pages')])
  const apps = (
    <section aria-labelledby="erp-apps" className="rounded-lg bg-brand-soft p-4">
      <h2 id="erp-apps" className="font-semibold text-brand">
        {t('getApp')}
      </h2>
      <p className="mt-2 text-sm">
        {t.rich('schoolCode', {
          // In the page's own font, as in the footer (components/Footer.tsx says why).
          code: (chunks) => <strong className="text-lg tracking-wider">{chunks}</strong>,
          schoolCode: school.code,
        })}
      </p>
      <AppLinks school={school} buttonClass="btn-primary" />
    </section>
  )
  return (
    <InnerPage route="ErpSoftware" title={page?.title} titleLang={langOf(page, 'title')}>
      {page ? <PageContent page={page} aside={apps} /> : apps}
    </InnerPage>
  )
}

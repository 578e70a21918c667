import { getLocale } from 'next-intl/server'

import { getFormView } from '@/collections/Forms/queries'
import { OfficeFormBody } from '@/components/forms/OfficeFormBody'
import { localeOf } from '@/i18n/locales.mjs'
import { relationId } from '@/lib/platform/relation'

import type { BlockOf } from './types'

/** A form the school built, in an own page: its title as a heading, its introduction, the form. */
export async function FormBlock({ block }: { block: BlockOf<'form'> }) {
  const form = typeof block.form === 'object' ? block.form : null
  const id = relationId(block.form)
  const school = relationId(form?.school)
  if (typeof id !== 'number' || typeof school !== 'number') return null
  const locale = localeOf(await getLocale())
  const view = await getFormView(school, id, locale)
  if (!view) return null
  return (
    <section aria-labelledby={`form-${view.id}-title`} className="space-y-4">
      <h2 id={`form-${view.id}-title`} className="text-xl font-semibold text-brand" lang={view.titleLang}>
        {view.title}
      </h2>
      {view.intro && <p className="max-w-prose whitespace-pre-line">{view.intro}</p>}
      <OfficeFormBody view={view} locale={locale} />
    </section>
  )
}

import type { FormView } from '@/collections/Forms/queries'
import type { Locale } from '@/i18n/locales.mjs'
import { submitFormReply } from '@/lib/submissions/office-form-action'

import { FormText } from './FormText'
import { OfficeForm } from './OfficeForm'
import { NoticeText } from './PrivacyNotice'

/**
 * A form the school built, on its own page or in an own page's Form block: when it closes and the
 * places left, then the form; or, when it takes no replies now (not yet open, closed, full), that
 * alone, with the date.
 */
export function OfficeFormBody({ view, locale }: { view: FormView; locale: Locale }) {
  const statusId = `form-${view.id}-status`
  if (view.refusal)
    return (
      <p className="max-w-prose rounded-md border border-slate-300 bg-slate-50 px-4 py-3 font-semibold" role="status">
        {view.refusal}
      </p>
    )
  const lines = [view.closes, view.left].filter(Boolean)
  return (
    <div className="max-w-2xl space-y-4">
      {lines.length > 0 && <p className="text-sm font-medium text-muted">{lines.join(' · ')}</p>}
      <FormText form="officeForm">
        <OfficeForm
          fields={view.fields}
          locale={locale}
          action={submitFormReply.bind(null, view.slug)}
          statusId={statusId}
          notice={<NoticeText text={view.notice} contact={view.contact} form={`form-${view.id}`} />}
        />
      </FormText>
    </div>
  )
}

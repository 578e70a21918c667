'use client'

import type { ReactNode } from 'react'

import { FormFieldsProvider, TextArea, TextInput } from '@/components/forms/FormFields'
import { FormEnd } from '@/components/forms/FormStatus'
import { useFormSubmission } from '@/components/forms/useFormSubmission'

import { submitAccessibilityReport } from './actions'

/**
 * "Report an accessibility problem": the contact form's way (every error under its field, the
 * thanks only once the office's inbox has it), with the page and what did not work on it.
 */
export function ReportForm({ notice }: { notice?: ReactNode }) {
  const { state, formAction, onSubmit, onFocus, pending, fields, submissionKey } = useFormSubmission(
    submitAccessibilityReport,
    () => import('@/forms/accessibility').then((m) => m.accessibilitySchema),
    (form) => Object.fromEntries(form),
  )
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      className="relative grid gap-4"
      aria-describedby="accessibility-status"
    >
      <FormFieldsProvider value={fields}>
        <div key={state.key} className="grid gap-4 sm:grid-cols-2">
          <TextInput name="name" label="Name" autoComplete="name" />
          <TextInput name="email" label="Email" type="email" autoComplete="email" />
          <TextInput name="phone" label="Phone No." type="tel" autoComplete="tel" />
          <TextInput name="page" label="Page that did not work (its address or name)" required={false} />
          <div className="sm:col-span-2">
            <TextArea name="problem" label="What did not work?" rows={5} />
          </div>
        </div>
      </FormFieldsProvider>
      <FormEnd
        submissionKey={submissionKey}
        state={state}
        pending={pending}
        notice={notice}
        statusId="accessibility-status"
      />
    </form>
  )
}

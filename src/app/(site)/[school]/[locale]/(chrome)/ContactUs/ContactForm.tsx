'use client'

import type { ReactNode } from 'react'

import { FormFieldsProvider, TextArea, TextInput } from '@/components/forms/FormFields'
import { FormEnd } from '@/components/forms/FormStatus'
import { useFormSubmission } from '@/components/forms/useFormSubmission'
import type { ContactInput } from '@/forms/contact'

import { submitContact } from './actions'

const FIELDS: { id: keyof ContactInput; label: string; type?: string; autoComplete?: string }[] = [
  { id: 'name', label: 'Name', autoComplete: 'name' },
  { id: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { id: 'phone', label: 'Phone No.', type: 'tel', autoComplete: 'tel' },
  { id: 'subject', label: 'Subject' },
]

/**
 * SPEC §4/§5 contact form: every error at once under its field, an edit clears that field's error,
 * and the success text appears only after the server has stored the message.
 */
export function ContactForm({ notice }: { notice?: ReactNode }) {
  const { state, formAction, onSubmit, onFocus, pending, fields, submissionKey } = useFormSubmission(
    submitContact,
    () => import('@/forms/contact').then((m) => m.contactSchema),
    (form) => Object.fromEntries(form),
  )

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      className="relative grid gap-4"
      aria-describedby="contact-status"
    >
      {/* The key changes after each stored message, so the form below starts empty again. */}
      <FormFieldsProvider value={fields}>
        <div key={state.key} className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <TextInput key={f.id} name={f.id} label={f.label} type={f.type ?? 'text'} autoComplete={f.autoComplete} />
          ))}
          <div className="sm:col-span-2">
            <TextArea name="message" label="Your Message" rows={5} />
          </div>
        </div>
      </FormFieldsProvider>
      <FormEnd
        submissionKey={submissionKey}
        state={state}
        pending={pending}
        notice={notice}
        statusId="contact-status"
      />
    </form>
  )
}

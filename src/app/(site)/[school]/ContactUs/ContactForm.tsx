'use client'

import type { ReactNode } from 'react'

import { describedBy, Field, Honeypot, inputClass } from '@/components/forms/Field'
import { FormStatus, SubmitButton } from '@/components/forms/FormStatus'
import { useFormSubmission } from '@/components/forms/useFormSubmission'
import { contactSchema, type ContactInput } from '@/forms/contact'
import { HONEYPOT_FIELD } from '@/forms/messages'
import { initialState } from '@/forms/state'

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
export function ContactForm({ submissionKey, notice }: { submissionKey: string; notice?: ReactNode }) {
  const {
    state,
    formAction,
    onSubmit,
    pending,
    errors,
    clearError: clear,
  } = useFormSubmission(submitContact, initialState<ContactInput>(submissionKey), contactSchema, (form) =>
    Object.fromEntries(form),
  )

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="relative grid gap-4"
      aria-describedby="contact-status"
    >
      {/* The key changes after each stored message, so the form below starts empty again. */}
      <div key={state.key} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <Field key={f.id} id={f.id} label={f.label} required error={errors[f.id]}>
            <input
              {...describedBy(f.id, errors[f.id])}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              defaultValue={state.values[f.id] ?? ''}
              onChange={() => clear(f.id)}
              className={inputClass}
            />
          </Field>
        ))}
        <div className="sm:col-span-2">
          <Field id="message" label="Your Message" required error={errors.message}>
            <textarea
              {...describedBy('message', errors.message)}
              rows={5}
              defaultValue={state.values.message ?? ''}
              onChange={() => clear('message')}
              className={inputClass}
            />
          </Field>
        </div>
      </div>
      <input type="hidden" name="submissionKey" value={state.key} />
      <Honeypot name={HONEYPOT_FIELD} />
      {notice}
      <FormStatus state={state} id="contact-status" />
      <SubmitButton pending={pending} />
    </form>
  )
}

'use client'

import { useState } from 'react'

import { describedBy, Field, Honeypot, inputClass } from '@/components/forms/Field'
import { useFormSubmission } from '@/components/forms/useFormSubmission'
import { contactSchema, type ContactInput } from '@/forms/contact'
import { fieldErrors, type FieldErrors } from '@/forms/fields'
import { HONEYPOT_FIELD } from '@/forms/messages'
import { initialState, type FormState } from '@/forms/state'

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
export function ContactForm({ submissionKey }: { submissionKey: string }) {
  const { state, formAction, onSubmit, pending } = useFormSubmission(
    submitContact,
    initialState<ContactInput>(submissionKey),
    (form) => {
      const parsed = contactSchema.safeParse(Object.fromEntries(form))
      return parsed.success ? null : fieldErrors(parsed.error)
    },
  )
  const [errors, setErrors] = useState<FieldErrors>(state.errors)
  const [shownState, setShownState] = useState<FormState<ContactInput>>(state)
  if (shownState !== state) {
    setShownState(state)
    setErrors(state.errors)
  }

  const clear = (field: string) => setErrors(({ [field]: _, ...rest }) => rest)

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
      <div id="contact-status" role="status" aria-live="polite">
        {state.status === 'success' && (
          <p className="rounded-md border border-green-700 bg-green-50 px-4 py-3 font-semibold text-green-800">
            {state.message}
          </p>
        )}
        {state.status === 'error' && (
          <p className="rounded-md border border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800">
            {state.message}
          </p>
        )}
      </div>
      <div>
        <button type="submit" disabled={pending} className="btn-primary px-6 py-3 text-base disabled:opacity-60">
          {pending ? 'Sending…' : 'Submit'}
        </button>
      </div>
    </form>
  )
}

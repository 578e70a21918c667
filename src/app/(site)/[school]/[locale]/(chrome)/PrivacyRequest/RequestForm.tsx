'use client'

import type { ReactNode } from 'react'

import { Checkbox, FormFieldsProvider, TextArea, TextInput, useField } from '@/components/forms/FormFields'
import { FormEnd } from '@/components/forms/FormStatus'
import { useFormSubmission } from '@/components/forms/useFormSubmission'
import { useUiText } from '@/components/UiText'
import { PRIVACY_REQUEST_DECLARATION, PRIVACY_REQUEST_KINDS, REQUEST_KIND_LABELS } from '@/forms/privacy-request'

import { submitPrivacyRequest } from './actions'

/** One choice of several as round buttons under a legend, its error under them. */
function Choice({ name, legend, options }: { name: string; legend: string; options: [string, string][] }) {
  const field = useField(name)
  const text = useUiText()
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={field.error ? true : undefined}
      aria-describedby={field.error ? `${name}-error` : undefined}
    >
      <legend className="mb-1 font-medium">
        {text(legend)}
        <span className="text-accent" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {options.map(([value, label]) => (
        <label key={value} className="flex items-start gap-3">
          <input
            type="radio"
            name={name}
            value={value}
            defaultChecked={field.defaultValue === value}
            onChange={field.clear}
            className="mt-1 h-5 w-5 shrink-0"
          />
          <span>{text(label)}</span>
        </label>
      ))}
      {field.error && (
        <p id={`${name}-error`} className="text-sm font-medium text-[#b91c1c]">
          {text(field.error)}
        </p>
      )}
    </fieldset>
  )
}

/**
 * /PrivacyRequest's form: what the person asks, who they are, whose data it is. Works without
 * JavaScript; the tracking number appears with the thanks only once the request is stored.
 */
export function RequestForm({ notice }: { notice?: ReactNode }) {
  const { state, formAction, onSubmit, onFocus, pending, fields, submissionKey } = useFormSubmission(
    submitPrivacyRequest,
    () => import('@/forms/privacy-request').then((m) => m.privacyRequestSchema),
    (form) => ({ ...Object.fromEntries(form), declaration: form.get('declaration') === 'on' }),
  )
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      className="relative grid gap-5"
      aria-describedby="privacy-request-status"
    >
      <FormFieldsProvider value={fields}>
        <div key={state.key} className="grid gap-5">
          <Choice
            name="kind"
            legend="What are you asking for?"
            options={PRIVACY_REQUEST_KINDS.map((k) => [k, REQUEST_KIND_LABELS[k]])}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput name="name" label="Your name" autoComplete="name" />
            <TextInput name="email" label="Email" type="email" autoComplete="email" />
            <TextInput name="phone" label="Phone No." type="tel" autoComplete="tel" required={false} />
          </div>
          <Choice
            name="about"
            legend="Whose data is it?"
            options={[
              ['self', 'Mine'],
              ['child', 'My child’s'],
            ]}
          />
          <TextInput name="childName" label="Child’s name (if it is your child’s)" required={false} />
          <TextArea name="details" label="What exactly are you asking for?" rows={5} />
          <Checkbox name="declaration" label={PRIVACY_REQUEST_DECLARATION} />
        </div>
      </FormFieldsProvider>
      <FormEnd
        submissionKey={submissionKey}
        state={state}
        pending={pending}
        notice={notice}
        statusId="privacy-request-status"
        referenceLabel="Tracking number"
      />
    </form>
  )
}

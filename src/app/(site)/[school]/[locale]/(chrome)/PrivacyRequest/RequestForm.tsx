'use client'

import type { ReactNode } from 'react'

import { Checkbox, ChoiceGroup, FormFieldsProvider, TextArea, TextInput } from '@/components/forms/FormFields'
import { FormEnd } from '@/components/forms/FormStatus'
import { useFormSubmission } from '@/components/forms/useFormSubmission'
import { PRIVACY_REQUEST_DECLARATION, PRIVACY_REQUEST_KINDS, REQUEST_KIND_LABELS } from '@/forms/privacy-request'

import { submitPrivacyRequest } from './actions'

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
          <ChoiceGroup
            name="kind"
            legend="What are you asking for?"
            choices={PRIVACY_REQUEST_KINDS.map((k) => ({ value: k, label: REQUEST_KIND_LABELS[k] }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput name="name" label="Your name" autoComplete="name" />
            <TextInput name="email" label="Email" type="email" autoComplete="email" />
            <TextInput name="phone" label="Phone No." type="tel" autoComplete="tel" required={false} />
          </div>
          <ChoiceGroup
            name="about"
            legend="Whose data is it?"
            choices={[
              { value: 'self', label: 'Mine' },
              { value: 'child', label: 'My child’s' },
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

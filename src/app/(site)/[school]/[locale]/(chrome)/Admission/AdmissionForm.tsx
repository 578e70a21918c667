'use client'

import { type ReactNode, useState } from 'react'

import {
  Checkbox,
  DateInput,
  FormFieldsProvider,
  SelectInput,
  TextArea,
  TextInput,
} from '@/components/forms/FormFields'
import { FormEnd, RemoveRowButton } from '@/components/forms/FormStatus'
import { useUiText } from '@/components/UiText'
import { useFormSubmission, useRepeatedRows } from '@/components/forms/useFormSubmission'
import { admissionFromFormData, ageInYears, DECLARATION } from '@/forms/admission-fields'
import { ADMISSION_CATEGORIES, GENDERS } from '@/forms/options'
import type { FormState } from '@/forms/state'

import { submitAdmission } from './actions'

type Values = Record<string, string>

/**
 * SPEC §3–§5 registration, for Class I or whichever classes the session has open (chosen first): siblings Yes/No are exclusive and rows appear only on Yes;
 * the age shows as soon as a birth date is chosen; the declaration must be ticked.
 */
export function AdmissionForm({
  classes = ['I'],
  chosen,
  notice,
}: {
  /** The classes open now; with more than one, the parent chooses (`chosen` first, from ?register=III). */
  classes?: readonly string[]
  chosen?: string
  notice?: ReactNode
}) {
  const { state, formAction, onSubmit, onFocus, pending, fields, submissionKey } = useFormSubmission(
    submitAdmission,
    () => import('@/forms/admission').then((m) => m.admissionSchema),
    admissionFromFormData,
  )
  const [dob, setDob] = useState(state.values.dob ?? '')
  const [siblings, setSiblings] = useState(state.values.hasSiblings ?? '')
  const { rows, add, remove, canAdd } = useRepeatedRows(state.values, 'siblings')
  const text = useUiText()
  const [shown, setShown] = useState<FormState<Values>>(state)
  if (shown !== state) {
    setShown(state)
    setDob(state.values.dob ?? '')
    setSiblings(state.values.hasSiblings ?? '')
  }
  const age = dob ? ageInYears(dob) : null

  return (
    <form action={formAction} onSubmit={onSubmit} onFocus={onFocus} noValidate className="relative grid gap-6">
      <FormFieldsProvider value={fields}>
        <div key={state.key} className="grid gap-6">
          {classes.length > 1 ? (
            <SelectInput name="class" label="Class" options={classes} placeholder="Select" initial={chosen} />
          ) : (
            <input type="hidden" name="class" value={classes[0]} />
          )}
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-brand">{text('Student')}</legend>
            <TextInput name="name" label="Student Name" />
            <SelectInput name="gender" label="Gender" options={GENDERS} placeholder="Select" />
            <div>
              <DateInput name="dob" label="Date of Birth" onValueChange={setDob} />
              {age !== null && age >= 0 && (
                <p className="mt-1 text-sm font-semibold text-brand" aria-live="polite">
                  {text(`Your Age : ${age} Year`)}
                </p>
              )}
            </div>
            <TextInput name="religion" label="Religion" />
            <TextInput name="address" label="Community" required={false} />
            <SelectInput name="category" label="Category" options={ADMISSION_CATEGORIES} placeholder="Select" />
            <TextInput
              name="aadharCardDetails"
              label="Aadhaar Number"
              required={false}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextInput name="phone2" label="WhatsApp No" type="tel" autoComplete="tel" />
            <div className="sm:col-span-2">
              <TextArea name="address1" label="Postal Address" rows={3} />
            </div>
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-brand">{text('Parents')}</legend>
            <TextInput name="fatherName" label="Father Name" />
            <TextInput name="profession" label="Father Occupation" />
            <TextInput name="phone" label="Father's Mobile No" type="tel" />
            <TextInput name="email" label="Father's Email" required={false} type="email" />
            <TextInput name="motherName" label="Mother Name" />
            <TextInput name="profession1" label="Mother's Occupation" />
            <TextInput name="phone1" label="Mother's Mobile No" type="tel" />
            <TextInput name="email1" label="Mother's Email" required={false} type="email" />
          </fieldset>
          <fieldset className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-brand">
              {text('Do any brothers or sisters study at this school?')}
            </legend>
            <div className="flex gap-6">
              {['Yes', 'No'].map((o) => (
                <label key={o} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="hasSiblings"
                    value={o}
                    checked={siblings === o}
                    onChange={() => setSiblings(o)}
                  />
                  {text(o)}
                </label>
              ))}
            </div>
            {siblings === 'Yes' && (
              <div className="mt-4 grid gap-3">
                {rows.map((row, i) => (
                  <div
                    key={row}
                    className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
                    role="group"
                    aria-label={text(`Sibling ${i + 1}`)}
                  >
                    <TextInput name={`siblings.${i}.name`} label="Sibling Name" />
                    <TextInput name={`siblings.${i}.class`} label="Class" />
                    {i > 0 ? (
                      <RemoveRowButton onRemove={() => remove(row)} what={`sibling ${i + 1}`} className="mb-2" />
                    ) : (
                      <span />
                    )}
                  </div>
                ))}
                <div>
                  <button type="button" className="carousel-btn" onClick={add} disabled={!canAdd}>
                    {text('ADD MORE')}
                  </button>
                </div>
              </div>
            )}
          </fieldset>
          <Checkbox name="declaration" label={DECLARATION} />
        </div>
      </FormFieldsProvider>
      <FormEnd submissionKey={submissionKey} state={state} pending={pending} notice={notice} />
    </form>
  )
}

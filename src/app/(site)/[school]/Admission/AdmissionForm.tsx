'use client'

import { type ReactNode, useState } from 'react'

import { describedBy, Field, Honeypot, inputClass } from '@/components/forms/Field'
import { FormStatus, SubmitButton } from '@/components/forms/FormStatus'
import { useFormSubmission, useRepeatedRows } from '@/components/forms/useFormSubmission'
import { admissionFromFormData, admissionSchema, ageInYears, DECLARATION } from '@/forms/admission'
import { HONEYPOT_FIELD } from '@/forms/messages'
import { ADMISSION_CATEGORIES, GENDERS } from '@/forms/options'
import { type FormState, initialState } from '@/forms/state'

import { submitAdmission } from './actions'

type Values = Record<string, string>

/**
 * SPEC §3–§5 Class 1 registration: siblings Yes/No are exclusive and rows appear only on Yes;
 * the age shows as soon as a birth date is chosen; the declaration must be ticked.
 */
export function AdmissionForm({ submissionKey, notice }: { submissionKey: string; notice?: ReactNode }) {
  const {
    state,
    formAction,
    onSubmit,
    pending,
    errors,
    clearError: clear,
  } = useFormSubmission(submitAdmission, initialState<Values>(submissionKey), admissionSchema, admissionFromFormData)
  const [dob, setDob] = useState(state.values.dob ?? '')
  const [siblings, setSiblings] = useState(state.values.hasSiblings ?? '')
  const { rows, add, remove, canAdd } = useRepeatedRows(state.values, 'siblings')
  const [shown, setShown] = useState<FormState<Values>>(state)
  if (shown !== state) {
    setShown(state)
    setDob(state.values.dob ?? '')
    setSiblings(state.values.hasSiblings ?? '')
  }
  const v = state.values
  const age = dob ? ageInYears(dob) : null

  const text = (name: string, label: string, required = true, props: Record<string, unknown> = {}) => (
    <Field id={name} label={label} required={required} error={errors[name]}>
      <input
        {...describedBy(name, errors[name])}
        defaultValue={v[name] ?? ''}
        onChange={() => clear(name)}
        className={inputClass}
        {...props}
      />
    </Field>
  )
  const select = (name: string, label: string, options: readonly string[]) => (
    <Field id={name} label={label} required error={errors[name]}>
      <select
        {...describedBy(name, errors[name])}
        defaultValue={v[name] ?? ''}
        onChange={() => clear(name)}
        className={inputClass}
      >
        <option value="">Select</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Field>
  )

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="relative grid gap-6">
      <div key={state.key} className="grid gap-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-brand">Student</legend>
          {text('name', 'Student Name')}
          {select('gender', 'Gender', GENDERS)}
          <div>
            <Field id="dob" label="Date of Birth" required error={errors.dob}>
              <input
                {...describedBy('dob', errors.dob)}
                type="date"
                defaultValue={v.dob ?? ''}
                onChange={(e) => {
                  clear('dob')
                  setDob(e.target.value)
                }}
                className={inputClass}
              />
            </Field>
            {age !== null && age >= 0 && (
              <p className="mt-1 text-sm font-semibold text-brand" aria-live="polite">
                Your Age : {age} Year
              </p>
            )}
          </div>
          {text('religion', 'Religion')}
          {text('address', 'Community', false)}
          {select('category', 'Category', ADMISSION_CATEGORIES)}
          {text('aadharCardDetails', 'Aadhaar Number', false, { inputMode: 'numeric', autoComplete: 'off' })}
          {text('phone2', 'WhatsApp No', true, { type: 'tel', autoComplete: 'tel' })}
          <div className="sm:col-span-2">
            <Field id="address1" label="Postal Address" required error={errors.address1}>
              <textarea
                {...describedBy('address1', errors.address1)}
                rows={3}
                defaultValue={v.address1 ?? ''}
                onChange={() => clear('address1')}
                className={inputClass}
              />
            </Field>
          </div>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-brand">Parents</legend>
          {text('fatherName', 'Father Name')}
          {text('profession', 'Father Occupation')}
          {text('phone', "Father's Mobile No", true, { type: 'tel' })}
          {text('email', "Father's Email", false, { type: 'email' })}
          {text('motherName', 'Mother Name')}
          {text('profession1', "Mother's Occupation")}
          {text('phone1', "Mother's Mobile No", true, { type: 'tel' })}
          {text('email1', "Mother's Email", false, { type: 'email' })}
        </fieldset>
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-brand">Do any brothers or sisters study at this school?</legend>
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
                {o}
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
                  aria-label={`Sibling ${i + 1}`}
                >
                  {text(`siblings.${i}.name`, 'Sibling Name')}
                  {text(`siblings.${i}.class`, 'Class')}
                  {i > 0 ? (
                    <button
                      type="button"
                      onClick={() => remove(row)}
                      className="mb-2 text-sm font-semibold text-[#b91c1c] underline"
                    >
                      Remove<span className="sr-only"> sibling {i + 1}</span>
                    </button>
                  ) : (
                    <span />
                  )}
                </div>
              ))}
              <div>
                <button type="button" className="carousel-btn" onClick={add} disabled={!canAdd}>
                  ADD MORE
                </button>
              </div>
            </div>
          )}
        </fieldset>
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="declaration"
              defaultChecked={v.declaration === 'on'}
              onChange={() => clear('declaration')}
              aria-invalid={errors.declaration ? true : undefined}
              aria-describedby={errors.declaration ? 'declaration-error' : undefined}
              className="mt-1 h-5 w-5"
            />
            <span>{DECLARATION}</span>
          </label>
          {errors.declaration && (
            <p id="declaration-error" className="mt-1 text-sm font-medium text-[#b91c1c]">
              {errors.declaration}
            </p>
          )}
        </div>
      </div>
      <input type="hidden" name="submissionKey" value={state.key} />
      <Honeypot name={HONEYPOT_FIELD} />
      {notice}
      <FormStatus state={state} />
      <SubmitButton pending={pending} />
    </form>
  )
}

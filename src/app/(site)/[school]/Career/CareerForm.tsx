'use client'

import type { ReactNode } from 'react'

import { describedBy, Field, Honeypot, inputClass } from '@/components/forms/Field'
import { FormStatus, SubmitButton } from '@/components/forms/FormStatus'
import { useFormSubmission, useRepeatedRows } from '@/components/forms/useFormSubmission'
import { careerFromFormData, careerSchema, CV_ACCEPT, ROW_FIELDS } from '@/forms/career'
import { HONEYPOT_FIELD } from '@/forms/messages'
import { POSTS_APPLIED } from '@/forms/options'
import { initialState } from '@/forms/state'

import { type CareerValues, submitCareer } from './actions'

const ROW_LABELS: Record<(typeof ROW_FIELDS)[number], string> = {
  qualification: 'Qualification',
  subject: 'Subject',
  howKnow: 'Marks',
  rate: 'Percentage',
  school: 'Institution',
}

/**
 * SPEC §3–§5 career form. Qualification rows are added with + and removed with Remove (never the
 * first); the application is "submitted" only once the server has stored it with its CV.
 */
export function CareerForm({ submissionKey, notice }: { submissionKey: string; notice?: ReactNode }) {
  const {
    state,
    formAction,
    onSubmit,
    pending,
    errors,
    clearError: clear,
  } = useFormSubmission(submitCareer, initialState<CareerValues>(submissionKey), careerSchema, careerFromFormData)
  const { rows, add, remove, canAdd } = useRepeatedRows(state.values, 'qualification1')

  const v = state.values
  const text = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <Field id={name} label={label} required error={errors[name]}>
      <input
        {...describedBy(name, errors[name])}
        defaultValue={v[name] ?? ''}
        onChange={() => clear(name)}
        className={inputClass}
        {...props}
      />
    </Field>
  )

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="relative grid gap-6"
      encType="multipart/form-data"
    >
      <div key={state.key} className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', 'Name', { autoComplete: 'name' })}
          <Field id="mailType" label="Post Applied For" required error={errors.mailType}>
            <select
              {...describedBy('mailType', errors.mailType)}
              defaultValue={v.mailType ?? ''}
              onChange={() => clear('mailType')}
              className={inputClass}
            >
              <option value="">Select a post</option>
              {POSTS_APPLIED.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </Field>
          <div className="sm:col-span-2">
            <Field id="address" label="Address" required error={errors.address}>
              <textarea
                {...describedBy('address', errors.address)}
                rows={3}
                defaultValue={v.address ?? ''}
                onChange={() => clear('address')}
                className={inputClass}
              />
            </Field>
          </div>
          {text('dob', 'Date of Birth', { type: 'date', max: new Date().toISOString().slice(0, 10) })}
          {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('phone', 'Contact Number', {
            type: 'tel',
            inputMode: 'numeric',
            maxLength: 10,
            pattern: '\\d{10}',
            autoComplete: 'tel',
          })}
          {text('fatherName', 'Father / Spouse Name')}
        </div>

        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-brand">Educational qualifications</legend>
          <ol className="grid gap-4">
            {rows.map((row, i) => (
              <li
                key={row}
                className="grid gap-3 border-b border-slate-100 pb-4 last:border-0 sm:grid-cols-5"
                aria-label={`Qualification ${i + 1}`}
              >
                {ROW_FIELDS.map((f) => {
                  const name = `qualification1.${i}.${f}`
                  return (
                    <Field key={f} id={name} label={ROW_LABELS[f]} required error={errors[name]}>
                      <input
                        {...describedBy(name, errors[name])}
                        defaultValue={v[name] ?? ''}
                        onChange={() => clear(name)}
                        className={inputClass}
                      />
                    </Field>
                  )
                })}
                {i > 0 && (
                  <div className="sm:col-span-5">
                    <button
                      type="button"
                      onClick={() => remove(row)}
                      className="text-sm font-semibold text-[#b91c1c] underline"
                    >
                      Remove<span className="sr-only"> qualification {i + 1}</span>
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ol>
          <button type="button" onClick={add} disabled={!canAdd} className="carousel-btn mt-2">
            <span aria-hidden="true">+</span> Add a qualification
          </button>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-3">
          {text('school1', 'Present Institution')}
          {text('profession', 'Designation')}
          {text('experience', 'Experience (Number of Years)', { inputMode: 'numeric' })}
        </div>

        <Field id="cv" label="Upload CV (PDF, JPG or JPEG, at most 5 MB)" required error={errors.cv}>
          <input
            {...describedBy('cv', errors.cv)}
            type="file"
            accept={CV_ACCEPT}
            onChange={() => clear('cv')}
            className={inputClass}
          />
        </Field>
      </div>
      <input type="hidden" name="submissionKey" value={state.key} />
      <Honeypot name={HONEYPOT_FIELD} />
      {notice}
      <FormStatus state={state} />
      <SubmitButton pending={pending} />
    </form>
  )
}

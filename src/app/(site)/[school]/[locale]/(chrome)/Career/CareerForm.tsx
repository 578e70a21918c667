'use client'

import type { ReactNode } from 'react'

import {
  DateInput,
  FileInput,
  FormFieldsProvider,
  SelectInput,
  TextArea,
  TextInput,
} from '@/components/forms/FormFields'
import { FormEnd, RemoveRowButton } from '@/components/forms/FormStatus'
import { useFormSubmission, useRepeatedRows } from '@/components/forms/useFormSubmission'
import { careerFromFormData, CV_ACCEPT, ROW_FIELDS } from '@/forms/career-fields'
import { POSTS_APPLIED } from '@/forms/options'
import { useUiText } from '@/components/UiText'

import { submitCareer } from './actions'

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
export function CareerForm({ notice }: { notice?: ReactNode }) {
  const { state, formAction, onSubmit, onFocus, pending, fields, submissionKey } = useFormSubmission(
    submitCareer,
    () => import('@/forms/career').then((m) => m.careerSchema),
    careerFromFormData,
  )
  const { rows, add, remove, canAdd } = useRepeatedRows(state.values, 'qualification1')
  const text = useUiText()

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      className="relative grid gap-6"
      encType="multipart/form-data"
    >
      <FormFieldsProvider value={fields}>
        <div key={state.key} className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput name="name" label="Name" autoComplete="name" />
            <SelectInput name="mailType" label="Post Applied For" options={POSTS_APPLIED} placeholder="Select a post" />
            <div className="sm:col-span-2">
              <TextArea name="address" label="Address" rows={3} />
            </div>
            <DateInput name="dob" label="Date of Birth" max={new Date().toISOString().slice(0, 10)} />
            <TextInput name="email" label="Email" type="email" autoComplete="email" />
            <TextInput
              name="phone"
              label="Contact Number"
              type="tel"
              inputMode="numeric"
              maxLength={10}
              pattern="\d{10}"
              autoComplete="tel"
            />
            <TextInput name="fatherName" label="Father / Spouse Name" />
          </div>

          <fieldset className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-brand">{text('Educational qualifications')}</legend>
            <ol className="grid gap-4">
              {rows.map((row, i) => (
                <li
                  key={row}
                  className="grid gap-3 border-b border-slate-100 pb-4 last:border-0 sm:grid-cols-5"
                  aria-label={text(`Qualification ${i + 1}`)}
                >
                  {ROW_FIELDS.map((f) => (
                    <TextInput key={f} name={`qualification1.${i}.${f}`} label={ROW_LABELS[f]} />
                  ))}
                  {i > 0 && (
                    <div className="sm:col-span-5">
                      <RemoveRowButton onRemove={() => remove(row)} what={`qualification ${i + 1}`} />
                    </div>
                  )}
                </li>
              ))}
            </ol>
            <button type="button" onClick={add} disabled={!canAdd} className="carousel-btn mt-2">
              <span aria-hidden="true">+</span> {text('Add a qualification')}
            </button>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-3">
            <TextInput name="school1" label="Present Institution" />
            <TextInput name="profession" label="Designation" />
            <TextInput name="experience" label="Experience (Number of Years)" inputMode="numeric" />
          </div>

          <FileInput name="cv" label="Upload CV (PDF, JPG or JPEG, at most 5 MB)" accept={CV_ACCEPT} />
        </div>
      </FormFieldsProvider>
      <FormEnd submissionKey={submissionKey} state={state} pending={pending} notice={notice} />
    </form>
  )
}

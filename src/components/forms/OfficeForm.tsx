'use client'

import { type ReactNode, useCallback, useEffect, useState } from 'react'

import { FILE_TYPES, fieldName, type FormField, isAsked, type RawAnswers, rawAnswers } from '@/forms/office-form-fields'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'
import type { FormState } from '@/forms/state'
import type { Locale } from '@/i18n/locales.mjs'

import { Field, inputClass } from './Field'
import { ChoiceGroup, FormFieldsProvider, useField } from './FormFields'
import { FormEnd } from './FormStatus'
import { useFormSubmission } from './useFormSubmission'

type Action = (previous: FormState, form: FormData) => Promise<FormState>

/**
 * A form the school built, drawn from its questions in the page's language. Without JavaScript
 * every question shows, those asked only after a certain answer with their "Only if …" line (the
 * server asks them only then); with it, such a question appears when its answer is given.
 */
export function OfficeForm({
  fields,
  locale,
  action,
  notice,
  statusId,
}: {
  fields: FormField[]
  locale: Locale
  action: Action
  notice?: ReactNode
  statusId: string
}) {
  const {
    state,
    formAction,
    onSubmit,
    onFocus,
    pending,
    fields: shown,
    submissionKey,
  } = useFormSubmission(
    action,
    () => import('@/forms/office-form').then((m) => m.officeFormSchema(fields, locale)),
    (form) => rawAnswers(fields, form),
  )
  const say = OFFICE_FORM_MESSAGES[locale]
  // Until the page is live, every question shows (as it does without JavaScript).
  const [answers, setAnswers] = useState<RawAnswers | null>(null)
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null)
  const read = useCallback(() => {
    if (formElement) setAnswers(rawAnswers(fields, new FormData(formElement)))
  }, [formElement, fields])
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the answers are read from the page once it is live
  useEffect(read, [read, state.key, state.values])
  const hasFile = fields.some((f) => f.kind === 'file')

  return (
    <form
      ref={setFormElement}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={onFocus}
      onChange={read}
      noValidate
      className="relative grid gap-6"
      aria-describedby={statusId}
      {...(hasFile ? { encType: 'multipart/form-data' } : {})}
    >
      <FormFieldsProvider value={shown}>
        <div key={state.key} className="grid gap-6">
          {fields.map((field) => {
            const asked = !answers || isAsked(field, fields, answers)
            return (
              <div key={field.id} hidden={!asked} className="grid gap-1">
                <Question field={field} locale={locale} />
                {field.when && !answers && (
                  <p className="text-sm italic text-muted">
                    {say.onlyIf(field.when.question, field.when.answers.map((a) => `“${a}”`).join(say.or))}
                  </p>
                )}
              </div>
            )
          })}
        </div>
      </FormFieldsProvider>
      <FormEnd
        submissionKey={submissionKey}
        state={state}
        pending={pending}
        notice={notice}
        statusId={statusId}
        submitLabel={say.submit}
      />
    </form>
  )
}

/** One question, drawn by its kind. */
function Question({ field, locale }: { field: FormField; locale: Locale }) {
  const name = fieldName(field)
  const input = useField(name, field.help)
  const say = OFFICE_FORM_MESSAGES[locale]
  const common = { ...input.describedBy, onChange: input.clear, className: inputClass }
  const labelled = (control: ReactNode) => (
    <Field id={name} label={field.label} required={field.required} error={input.error} help={field.help}>
      {control}
    </Field>
  )
  switch (field.kind) {
    case 'longText':
      return labelled(<textarea {...common} rows={5} defaultValue={input.defaultValue} />)
    case 'email':
      return labelled(<input {...common} type="email" autoComplete="email" defaultValue={input.defaultValue} />)
    case 'phone':
      return labelled(
        <input {...common} type="tel" inputMode="tel" autoComplete="tel" defaultValue={input.defaultValue} />,
      )
    case 'number':
      return labelled(
        <input
          {...common}
          type="number"
          min={field.min}
          max={field.max}
          step="any"
          defaultValue={input.defaultValue}
        />,
      )
    case 'date':
      return labelled(
        <input {...common} type="date" min={field.from} max={field.to} defaultValue={input.defaultValue} />,
      )
    case 'file': {
      const types = (field.types?.length ? field.types : (['pdf'] as const)).map((t) => FILE_TYPES[t])
      return labelled(<input {...common} type="file" accept={types.map((t) => t.accept).join(',')} />)
    }
    case 'choice':
      if (field.display === 'select')
        return labelled(
          <select {...common} defaultValue={input.defaultValue}>
            <option value="">{say.choose}</option>
            {field.options?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>,
        )
      return <Choices field={field} type="radio" choices={field.options ?? []} />
    case 'slot':
      return (
        <Choices
          field={field}
          type="radio"
          choices={(field.slots ?? [])
            .filter((s) => s.left > 0)
            .map((s) => ({ id: s.id, label: s.places > 1 ? `${s.label} (${say.placesLeft(s.left)})` : s.label }))}
        />
      )
    case 'checkboxes':
      return <Choices field={field} type="checkbox" choices={field.options ?? []} hint={say.tick} />
    case 'declaration':
      return <Declaration field={field} />
    default:
      return labelled(<input {...common} type="text" defaultValue={input.defaultValue} />)
  }
}

/** A question's answers to choose, as the site's other forms draw a choice. */
const Choices = ({
  field,
  type,
  choices,
  hint,
}: {
  field: FormField
  type: 'radio' | 'checkbox'
  choices: { id: string; label: string }[]
  hint?: string
}) => (
  <ChoiceGroup
    name={fieldName(field)}
    legend={field.label}
    required={field.required}
    help={field.help}
    hint={hint}
    type={type}
    choices={choices.map((c) => ({ value: c.id, label: c.label }))}
  />
)

/** A declaration: its words are the box's label. */
function Declaration({ field }: { field: FormField }) {
  const name = fieldName(field)
  const input = useField(name, field.help)
  return (
    <div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name={name}
          id={name}
          defaultChecked={input.values[name] === 'on'}
          onChange={input.clear}
          aria-invalid={input.error ? true : undefined}
          aria-describedby={input.describedBy['aria-describedby']}
          className="mt-1 h-5 w-5 shrink-0"
        />
        <span>
          {field.label}
          <span className="text-accent" aria-hidden="true">
            {' '}
            *
          </span>
        </span>
      </label>
      {field.help && (
        <p id={`${name}-help`} className="mt-1 text-sm text-muted">
          {field.help}
        </p>
      )}
      {input.error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-[#b91c1c]">
          {input.error}
        </p>
      )}
    </div>
  )
}

'use client'

import { type ComponentProps, createContext, type ReactNode, useContext } from 'react'

import type { FieldErrors } from '@/forms/fields'

import { describedBy, Field, inputClass } from './Field'
import { useUiText } from '@/components/UiText'

/** What a form last returned: the values to show again, the errors, and how an edit clears one. */
export type FormFields = {
  values: Partial<Record<string, unknown>>
  errors: FieldErrors
  clear: (name: string) => void
}

const FormFieldsContext = createContext<FormFields>({ values: {}, errors: {}, clear: () => {} })

/** Fields below read their value and error by name, so a form names each field once. */
export function FormFieldsProvider({ value, children }: { value: FormFields; children: ReactNode }) {
  return <FormFieldsContext value={value}>{children}</FormFieldsContext>
}

/** A field's value to show again, its error, and how an edit clears it, by the field's name. */
export function useField(name: string, help?: string) {
  const { values, errors, clear } = useContext(FormFieldsContext)
  const error = errors[name]
  return {
    error,
    values,
    defaultValue: String(values[name] ?? ''),
    describedBy: describedBy(name, error, help),
    clear: () => clear(name),
  }
}

type Labelled = { name: string; label: string; required?: boolean }
type InputProps = Omit<ComponentProps<'input'>, keyof Labelled | 'id' | 'defaultValue' | 'onChange' | 'className'>

export function TextInput({ name, label, required = true, ...props }: Labelled & InputProps) {
  const field = useField(name)
  return (
    <Field id={name} label={label} required={required} error={field.error}>
      <input
        {...field.describedBy}
        defaultValue={field.defaultValue}
        onChange={field.clear}
        className={inputClass}
        {...props}
      />
    </Field>
  )
}

/** A date field; onValueChange lets the form show what follows from the date (the admission age). */
export function DateInput({
  name,
  label,
  required = true,
  max,
  onValueChange,
}: Labelled & { max?: string; onValueChange?: (value: string) => void }) {
  const field = useField(name)
  return (
    <Field id={name} label={label} required={required} error={field.error}>
      <input
        {...field.describedBy}
        type="date"
        max={max}
        defaultValue={field.defaultValue}
        onChange={(e) => {
          field.clear()
          onValueChange?.(e.target.value)
        }}
        className={inputClass}
      />
    </Field>
  )
}

export function TextArea({ name, label, required = true, rows }: Labelled & { rows: number }) {
  const field = useField(name)
  return (
    <Field id={name} label={label} required={required} error={field.error}>
      <textarea
        {...field.describedBy}
        rows={rows}
        defaultValue={field.defaultValue}
        onChange={field.clear}
        className={inputClass}
      />
    </Field>
  )
}

export function SelectInput({
  name,
  label,
  required = true,
  options,
  placeholder,
  initial = '',
}: Labelled & { options: readonly string[]; placeholder: string; initial?: string }) {
  const field = useField(name)
  const text = useUiText()
  return (
    <Field id={name} label={label} required={required} error={field.error}>
      <select
        {...field.describedBy}
        defaultValue={field.defaultValue || initial}
        onChange={field.clear}
        className={inputClass}
      >
        <option value="">{text(placeholder)}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** A browser cannot put a chosen file back, so a returned form asks for it again. */
export function FileInput({ name, label, required = true, accept }: Labelled & { accept: string }) {
  const field = useField(name)
  return (
    <Field id={name} label={label} required={required} error={field.error}>
      <input {...field.describedBy} type="file" accept={accept} onChange={field.clear} className={inputClass} />
    </Field>
  )
}

/** A box ticked to agree; its text is the label, so it has no separate Field label. */
export function Checkbox({ name, label }: { name: string; label: string }) {
  const { values, errors, clear } = useContext(FormFieldsContext)
  const text = useUiText()
  const error = errors[name]
  return (
    <div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name={name}
          defaultChecked={values[name] === 'on'}
          onChange={() => clear(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          className="mt-1 h-5 w-5"
        />
        <span>{text(label)}</span>
      </label>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-[#b91c1c]">
          {text(error)}
        </p>
      )}
    </div>
  )
}

/**
 * Round buttons (one of several) or boxes (any of several) under a legend that names the question,
 * its help and error read with the group; a long list (twelve PTM times) in columns where the page
 * is wide enough.
 */
export function ChoiceGroup({
  name,
  legend,
  choices,
  type = 'radio',
  required = true,
  help,
  hint,
}: {
  name: string
  legend: string
  choices: readonly { value: string; label: string }[]
  type?: 'radio' | 'checkbox'
  required?: boolean
  help?: string
  hint?: string
}) {
  const field = useField(name, help)
  const text = useUiText()
  const given = field.defaultValue.split('\n')
  const described = [help ? `${name}-help` : '', field.error ? `${name}-error` : ''].filter(Boolean).join(' ')
  return (
    <fieldset
      id={name}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={described || undefined}
      className="grid gap-2"
    >
      <legend className="font-medium">
        {text(legend)}
        {required && (
          <span className="text-accent" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {help && (
        <p id={`${name}-help`} className="text-sm text-muted">
          {help}
        </p>
      )}
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <div className={choices.length > 6 ? 'grid gap-2 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-2'}>
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-start gap-3">
            <input
              type={type}
              name={name}
              value={choice.value}
              defaultChecked={given.includes(choice.value)}
              onChange={field.clear}
              className="mt-1 h-5 w-5 shrink-0"
            />
            <span>{text(choice.label)}</span>
          </label>
        ))}
      </div>
      {field.error && (
        <p id={`${name}-error`} className="text-sm font-medium text-[#b91c1c]">
          {text(field.error)}
        </p>
      )}
    </fieldset>
  )
}

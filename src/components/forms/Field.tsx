import type { ReactNode } from 'react'

import { useUiText } from '@/components/UiText'

/** A labelled field with its error in red under it, tied to the input for screen readers. */
export function Field({
  id,
  label,
  required,
  error,
  help,
  children,
}: {
  id: string
  label: string
  required?: boolean
  error?: string
  /** A line under the label (an office-built form's help text), read out with the field. */
  help?: string
  children: ReactNode
}) {
  const text = useUiText()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {text(label)}
        {required && (
          <span className="text-accent" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {help && (
        <p id={`${id}-help`} className="text-sm text-muted">
          {help}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="whitespace-pre-wrap text-sm font-medium text-[#b91c1c]">
          {text(error)}
        </p>
      )}
    </div>
  )
}

/** Props that connect an input to its error message (and its help line, when it has one). */
export const describedBy = (id: string, error?: string, help?: string) => ({
  id,
  name: id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
})

export const inputClass =
  'w-full rounded-md border border-slate-400 px-3 py-2 text-base aria-[invalid=true]:border-[#b91c1c] focus:border-brand'

/** Invisible to people, tempting to bots; filled in, the submission is quietly dropped. */
export function Honeypot({ name }: { name: string }) {
  const text = useUiText()
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {text('Leave this empty')}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

'use client'

import { DatePicker, FieldDescription, FieldError, FieldLabel, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useId, useState } from 'react'

import {
  choiceOf,
  NTH_CHOICES,
  ruleOf,
  startingChoice,
  WEEKDAY_CODES,
  type RepeatChoice,
  type RepeatKind,
} from '@/lib/calendar/repeat-choices'
import { keralaIsoDate } from '@/lib/content/format'
import { DATE_FORMAT, DATE_HINT, TYPED_DATES } from '@/fields/date-formats'

import './repeats-field.css'

const KINDS: { kind: RepeatKind; label: string }[] = [
  { kind: 'none', label: 'Does not repeat' },
  { kind: 'weekly', label: 'Every week' },
  { kind: 'monthly', label: 'Every month, on a weekday (e.g. every second Saturday)' },
  { kind: 'daily', label: 'Every day' },
  { kind: 'yearly', label: 'Every year' },
  { kind: 'own', label: 'A rule of its own (RFC 5545)' },
]
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const NTH = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' } as const

/**
 * "Repeats" built from plain choices: every week on a weekday, every month on its first … last
 * weekday, until a date or not (lib/calendar/repeat-choices.ts). The field still stores the rule's
 * text, which a rule of its own (an import's, an advanced user's) is written as directly.
 */
export function RepeatsField({ field, path: fieldPath, readOnly }: TextFieldClientProps) {
  const { value, setValue, path, disabled, showError } = useField<string>({ potentiallyStalePath: fieldPath })
  const date = useFormFields(([fields]) => fields.date?.value as string | undefined)
  const firstDay = date && !Number.isNaN(new Date(date).getTime()) ? keralaIsoDate(new Date(date)) : null
  const [ownRule, setOwnRule] = useState(() => choiceOf(value).kind === 'own')
  const stored = choiceOf(value)
  const choice: RepeatChoice = ownRule && stored.kind !== 'own' ? { kind: 'own', rule: value ?? '' } : stored
  const id = useId()
  const off = readOnly || disabled
  const choose = (next: RepeatChoice) => {
    setOwnRule(next.kind === 'own')
    setValue(ruleOf(next))
  }
  const until = 'until' in choice ? choice.until : null

  return (
    <div className="field-type text repeats-field">
      <FieldLabel htmlFor={id} label={field.label} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <div className="repeats-field__row">
          <select
            id={id}
            value={choice.kind}
            disabled={off}
            onChange={(e) => choose(startingChoice(e.target.value as RepeatKind, firstDay, choice))}
          >
            {KINDS.map(({ kind, label }) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
          {choice.kind === 'monthly' && (
            <label>
              on the{' '}
              <select
                value={choice.nth}
                disabled={off}
                onChange={(e) => choose({ ...choice, nth: Number(e.target.value) as typeof choice.nth })}
              >
                {NTH_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {NTH[n]}
                  </option>
                ))}
              </select>
            </label>
          )}
          {(choice.kind === 'weekly' || choice.kind === 'monthly') && (
            <label>
              {choice.kind === 'weekly' ? 'on ' : ''}
              <select
                aria-label="Weekday"
                value={choice.weekday}
                disabled={off}
                onChange={(e) => choose({ ...choice, weekday: e.target.value as typeof choice.weekday })}
              >
                {WEEKDAY_CODES.map((code, i) => (
                  <option key={code} value={code}>
                    {WEEKDAYS[i]}
                  </option>
                ))}
              </select>
            </label>
          )}
          {choice.kind !== 'none' && choice.kind !== 'own' && (
            // The admin's own date box, read and typed day/month/year as every other (a browser's
            // date input follows its language: mm/dd/yyyy in an English-US one).
            <div className="repeats-field__until">
              <span id={`${id}-until`}>until</span>
              <DatePicker
                id={`${id}-until-box`}
                value={until ? `${until}T12:00:00.000Z` : undefined}
                readOnly={off}
                pickerAppearance="dayOnly"
                displayFormat={DATE_FORMAT}
                overrides={{ dateFormat: TYPED_DATES, ariaLabelledBy: `${id}-until` }}
                placeholder={DATE_HINT}
                onChange={(day) => choose({ ...choice, until: day ? keralaIsoDate(day) : null })}
              />
              <span className="repeats-field__hint">(empty: no end)</span>
            </div>
          )}
        </div>
        {choice.kind === 'own' && (
          <input
            type="text"
            aria-label="Rule"
            className="repeats-field__rule"
            value={value ?? ''}
            disabled={off}
            placeholder="FREQ=MONTHLY;BYDAY=2SA"
            onChange={(e) => setValue(e.target.value)}
          />
        )}
        {choice.kind !== 'none' && choice.kind !== 'own' && <p className="repeats-field__hint">Kept as {value}</p>}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

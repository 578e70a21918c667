import type { ReactNode } from 'react'

import { HONEYPOT_FIELD } from '@/forms/messages'
import type { FormState } from '@/forms/state'

import { Honeypot } from './Field'
import { useUiText, VerbFor } from '@/components/UiText'

/** The one line that tells a visitor what happened to their form, read out by screen readers. */
export function FormStatus({
  state,
  id,
  referenceLabel = 'Application number',
}: {
  state: Pick<FormState, 'status' | 'message' | 'reference'>
  id?: string
  /** What the number the store gave is called: an application's, a request's tracking number. */
  referenceLabel?: string
}) {
  const text = useUiText()
  return (
    <div id={id} role="status" aria-live="polite">
      {state.status === 'success' && (
        <p className="rounded-md border border-green-700 bg-green-50 px-4 py-3 font-semibold text-green-800">
          {state.message && text(state.message)}
          {state.reference && (
            <>
              <br />
              {text(referenceLabel)}: <strong className="whitespace-nowrap">{state.reference}</strong>
            </>
          )}
        </p>
      )}
      {state.status === 'error' && (
        <p className="rounded-md border border-[#b91c1c] bg-red-50 px-4 py-3 font-semibold text-[#b91c1c]">
          {state.message && text(state.message)}
        </p>
      )}
    </div>
  )
}

/** The numbers of the repeated rows (qualification1.N…, siblings.N…) a returned form had. */
export function rowIndexes(values: Partial<Record<string, unknown>>, prefix: string): number[] {
  const found = Object.keys(values)
    .map((k) => (k.startsWith(`${prefix}.`) ? /^(\d+)\./.exec(k.slice(prefix.length + 1))?.[1] : undefined))
    .filter((n): n is string => n !== undefined)
    .map(Number)
  return found.length ? [...new Set(found)].sort((a, b) => a - b) : [0]
}

export function SubmitButton({ pending, label = 'Submit' }: { pending: boolean; label?: string }) {
  const text = useUiText()
  return (
    <div>
      <button type="submit" disabled={pending} className="btn-primary px-6 py-3 text-base disabled:opacity-60">
        {text(pending ? 'Sending…' : label)}
      </button>
    </div>
  )
}

/**
 * What closes every stored form: its one-time key, the bots' honeypot, the privacy notice, the
 * status line and the button, in that order.
 */
export function FormEnd({
  submissionKey,
  state,
  pending,
  notice,
  statusId,
  submitLabel,
  referenceLabel,
}: {
  submissionKey: string
  state: Pick<FormState, 'status' | 'message' | 'reference'>
  pending: boolean
  notice?: ReactNode
  statusId?: string
  submitLabel?: string
  referenceLabel?: string
}) {
  return (
    <>
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <Honeypot name={HONEYPOT_FIELD} />
      {notice}
      <FormStatus state={state} id={statusId} referenceLabel={referenceLabel} />
      <SubmitButton pending={pending} label={submitLabel} />
    </>
  )
}

/** Removes one repeated row (a sibling, a qualification); `what` names it for screen readers. */
export function RemoveRowButton({
  onRemove,
  what,
  className = '',
}: {
  onRemove: () => void
  what: string
  className?: string
}) {
  const text = useUiText()
  return (
    <button
      type="button"
      onClick={onRemove}
      className={`${className} text-sm font-semibold text-[#b91c1c] underline`.trim()}
    >
      <VerbFor verb="Remove" what={text(what)} />
    </button>
  )
}

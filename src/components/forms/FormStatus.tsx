import type { FormState } from '@/forms/state'

/** The one line that tells a visitor what happened to their form, read out by screen readers. */
export function FormStatus({ state, id }: { state: Pick<FormState, 'status' | 'message'>; id?: string }) {
  return (
    <div id={id} role="status" aria-live="polite">
      {state.status === 'success' && (
        <p className="rounded-md border border-green-700 bg-green-50 px-4 py-3 font-semibold text-green-800">
          {state.message}
        </p>
      )}
      {state.status === 'error' && (
        <p className="rounded-md border border-[#b91c1c] bg-red-50 px-4 py-3 font-semibold text-[#b91c1c]">
          {state.message}
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
  return (
    <div>
      <button type="submit" disabled={pending} className="btn-primary px-6 py-3 text-base disabled:opacity-60">
        {pending ? 'Sending…' : label}
      </button>
    </div>
  )
}

import type { ReactNode } from 'react'

/**
 * What a link's page says about the step just taken (a code checked, a time chosen, a reply
 * cancelled): green when it went through, red when it did not, read out as it appears.
 */
export function ResultBanner({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role="status"
      className={
        ok
          ? 'rounded-md border border-green-700 bg-green-50 px-4 py-3 font-semibold text-green-800'
          : 'rounded-md border border-[#b91c1c] bg-red-50 px-4 py-3 font-semibold text-[#b91c1c]'
      }
    >
      {children}
    </p>
  )
}

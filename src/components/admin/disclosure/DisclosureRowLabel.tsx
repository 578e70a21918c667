'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A disclosure row named by its document or information, and its Appendix IX item once chosen, so the office finds it among the folded rows. */
export function DisclosureRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string; item?: string; value?: string }>()
  const name = data?.label?.trim() || `Row ${(rowNumber ?? 0) + 1}`
  return (
    <span>
      {data?.item ? `${data.item} · ` : ''}
      {name}
      {data?.value ? `: ${data.value}` : ''}
    </span>
  )
}

'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A menu row named by its label and where it leads, so the office finds an entry among the folded rows. */
export function MenuRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string; link?: string; items?: unknown[] }>()
  const name = data?.label?.trim() || `Entry ${(rowNumber ?? 0) + 1}`
  const where = data?.link ? ` → ${data.link}` : data?.items?.length ? ` (dropdown of ${data.items.length})` : ''
  return (
    <span>
      {name}
      {where}
    </span>
  )
}

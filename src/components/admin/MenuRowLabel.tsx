'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A menu row named by its label and where it leads, so the office finds an entry among the folded rows. */
export function MenuRowLabel() {
  const { data, path, rowNumber } = useRowLabel<{ label?: string; link?: string; items?: unknown[] }>()
  // A row of a dropdown or of the footer is a link; one of the main menu an entry.
  const kind = path.startsWith('menu.') && !path.includes('.items.') ? 'Entry' : 'Link'
  const name = data?.label?.trim() || `${kind} ${(rowNumber ?? 0) + 1}`
  const where = data?.link ? ` → ${data.link}` : data?.items?.length ? ` (dropdown of ${data.items.length})` : ''
  return (
    <span>
      {name}
      {where}
    </span>
  )
}

'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A class's header in the session's editor: "Class III · open · 40 seats", so folded rows still say what they hold. */
export function ClassRowLabel() {
  const { data } = useRowLabel<{ class?: string; open?: boolean; seats?: number | null }>()
  if (!data?.class) return <span>New class</span>
  const parts = [
    data.class === 'Pre-primary' ? data.class : `Class ${data.class}`,
    data.open ? 'open' : 'closed',
    ...(data.seats ? [`${data.seats} seats`] : []),
  ]
  return <span>{parts.join(' · ')}</span>
}

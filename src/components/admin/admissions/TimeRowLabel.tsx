'use client'

import { useRowLabel } from '@payloadcms/ui'

import { longDayAndTime } from '@/lib/content/format'

/** An interaction time's header: "12 December 2026, 10:00 am · Principal’s office · 10 places", so folded rows still say what they hold. */
export function TimeRowLabel() {
  const { data } = useRowLabel<{ at?: string | null; where?: string | null; places?: number | null }>()
  if (!data?.at) return <span>New time</span>
  const parts = [longDayAndTime(data.at), data.where ?? '', data.places ? `${data.places} places` : '']
  return <span>{parts.filter(Boolean).join(' · ')}</span>
}

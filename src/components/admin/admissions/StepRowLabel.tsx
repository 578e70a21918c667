'use client'

import { useRowLabel } from '@payloadcms/ui'

import { STATUS_LABELS, isAdmissionStatus } from '@/lib/admissions/pipeline'
import { keralaDateTime } from '@/lib/content/format'

/** A step's header: "Seat offered · 12/12/2026 10:30 · quietly" or "… · mailed 10:31", so the folded list reads as the application's story. */
export function StepRowLabel() {
  const { data } = useRowLabel<{ status?: string; at?: string; quiet?: boolean; mailedAt?: string }>()
  const parts = [
    isAdmissionStatus(data?.status) ? STATUS_LABELS[data.status] : 'Step',
    keralaDateTime(data?.at),
    data?.quiet ? 'quietly, no mail' : data?.mailedAt ? `mailed ${keralaDateTime(data.mailedAt)}` : '',
  ]
  return <span>{parts.filter(Boolean).join(' · ')}</span>
}

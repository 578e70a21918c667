'use client'

import { useRowLabel } from '@payloadcms/ui'

import { QUESTION_KINDS } from '@/collections/Forms/question-kinds'
import type { FieldKind } from '@/forms/office-form-fields'

/**
 * A question's header in the form's editor: its number, its kind and its label ("03 · Mobile
 * number · Father’s mobile"), so the office finds a question among the folded ones.
 */
export function QuestionRowLabel() {
  const { data, rowNumber } = useRowLabel<{ blockType?: FieldKind; label?: string }>()
  const kind = data?.blockType ? QUESTION_KINDS[data.blockType]?.singular : undefined
  const label = typeof data?.label === 'string' ? data.label.trim() : ''
  return (
    <span className="question-row-label">
      <span className="question-row-label__number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      {kind && <span className="question-row-label__kind">{kind}</span>}
      {label && <span>{label}</span>}
    </span>
  )
}

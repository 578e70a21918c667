import type { JSONFieldServerProps } from 'payload'

import type { Answer } from '@/forms/office-form'

/**
 * A reply's answers as the office reads them: each question as it was asked, and what was
 * answered, in the order of the form. Stored as sent (a JSON list); shown as words.
 */
export function FormAnswers({ data }: JSONFieldServerProps) {
  const answers = ((data as { answers?: Answer[] } | undefined)?.answers ?? []) as Answer[]
  if (!answers.length) return null
  return (
    <dl className="form-answers">
      {answers.map((answer) => (
        <div key={answer.field}>
          <dt>{answer.label}</dt>
          <dd>{answer.text}</dd>
        </div>
      ))}
    </dl>
  )
}

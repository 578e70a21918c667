import { type Condition, type FieldKind, type FileType, type FormField, TICKED } from '@/forms/office-form-fields'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales.mjs'

/**
 * A form's stored questions turned into what its page draws and its check reads, in one language:
 * conditions resolved to the questions and answers they name, slots with the places left. Light
 * and free of Payload: the collection's save check and the site's page both read it.
 */

/** A text as stored: one language's words, or each language's (read with locale 'all'). */
export type Words = string | Partial<Record<Locale, string | null>> | null | undefined

type StoredChoice = { id?: string | null; label?: Words; places?: number | null }

export type StoredQuestion = {
  id?: string | null
  blockType: string
  label?: Words
  help?: Words
  required?: boolean | null
  showWhen?: { question?: string | null; is?: string | null } | null
  min?: number | string | null
  max?: number | string | null
  display?: string | null
  options?: StoredChoice[] | null
  slots?: StoredChoice[] | null
  types?: string[] | null
  maxMB?: number | null
}

/** The words in `locale`, else in the other language (a question written in one language only). */
export function wordsIn(value: Words, locale: Locale): string {
  if (typeof value === 'string') return value
  if (!value) return ''
  return value[locale] || value[DEFAULT_LOCALE] || LOCALES.map((l) => value[l]).find(Boolean) || ''
}

/** Every language's words, compared without case or extra spaces. */
const allWords = (value: Words): string[] =>
  (typeof value === 'string' ? [value] : Object.values(value ?? {}))
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map(comparable)

const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

const CONDITION_KINDS = ['choice', 'checkboxes', 'declaration'] as const

export const CONDITION_MESSAGES = {
  noQuestion: (label: string, question: string) =>
    `“${label}”: no question before it is labelled “${question}”. Write the earlier question’s label exactly, or leave “Ask this only when” empty.`,
  notAChoice: (label: string, question: string) =>
    `“${label}”: “${question}” has no answers to choose from. A question can depend only on one with answers to choose or a box to tick.`,
  noAnswer: (label: string, question: string, answer: string) =>
    `“${label}”: “${question}” has no answer “${answer}”. Write one of its answers as written there.`,
  half: (label: string) =>
    `“${label}”: write both the earlier question and its answer under “Ask this only when”, or neither.`,
} as const

/**
 * The question's condition resolved against the questions before it, or a sentence saying what
 * is wrong with it (for the office, in English); none when it is asked always.
 */
export function conditionOf(
  question: StoredQuestion,
  earlier: readonly StoredQuestion[],
  locale: Locale = DEFAULT_LOCALE,
): Condition | string | undefined {
  const wanted = question.showWhen?.question?.trim() ?? ''
  const answers = (question.showWhen?.is ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  const label = wordsIn(question.label, DEFAULT_LOCALE)
  if (!wanted && !answers.length) return undefined
  if (!wanted || !answers.length) return CONDITION_MESSAGES.half(label)
  const other = earlier.findLast((q) => allWords(q.label).includes(comparable(wanted)))
  if (!other?.id) return CONDITION_MESSAGES.noQuestion(label, wanted)
  if (!(CONDITION_KINDS as readonly string[]).includes(other.blockType))
    return CONDITION_MESSAGES.notAChoice(label, wanted)
  const values: string[] = []
  const named: string[] = []
  for (const answer of answers) {
    if (other.blockType === 'declaration') {
      if (!['ticked', 'yes', 'ടിക്ക്'].includes(comparable(answer)))
        return CONDITION_MESSAGES.noAnswer(label, wanted, answer)
      values.push(TICKED)
      named.push(locale === 'ml' ? 'ടിക്ക് ചെയ്തത്' : 'ticked')
      continue
    }
    const option = (other.options ?? []).find((o) => allWords(o.label).includes(comparable(answer)))
    if (!option?.id) return CONDITION_MESSAGES.noAnswer(label, wanted, answer)
    values.push(option.id)
    named.push(wordsIn(option.label, locale))
  }
  return { field: other.id, values, question: wordsIn(other.label, locale), answers: named }
}

/**
 * A question as saved in `locale`, with its words in the other languages from the stored record:
 * a save in Malayalam sends the Malayalam labels only, and a condition written in English must
 * still find its question and answer.
 */
export function withStoredWords(question: StoredQuestion, stored: StoredQuestion | undefined, locale: string) {
  const merge = (value: Words, kept: Words): Words =>
    typeof kept === 'object' && kept
      ? { ...kept, [locale]: typeof value === 'string' ? value : value?.[locale as Locale] }
      : value
  const rows = (given: StoredChoice[] | null | undefined, kept: StoredChoice[] | null | undefined) =>
    given?.map((row) => ({ ...row, label: merge(row.label, kept?.find((k) => k.id === row.id)?.label) }))
  return {
    ...question,
    label: merge(question.label, stored?.label),
    options: rows(question.options, stored?.options),
    slots: rows(question.slots, stored?.slots),
  }
}

/** What is wrong with a form's questions as the office wrote them (conditions, one booking question). */
export function questionProblems(questions: readonly StoredQuestion[]): string[] {
  const problems: string[] = []
  questions.forEach((question, i) => {
    const condition = conditionOf(question, questions.slice(0, i))
    if (typeof condition === 'string') problems.push(condition)
  })
  if (questions.filter((q) => q.blockType === 'slot').length > 1)
    problems.push('A form can have one question of times or places to book; put the times in one list.')
  return problems
}

const num = (value: unknown) =>
  value === '' || value == null || Number.isNaN(Number(value)) ? undefined : Number(value)
const day = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : undefined)

/** The question a form about a child ends with, kept with each reply like any declaration. */
export const GUARDIAN_QUESTION = 'guardian-declaration'

const guardianDeclaration = (locale: Locale): FormField => ({
  id: GUARDIAN_QUESTION,
  kind: 'declaration',
  label: OFFICE_FORM_MESSAGES[locale].guardian,
  required: true,
})

/**
 * The form's questions as its page asks them in `locale`. `taken` counts the places already
 * booked of each slot; a slot with none left is left out, so nobody picks a time already gone.
 * A form about a child (`aboutAChild`) ends with the guardian's declaration.
 */
export function formFields(
  questions: readonly StoredQuestion[],
  locale: Locale,
  taken: Record<string, number> = {},
  aboutAChild = false,
): FormField[] {
  return [...askedQuestions(questions, locale, taken), ...(aboutAChild ? [guardianDeclaration(locale)] : [])]
}

function askedQuestions(
  questions: readonly StoredQuestion[],
  locale: Locale,
  taken: Record<string, number>,
): FormField[] {
  return questions.flatMap((q, i): FormField[] => {
    if (!q.id) return []
    const condition = conditionOf(q, questions.slice(0, i), locale)
    const kind = q.blockType as FieldKind
    const field: FormField = {
      id: q.id,
      kind,
      label: wordsIn(q.label, locale),
      help: wordsIn(q.help, locale) || undefined,
      required: kind === 'declaration' || kind === 'slot' ? true : q.required !== false,
      // A condition the office left unfinished is refused on saving; one that stopped matching
      // (an answer renamed since) asks the question always rather than never.
      when: typeof condition === 'object' ? condition : undefined,
    }
    if (kind === 'number') Object.assign(field, { min: num(q.min), max: num(q.max) })
    if (kind === 'date') Object.assign(field, { from: day(q.min), to: day(q.max) })
    if (kind === 'choice' || kind === 'checkboxes')
      Object.assign(field, {
        display: q.display === 'select' ? 'select' : 'radio',
        options: (q.options ?? []).flatMap((o) => (o.id ? [{ id: o.id, label: wordsIn(o.label, locale) }] : [])),
      })
    if (kind === 'file')
      Object.assign(field, { types: (q.types ?? ['pdf']) as FileType[], maxMB: q.maxMB ?? undefined })
    if (kind === 'slot')
      field.slots = (q.slots ?? []).flatMap((s) => {
        if (!s.id) return []
        const places = Math.max(1, Number(s.places) || 1)
        return [{ id: s.id, label: wordsIn(s.label, locale), places, left: Math.max(0, places - (taken[s.id] ?? 0)) }]
      })
    return [field]
  })
}

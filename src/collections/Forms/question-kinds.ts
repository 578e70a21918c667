import type { FieldKind } from '@/forms/office-form-fields'

/**
 * Each kind of question by its name in the admin, as the office picks it under Add Question. Light:
 * the questions' blocks (./questions.ts) and the admin's row labels (a client component) both read it.
 */
export const QUESTION_KINDS: Record<FieldKind, { singular: string; plural: string }> = {
  text: { singular: 'Short answer', plural: 'Short answers' },
  longText: { singular: 'Long answer', plural: 'Long answers' },
  email: { singular: 'E-mail address', plural: 'E-mail addresses' },
  phone: { singular: 'Mobile number', plural: 'Mobile numbers' },
  number: { singular: 'Number', plural: 'Numbers' },
  date: { singular: 'Date', plural: 'Dates' },
  choice: { singular: 'One of several answers', plural: 'One of several answers' },
  checkboxes: { singular: 'Boxes to tick', plural: 'Boxes to tick' },
  file: { singular: 'File', plural: 'Files' },
  declaration: { singular: 'Declaration to tick', plural: 'Declarations to tick' },
  slot: { singular: 'Times or places to book', plural: 'Times or places to book' },
}

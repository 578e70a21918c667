import { describe, expect, it } from 'vitest'

import { CONDITION_MESSAGES, formFields, questionProblems, type StoredQuestion } from '@/collections/Forms/read'
import { fieldErrors } from '@/forms/fields'
import { fileKindOf } from '@/forms/file-kind'
import {
  checkAnswers,
  fieldName,
  type FormField,
  indianMobile,
  officeFormSchema,
  type RawAnswers,
} from '@/forms/office-form'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'
import { filteredForm } from '@/endpoints/form-replies-csv'

/**
 * The check of an office-built form's answers, which the page runs in the browser and the server
 * runs again: every kind of question in both languages, each message naming its question; and
 * the conditions the office writes, resolved from labels in either language.
 */
const q = (blockType: string, label: string | Record<string, string>, extra: Partial<StoredQuestion> = {}) =>
  ({ id: `${blockType}-${typeof label === 'string' ? label : label.en}`, blockType, label, ...extra }) as StoredQuestion

const QUESTIONS: StoredQuestion[] = [
  q('text', { en: 'Name', ml: 'പേര്' }),
  q('longText', { en: 'Remarks', ml: 'അഭിപ്രായം' }, { required: false }),
  q('email', { en: 'E-mail', ml: 'ഇ-മെയിൽ' }),
  q('phone', { en: 'Mobile', ml: 'മൊബൈൽ' }),
  q('number', { en: 'Children', ml: 'കുട്ടികൾ' }, { min: 1, max: 4 }),
  q('date', { en: 'Date', ml: 'തീയതി' }, { min: '2026-12-01', max: '2026-12-31' }),
  q(
    'choice',
    { en: 'Coming', ml: 'വരുന്നുണ്ടോ' },
    {
      options: [
        { id: 'yes', label: { en: 'Yes', ml: 'ഉണ്ട്' } },
        { id: 'no', label: { en: 'No', ml: 'ഇല്ല' } },
      ],
    },
  ),
  q('text', { en: 'Bus stop', ml: 'ബസ് സ്റ്റോപ്പ്' }, { showWhen: { question: 'Coming', is: 'Yes' } }),
  q(
    'checkboxes',
    { en: 'Food', ml: 'ഭക്ഷണം' },
    {
      required: false,
      options: [
        { id: 'veg', label: 'Vegetarian' },
        { id: 'milk', label: 'Milk' },
      ],
    },
  ),
  q('file', { en: 'Photo', ml: 'ഫോട്ടോ' }, { types: ['jpeg', 'png'], maxMB: 1, required: false }),
  q('declaration', { en: 'I agree', ml: 'ഞാൻ സമ്മതിക്കുന്നു' }),
]

const fields = (locale: 'en' | 'ml' = 'en') => formFields(QUESTIONS, locale)
const byLabel = (list: FormField[], label: string) => list.find((f) => f.label === label)!

const GOOD = (list: FormField[]): RawAnswers => ({
  [fieldName(byLabel(list, 'Name'))]: 'Anu',
  [fieldName(byLabel(list, 'E-mail'))]: 'anu@example.org',
  [fieldName(byLabel(list, 'Mobile'))]: '+91 98470 12345',
  [fieldName(byLabel(list, 'Children'))]: '2',
  [fieldName(byLabel(list, 'Date'))]: '2026-12-12',
  [fieldName(byLabel(list, 'Coming'))]: 'no',
  [fieldName(byLabel(list, 'I agree'))]: 'on',
})

describe('an office-built form’s check', () => {
  it('takes good answers, giving each its words (a mobile as its ten digits)', () => {
    const list = fields()
    const { errors, answers } = checkAnswers(list, GOOD(list), 'en')
    expect(errors).toEqual({})
    expect(answers.map((a) => [a.label, a.text])).toEqual([
      ['Name', 'Anu'],
      ['E-mail', 'anu@example.org'],
      ['Mobile', '9847012345'],
      ['Children', '2'],
      ['Date', '2026-12-12'],
      ['Coming', 'No'],
      ['I agree', '✓'],
    ])
  })

  it('names every question that is wrong at once, in English and in Malayalam', () => {
    for (const locale of ['en', 'ml'] as const) {
      const list = fields(locale)
      const say = OFFICE_FORM_MESSAGES[locale]
      const english = fields('en')
      const label = (en: string) => list[english.findIndex((f) => f.label === en)].label
      const name = (en: string) => fieldName(byLabel(english, en))
      const { errors } = checkAnswers(
        list,
        {
          [name('E-mail')]: 'anu@',
          [name('Mobile')]: '12345',
          [name('Children')]: '7',
          [name('Date')]: '2026-11-30',
          [name('Coming')]: 'maybe',
          [name('Food')]: ['veg', 'beef'],
          [name('Photo')]: { name: 'cv.pdf', type: 'application/pdf', size: 10 },
        },
        locale,
      )
      expect(errors).toEqual({
        [name('Name')]: say.required(label('Name')),
        [name('E-mail')]: say.email(label('E-mail')),
        [name('Mobile')]: say.phone(label('Mobile')),
        [name('Children')]: say.atMost(label('Children'), 4),
        [name('Date')]: say.notBefore(
          label('Date'),
          locale === 'en' ? 'Tuesday 1 December 2026' : 'ചൊവ്വാഴ്ച, 1 ഡിസംബർ 2026',
        ),
        [name('Coming')]: say.choice(label('Coming')),
        [name('Food')]: say.choice(label('Food')),
        [name('Photo')]: say.fileType(label('Photo'), 'JPEG, PNG'),
        [name('I agree')]: say.declaration(label('I agree')),
      })
      if (locale === 'ml') expect(errors[name('Name')]).toBe('പേര് നൽകണം.')
    }
  })

  it('checks numbers, dates, lengths and files at their edges', () => {
    const list = fields()
    const name = (label: string) => fieldName(byLabel(list, label))
    const errorsOf = (changes: RawAnswers) => checkAnswers(list, { ...GOOD(list), ...changes }, 'en').errors
    expect(errorsOf({ [name('Children')]: '0' })).toEqual({ [name('Children')]: 'Children must be at least 1.' })
    expect(errorsOf({ [name('Children')]: 'two' })).toEqual({ [name('Children')]: 'Children: enter a number.' })
    expect(errorsOf({ [name('Date')]: '2027-01-01' })[name('Date')]).toMatch(/^Date cannot be after/)
    expect(errorsOf({ [name('Date')]: '31/12/2026' })).toEqual({ [name('Date')]: 'Date: enter a date.' })
    expect(errorsOf({ [name('Name')]: 'x'.repeat(201) })[name('Name')]).toBe('Name: at most 200 characters, please.')
    expect(errorsOf({ [name('Photo')]: { name: 'a.jpg', type: 'image/jpeg', size: 2 * 1024 * 1024 } })).toEqual({
      [name('Photo')]: 'Photo: the file must be 1 MB or smaller.',
    })
    expect(errorsOf({ [name('Photo')]: { name: 'a.png', type: 'image/png', size: 2000 } })).toEqual({})
    expect(errorsOf({ [name('Remarks')]: '' })).toEqual({})
  })

  it('asks a question with a condition only when it holds, and enforces it then', () => {
    const list = fields()
    const stop = fieldName(byLabel(list, 'Bus stop'))
    const coming = fieldName(byLabel(list, 'Coming'))
    // Not coming: the bus stop is not asked, and an answer sent for it anyway is dropped.
    const notAsked = checkAnswers(list, { ...GOOD(list), [stop]: 'Kottayam' }, 'en')
    expect(notAsked.errors).toEqual({})
    expect(notAsked.answers.some((a) => a.label === 'Bus stop')).toBe(false)
    // Coming: it is asked and required.
    expect(checkAnswers(list, { ...GOOD(list), [coming]: 'yes' }, 'en').errors).toEqual({
      [stop]: 'Bus stop is required.',
    })
    expect(checkAnswers(list, { ...GOOD(list), [coming]: 'yes', [stop]: 'Pala' }, 'en').errors).toEqual({})
  })

  it('reports its errors by field name through the Zod schema the page loads', () => {
    const list = fields()
    const parsed = officeFormSchema(list, 'en').safeParse({})
    expect(parsed.success).toBe(false)
    if (!parsed.success) expect(fieldErrors(parsed.error)[fieldName(byLabel(list, 'Name'))]).toBe('Name is required.')
    expect(officeFormSchema(list, 'en').safeParse(GOOD(list)).success).toBe(true)
  })

  it('reads an Indian mobile however written, and nothing else', () => {
    for (const m of ['9847012345', '+91 98470 12345', '098470-12345', '919847012345', '(98470) 12345'])
      expect(indianMobile(m)).toBe('9847012345')
    for (const m of ['12345', '5847012345', '98470123456', '+44 7946 095800']) expect(indianMobile(m)).toBeNull()
  })

  it('tells a file by its first bytes', () => {
    expect(fileKindOf(new TextEncoder().encode('%PDF-1.7 ...'))).toBe('pdf')
    expect(fileKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('jpeg')
    expect(fileKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png')
    expect(fileKindOf(new TextEncoder().encode('MZ this is an exe'))).toBeNull()
  })
})

describe('the office’s conditions', () => {
  it('resolve from the labels in either language, and the page says them in its own', () => {
    const ml = formFields(
      [...QUESTIONS.slice(0, 7), q('text', 'Stop', { showWhen: { question: 'വരുന്നുണ്ടോ', is: 'ഉണ്ട്' } })],
      'ml',
    )
    expect(ml.at(-1)!.when).toEqual({ field: 'choice-Coming', values: ['yes'], question: 'വരുന്നുണ്ടോ', answers: ['ഉണ്ട്'] })
  })

  it('name what is wrong: no such question, one without answers, no such answer, half a condition, two booking lists', () => {
    const problems = questionProblems([
      q('choice', 'Coming', { options: [{ id: 'y', label: 'Yes' }] }),
      q('text', 'A', { showWhen: { question: 'Going', is: 'Yes' } }),
      q('text', 'B', { showWhen: { question: 'A', is: 'x' } }),
      q('text', 'C', { showWhen: { question: 'Coming', is: 'Perhaps' } }),
      q('text', 'D', { showWhen: { question: 'Coming' } }),
      q('declaration', 'I agree'),
      q('text', 'E', { showWhen: { question: 'I agree', is: 'ticked' } }),
      q('slot', 'Time', { slots: [{ id: 's1', label: '10:00', places: 1 }] }),
      q('slot', 'Other time', { slots: [{ id: 's2', label: '11:00', places: 1 }] }),
    ])
    expect(problems).toEqual([
      CONDITION_MESSAGES.noQuestion('A', 'Going'),
      CONDITION_MESSAGES.notAChoice('B', 'A'),
      CONDITION_MESSAGES.noAnswer('C', 'Coming', 'Perhaps'),
      CONDITION_MESSAGES.half('D'),
      'A form can have one question of times or places to book; put the times in one list.',
    ])
  })

  it('leave out of the page a time with no place left', () => {
    const [slot] = formFields([q('slot', 'Time', { slots: [{ id: 's1', label: '10:00', places: 2 }] })], 'en', {
      s1: 2,
    })
    expect(slot.slots).toEqual([{ id: 's1', label: '10:00', places: 2, left: 0 }])
  })
})

describe('the replies’ CSV', () => {
  it('finds the one form a list is filtered to, however the admin nests it', () => {
    expect(filteredForm({ form: { equals: '3' } })).toBe('3')
    expect(filteredForm({ or: [{ and: [{ form: { equals: 7 } }, { status: { equals: 'new' } }] }] })).toBe('7')
    expect(filteredForm({ status: { equals: 'new' } })).toBeUndefined()
  })
})

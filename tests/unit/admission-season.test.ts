import { describe, expect, it } from 'vitest'

import { applicationNumberAsTyped } from '@/lib/admissions/status-lookup'
import { childKeyOf, phoneKeysOf } from '@/lib/admissions/child-keys'
import { ADMISSION_STATUSES } from '@/lib/admissions/pipeline'
import { DEFAULT_MAILS, fillTemplate, templateOf } from '@/lib/admissions/status-mail'
import { applicationNumber } from '@/lib/admissions/application-number'
import {
  ageOn,
  ageRuleProblem,
  type ClassRow,
  classState,
  sessionInFull,
  sessionYearOf,
  sessionYearProblem,
  stateText,
} from '@/lib/admissions/season'

// Kerala is UTC+5:30: 18:30 UTC the day before is midnight in Kerala.
const kerala = (day: string, time = '10:00') => new Date(`${day}T${time}:00+05:30`)
const day = (d: string) => kerala(d, '00:00').toISOString()

describe('a session year', () => {
  it('is written as the notice writes it, and read in full for the form’s title', () => {
    expect(sessionYearProblem('2026-27')).toBeUndefined()
    expect(sessionYearProblem('2026-2027')).toMatch(/2026-27/)
    expect(sessionYearProblem('2026-28')).toMatch(/follows/)
    expect(sessionYearProblem('2099-00')).toBeUndefined()
    expect(sessionInFull('2025-26')).toBe('2025-2026')
    expect(sessionYearOf('2025-2026')).toBe('2025-26')
    expect(sessionYearOf('2025-26')).toBe('2025-26')
  })
})

describe('a class’s registration', () => {
  const row: ClassRow = { class: 'III', open: true, opensAt: day('2026-12-01'), closesAt: day('2027-01-31'), seats: 40 }

  it('opens at the start of its first Kerala day and closes at the end of its last', () => {
    expect(classState(row, 0, kerala('2026-11-30', '23:59')).kind).toBe('not-yet')
    expect(classState(row, 0, kerala('2026-12-01', '00:01')).kind).toBe('open')
    expect(classState(row, 0, kerala('2027-01-31', '23:59'))).toEqual({ kind: 'open', until: row.closesAt })
    expect(classState(row, 0, kerala('2027-02-01', '00:01'))).toEqual({ kind: 'closed', closedOn: row.closesAt })
  })

  it('is closed while the office has not opened it, and full once its seats are admitted', () => {
    expect(classState({ ...row, open: false }, 0, kerala('2026-12-10')).kind).toBe('closed')
    expect(classState({ ...row, open: false }, 0, kerala('2026-11-10')).kind).toBe('not-yet')
    expect(classState(row, 39, kerala('2026-12-10')).kind).toBe('open')
    expect(classState(row, 40, kerala('2026-12-10')).kind).toBe('full')
    expect(classState({ class: 'I', open: true }, 500, kerala('2026-12-10')).kind).toBe('open')
  })

  it('says so with its dates, in each language', () => {
    const at = kerala('2027-02-02')
    expect(stateText(row, classState(row, 0, at), '2026-27', 'en')).toBe(
      'Registration for Class III closed on 31 January 2027.',
    )
    expect(stateText(row, classState(row, 0, at), '2026-27', 'ml')).toBe(
      'മൂന്നാം ക്ലാസ് രജിസ്ട്രേഷൻ 31 ജനുവരി 2027-ന് അവസാനിച്ചു.',
    )
    expect(stateText(row, classState(row, 40, kerala('2026-12-10')), '2026-27', 'en')).toBe(
      'All seats in Class III for 2026-27 are filled.',
    )
    expect(stateText(row, classState(row, 0, kerala('2026-11-02')), '2026-27', 'en')).toBe(
      'Registration for Class III opens on 1 December 2026.',
    )
  })
})

describe('the age rule', () => {
  const classI: ClassRow = { class: 'I', open: true, minAge: 5, maxAge: 6, ageOn: day('2026-03-31') }

  it('counts whole years on the day it names', () => {
    expect(ageOn('2021-03-31', '2026-03-31')).toBe(5)
    expect(ageOn('2021-04-01', '2026-03-31')).toBe(4)
  })

  it('refuses a child outside it with the rule stated, and takes one inside', () => {
    const rule = 'For Class I the child must be 5 to 6 years old on 31 March 2026.'
    expect(ageRuleProblem(classI, '2021-04-01', 'en')).toBe(rule)
    expect(ageRuleProblem(classI, '2019-03-30', 'en')).toBe(rule)
    expect(ageRuleProblem(classI, '2021-03-31', 'en')).toBeUndefined()
    expect(ageRuleProblem(classI, '2019-04-01', 'en')).toBeUndefined()
    expect(ageRuleProblem({ ...classI, maxAge: null }, '2021-04-01', 'ml')).toBe(
      'ഒന്നാം ക്ലാസ് പ്രവേശനത്തിന് 31 മാർച്ച് 2026-ന് കുട്ടിക്ക് കുറഞ്ഞത് 5 വയസ്സ് തികഞ്ഞിരിക്കണം.',
    )
    expect(ageRuleProblem({ class: 'I' }, '2025-01-01', 'en')).toBeUndefined()
  })
})

describe('an application’s number', () => {
  it('is the school, the session, the class and four digits, and reads back however it is typed', () => {
    expect(applicationNumber('JRSBKL', '2026-27', 'I', 42)).toBe('JRSBKL/2026-27/I/0042')
    expect(applicationNumberAsTyped(' jrsbkl / 2026-27 / i / 42 ')).toBe('JRSBKL/2026-27/I/0042')
    expect(applicationNumberAsTyped('JRSBKL/2026-27/Pre-primary/0007')).toBe('JRSBKL/2026-27/PRE-PRIMARY/0007')
  })
})

describe('the same child twice', () => {
  it('is the name without case or spacing, and the birthday; the parents’ numbers as dialled', () => {
    expect(childKeyOf('  Anna  Maria ', '2020-05-01')).toBe(childKeyOf('anna maria', '2020-05-01'))
    expect(phoneKeysOf({ phone: '+91 98470 12345', phone1: '098470-12345', phone2: '94470 11111' })).toBe(
      '9847012345 9447011111',
    )
  })
})

describe('the parents’ mail of each step', () => {
  const values = {
    child: 'Anna',
    number: 'JRSBKL/2026-27/I/0001',
    class: 'Class I',
    year: '2026-27',
    date: '12 December 2026, 10:00 am',
    slot: 'Room 4',
    school: 'Jyothis Residential School',
    link: 'https://www.jrsbkl.example/AdmissionStatus',
  }

  it('has a subject and a mail for every step in both languages, every word filled in', () => {
    for (const locale of ['en', 'ml'] as const)
      for (const status of ADMISSION_STATUSES) {
        const { subject, body } = DEFAULT_MAILS[locale][status]
        for (const text of [subject, body])
          expect(fillTemplate(text, values), `${locale} ${status}`).not.toMatch(/[{}]/)
        expect(fillTemplate(body, values)).toContain('Jyothis Residential School')
      }
  })

  it('takes the office’s own words for a step where it wrote them, the standard ones elsewhere', () => {
    const stored = {
      offered: { subject: 'Seat for {child}', body: '' },
      waitListed: { subject: ' ', body: 'Wait, {child}.' },
    }
    expect(templateOf(stored, 'offered', 'en')).toEqual({
      subject: 'Seat for {child}',
      body: DEFAULT_MAILS.en.offered.body,
    })
    expect(templateOf(stored, 'wait-listed', 'ml')).toEqual({
      subject: DEFAULT_MAILS.ml['wait-listed'].subject,
      body: 'Wait, {child}.',
    })
    // A word the template does not know stays as typed; a known one the application lacks reads empty.
    expect(fillTemplate('{child} {unknown} {slot}.', { child: 'Anna' })).toBe('Anna {unknown} .')
  })
})

import { describe, expect, it } from 'vitest'

import { longDayAndTime } from '@/lib/content/format'
import {
  boardDrafts,
  breachClock,
  breachContact,
  clockText,
  peopleDrafts,
  REPORT_WITHIN_HOURS,
  type BreachRecord,
} from '@/lib/privacy/breach-drafts'
import { grievanceContact } from '@/lib/privacy/grievance'

const school = { en: 'Jyothis Residential School', ml: 'ജ്യോതിസ് റെസിഡൻഷ്യൽ സ്കൂൾ' }
/** The school's grievance officer as each language's page reads the school (its designation is localized). */
const office = (designation: string) => ({
  email: 'office@school.example',
  phone: '0467 2201234',
  grievanceOfficer: { name: 'Fr. Joseph Mathew', designation },
})
const contact = { en: grievanceContact(office('Manager'), 'en'), ml: grievanceContact(office('മാനേജർ'), 'ml') }

/** A breach with every field the rule asks for written, each in words no other field repeats. */
const breach: BreachRecord = {
  title: 'Admission list mailed to the wrong parents',
  description:
    'The Class 1 waiting list, with 40 children’s names and parents’ phones, went to the Class 2 parents’ mail group.',
  occurredAt: '2027-03-12T05:00:00.000Z',
  foundAt: '2027-03-12T09:30:00.000Z',
  circumstances: 'The clerk chose the wrong group from the address book',
  people: ['pupils', 'parents'],
  peopleCount: 40,
  dataKinds: ['contact', 'children'],
  consequences: 'Strangers may call parents pretending to be the school',
  measures: 'The mail was recalled and the group asked to delete it',
  selfProtection: 'Never share an OTP with a caller',
  findings: 'A mistake by the office clerk, not malice',
  remedial: 'Lists now go to a single checked address',
  contact: {},
  boardToldAt: '2027-03-12T11:00:00.000Z',
  peopleToldAt: '2027-03-12T12:15:00.000Z',
}

const MALAYALAM = /[\u0D00-\u0D7F]/g
/** The share of a text's letters that are Malayalam, the record's own English words left out. */
const malayalamShare = (text: string, record: BreachRecord) => {
  let rest = text
  for (const value of Object.values(record)) if (typeof value === 'string') rest = rest.replaceAll(value, '')
  const letters = rest.match(/\p{L}/gu)?.length ?? 0
  return (rest.match(MALAYALAM)?.length ?? 0) / letters
}

describe('the notice to each person affected (DPDP Rules r. 7(1))', () => {
  const drafts = peopleDrafts(breach, school, contact)

  it('says in each language what happened (nature, extent, timing, location), what it may mean, what the school did, what they can do, and whom to ask', () => {
    for (const locale of ['en', 'ml'] as const) {
      const text = drafts[locale]
      // (a) the breach: what, its nature, extent and location, when it happened and when the school learnt of it
      expect(text).toContain(breach.title)
      expect(text).toContain(breach.description)
      expect(text).toContain(longDayAndTime(breach.occurredAt!, locale))
      expect(text).toContain(longDayAndTime(breach.foundAt, locale))
      // (b) the consequences, (c) the measures taken, (d) the steps people can take
      expect(text).toContain(breach.consequences)
      expect(text).toContain(breach.measures)
      expect(text).toContain(breach.selfProtection)
      // (e) who answers on behalf of the school
      expect(text).toContain('Fr. Joseph Mathew')
      expect(text).toContain('office@school.example')
      expect(text).toContain('0467 2201234')
      expect(text).toContain(school[locale])
      // Nothing the person need not see: the findings and the Board's matters stay in its report.
      expect(text).not.toContain(breach.findings)
    }
    expect(drafts.en).toContain('Fr. Joseph Mathew (Manager)')
    expect(drafts.ml).toContain('Fr. Joseph Mathew (മാനേജർ)')
    expect(drafts.en).toContain('Names and contact details, Children’s details')
  })

  it('is Malayalam in Malayalam, kinds of data included, and English in English', () => {
    expect(malayalamShare(drafts.ml, breach)).toBeGreaterThan(0.9)
    expect(drafts.ml).toContain('കുട്ടികളുടെ വിവരങ്ങൾ')
    expect(drafts.ml).toContain('12 മാർച്ച് 2027')
    expect(drafts.en.match(MALAYALAM)).toBeNull()
    expect(drafts.ml.normalize('NFC')).toBe(drafts.ml)
    expect(drafts.ml).not.toMatch(/\u200C|\u200D/)
  })

  it('says what is not known yet, and shows what is not recorded yet', () => {
    const early = peopleDrafts({ ...breach, occurredAt: null, consequences: '', selfProtection: null }, school, contact)
    expect(early.en).toContain('When it happened: not known yet.')
    expect(early.en).toContain('What it may mean for you\n[not recorded yet]')
    expect(early.ml).toContain('സംഭവിച്ചത്: ഇതുവരെ അറിവായിട്ടില്ല.')
    expect(early.ml).toContain('[ഇതുവരെ രേഖപ്പെടുത്തിയിട്ടില്ല]')
  })

  it('names the record’s own contact where the office gave one, the officer’s address where it gave none', () => {
    const own = breachContact({ contact: { name: 'Ms Anitha K', role: 'Office Manager' } }, contact.en)
    expect(own).toEqual({
      name: 'Ms Anitha K',
      role: 'Office Manager',
      email: 'office@school.example',
      phone: '0467 2201234',
    })
    const text = peopleDrafts(
      { ...breach, contact: { name: 'Ms Anitha K', email: 'anitha@school.example' } },
      school,
      contact,
    )
    expect(text.en).toContain('Ms Anitha K, anitha@school.example, 0467 2201234')
    expect(text.en).not.toContain('Fr. Joseph Mathew')
  })
})

describe('the intimation and report to the Data Protection Board (r. 7(2))', () => {
  const drafts = boardDrafts(breach, school, contact)

  it('holds in each language the description, the events and reasons, the measures, the findings, the remedial measures and the intimations', () => {
    for (const locale of ['en', 'ml'] as const) {
      const text = drafts[locale]
      for (const field of [
        'title',
        'description',
        'circumstances',
        'consequences',
        'measures',
        'findings',
        'remedial',
      ] as const)
        expect(text, `${locale}: ${field}`).toContain(breach[field])
      expect(text).toContain(longDayAndTime(breach.occurredAt!, locale))
      expect(text).toContain(longDayAndTime(breach.foundAt, locale))
      // The report on the intimations to the people affected, and the first intimation's date.
      expect(text).toContain(longDayAndTime(breach.peopleToldAt!, locale))
      expect(text).toContain(longDayAndTime(breach.boardToldAt!, locale))
      expect(text).toContain('office@school.example')
      expect(text).toContain(school[locale])
    }
    expect(drafts.en).toContain('To: The Data Protection Board of India')
    expect(drafts.en).toContain('rule 7(2)(b)')
    expect(drafts.en).toContain('Pupils, Parents (about 40 people)')
    expect(drafts.ml).toContain('ഡാറ്റാ പ്രൊട്ടക്ഷൻ ബോർഡ് ഓഫ് ഇന്ത്യ')
    expect(drafts.ml).toContain('വിദ്യാർഥികൾ, രക്ഷിതാക്കൾ (ഏകദേശം 40 പേർ)')
    expect(malayalamShare(drafts.ml, breach)).toBeGreaterThan(0.9)
    expect(drafts.en.match(MALAYALAM)).toBeNull()
  })

  it('is the first intimation until its date is recorded, and says when the people affected are not told yet', () => {
    const first = boardDrafts({ ...breach, boardToldAt: null, peopleToldAt: null }, school, contact)
    expect(first.en).toContain('rule 7(2)(a)')
    expect(first.en).toContain('This is the school’s first intimation of this breach to the Board.')
    expect(first.en).toContain('The people affected have not been told yet.')
    expect(first.ml).toContain('ബാധിക്കപ്പെട്ടവരെ ഇതുവരെ അറിയിച്ചിട്ടില്ല.')
  })
})

describe('the 72-hour clock of the Board’s report', () => {
  const found = '2027-03-12T09:30:00.000Z'
  const hours = (n: number) => new Date(Date.parse(found) + n * 60 * 60 * 1000)
  const at = (iso: string) => iso

  it('runs from when the school learnt of the breach, in whole hours left', () => {
    const clock = breachClock(found, null, hours(30.5))
    expect(clock).toEqual({ dueAt: '2027-03-15T09:30:00.000Z', hoursLeft: 41, state: 'running' })
    expect(REPORT_WITHIN_HOURS).toBe(72)
    expect(clockText(clock, at)).toBe('41 hours left: due 2027-03-15T09:30:00.000Z.')
    expect(clockText(breachClock(found, undefined, hours(71.5)), at)).toMatch(/^Less than an hour left/)
  })

  it('is overdue by the hours past the due time', () => {
    const clock = breachClock(found, null, hours(77.25))
    expect(clock).toMatchObject({ state: 'overdue', hoursLeft: -6 })
    expect(clockText(clock, at)).toMatch(/^Overdue by 6 hours: it was due 2027-03-15T09:30:00.000Z/)
    expect(breachClock(found, null, hours(72.5))).toMatchObject({ state: 'overdue', hoursLeft: -1 })
  })

  it('stops when the report is sent, and says whether it was late', () => {
    const inTime = breachClock(found, hours(50).toISOString(), hours(200))
    expect(inTime).toMatchObject({ state: 'sent', hoursLeft: 22, sentAt: hours(50).toISOString() })
    expect(clockText(inTime, at)).toBe(`Report sent on ${hours(50).toISOString()}.`)
    const late = breachClock(found, hours(75).toISOString(), hours(80))
    expect(clockText(late, at)).toBe(`Report sent on ${hours(75).toISOString()}, 3 hours late.`)
  })
})

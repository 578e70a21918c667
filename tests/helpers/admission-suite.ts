import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ADMISSION_CLOSED, type AdmissionInput } from '@/forms/admission'
import { admissionBoard } from '@/lib/admissions/board'
import { chooseInteractionTime, interactionTimes } from '@/lib/admissions/interaction-times'
import { MERGE_MESSAGES, mergeApplications } from '@/lib/admissions/merge'
import { familyAddresses } from '@/lib/admissions/parent-mail'
import { lookUpApplication } from '@/lib/admissions/status-lookup'
import { BadRequest } from '@/lib/submissions/bad-request'
import { storeAdmissionApplication } from '@/lib/submissions/admission'

import { twoSchoolsWithStaff } from './payload'

// Kerala's midnight of a day, as the admin's day box stores it.
const day = (d: string) => new Date(`${d}T00:00:00+05:30`).toISOString()

/** A child as SPEC's form sends one (dates YYYY-MM-DD), for the class given. */
export const application = (name: string, cls: AdmissionInput['class'], extra: Partial<AdmissionInput> = {}) =>
  ({
    class: cls,
    name,
    gender: 'Female',
    dob: '2021-01-15',
    religion: 'Christian',
    category: 'General',
    address1: 'Bekal',
    phone2: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    fatherName: 'F',
    profession: 'P',
    phone: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    motherName: 'M',
    profession1: 'P',
    phone1: `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    siblings: [],
    declaration: true,
    ...extra,
  }) as AdmissionInput

let keys = 0

/**
 * Admission season against a real database (SQLite or PostgreSQL), the same cases for both: the
 * classes' windows, seats and age rule, numbers consecutive however many parents send at once,
 * duplicates flagged, each change of status recorded, the parents' look-up, and who may see it.
 */
export function admissionSuite(context: () => { payload: Payload }) {
  const payload = () => context().payload
  let staff: Awaited<ReturnType<typeof twoSchoolsWithStaff>>
  let session: number
  const school = () => ({ id: staff.schoolA, code: 'JRSBKL' })
  const now = new Date('2026-12-10T10:00:00+05:30')

  const send = async (data: AdmissionInput, key = `adm-${++keys}`, at = now) => {
    try {
      return { stored: await storeAdmissionApplication(payload(), school(), data, { key, language: 'en' }, at) }
    } catch (error) {
      if (error instanceof BadRequest) return { refused: error.message, fields: error.fields }
      throw error
    }
  }

  beforeAll(async () => {
    staff = await twoSchoolsWithStaff(payload(), 'ADMB')
    const created = await payload().create({
      collection: 'admission-sessions',
      data: {
        school: staff.schoolA,
        year: '2026-27',
        classes: [
          { class: 'I', open: true, seats: 3, minAge: 5, maxAge: 6, ageOn: day('2026-03-31') },
          { class: 'II', open: true, closesAt: day('2026-11-30') },
          { class: 'III', open: true, opensAt: day('2026-12-01'), closesAt: day('2027-01-31'), seats: 40 },
          { class: 'IV', open: true, opensAt: day('2027-01-01') },
          { class: 'V', open: false },
        ],
      },
      user: staff.adminA,
      overrideAccess: false,
    })
    session = created.id
  }, 120_000)

  describe('which classes take registrations', () => {
    it('refuses a closed class, one not open yet and one not offered, each saying why', async () => {
      expect(await send(application('Late', 'II'))).toEqual({
        refused: 'Registration for Class II closed on 30 November 2026.',
      })
      expect(await send(application('Early', 'IV'))).toEqual({
        refused: 'Registration for Class IV opens on 1 January 2027.',
      })
      expect(await send(application('Shut', 'V'))).toEqual({ refused: 'Registration for Class V is closed.' })
      const notOffered = await send(application('Nine', 'IX'))
      expect(notOffered.refused).toBe('Choose a class that is open for registration.')
      expect(notOffered.fields).toEqual({ class: 'Choose a class that is open for registration.' })
      expect(await send(application('Later', 'III'), undefined, new Date('2027-02-01T00:30:00+05:30'))).toEqual({
        refused: 'Registration for Class III closed on 31 January 2027.',
      })
    })

    it('refuses a child outside the age rule with the rule stated, under the date of birth', async () => {
      const rule = 'For Class I the child must be 5 to 6 years old on 31 March 2026.'
      expect(await send(application('Too Young', 'I', { dob: '2021-04-01' }))).toEqual({
        refused: rule,
        fields: { dob: rule },
      })
      expect((await send(application('Just Five', 'I', { dob: '2021-03-31' }))).stored?.number).toBe(
        'JRSBKL/2026-27/I/0001',
      )
    })

    it('says the whole registration is closed while no class of the latest session is open', async () => {
      await payload().create({
        collection: 'admission-sessions',
        data: { school: staff.schoolB, year: '2026-27', classes: [{ class: 'I', open: false }] },
        overrideAccess: true,
      })
      await expect(
        storeAdmissionApplication(payload(), { id: staff.schoolB, code: 'ADMB' }, application('B', 'I'), {
          key: 'b-1',
          language: 'en',
        }),
      ).rejects.toThrow(ADMISSION_CLOSED)
    })
  })

  describe('numbers', () => {
    it('300 applications at once for one class: 300 stored, numbered 0001 to 0300 with no gap and no repeat', async () => {
      const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => send(application(`Child ${i}`, 'III'))))
      expect(answers.filter((a) => a.refused)).toEqual([])
      const numbers = answers.map((a) => a.stored!.number!)
      expect(new Set(numbers).size).toBe(300)
      const expected = Array.from({ length: 300 }, (_, i) => `JRSBKL/2026-27/III/${String(i + 1).padStart(4, '0')}`)
      expect([...numbers].sort()).toEqual(expected)
      const { totalDocs } = await payload().count({
        collection: 'admission-registrations',
        where: { and: [{ session: { equals: session } }, { class: { equals: 'III' } }] },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(300)
    }, 240_000)

    it('the same form twice (a double click) is one application with one number', async () => {
      const data = application('Twice', 'III')
      const [a, b] = await Promise.all([send(data, 'same-key'), send(data, 'same-key')])
      expect(a.stored!.number).toBe(b.stored!.number)
      expect(
        (
          await payload().count({
            collection: 'admission-registrations',
            where: { name: { equals: 'Twice' } },
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(1)
    })
  })

  it('a class whose counter is gone (a school imported from its export) goes on from its last application', async () => {
    await payload().delete({
      collection: 'admission-numbers',
      where: { class: { equals: 'III' } },
      overrideAccess: true,
    })
    expect((await send(application('After Import', 'III'))).stored?.number).toBe('JRSBKL/2026-27/III/0302')
  })

  describe('duplicates', () => {
    it('flags the same child twice (name and birthday), and a parent’s mobile given again, both ways', async () => {
      const first = await send(application('Anu Mathew', 'III', { dob: '2019-05-01', phone: '9847000001' }))
      const sameChild = await send(application('  anu  MATHEW', 'III', { dob: '2019-05-01', phone: '9847000002' }))
      const sameMobile = await send(application('Binu Mathew', 'III', { dob: '2018-02-02', phone1: '+91 98470 00001' }))
      const other = await send(application('Someone Else', 'III', { dob: '2019-05-01' }))
      const read = async (r: typeof first) =>
        (
          await payload().findByID({
            collection: 'admission-registrations',
            id: r.stored!.id,
            depth: 0,
            overrideAccess: true,
          })
        ).possibleDuplicates
      expect(await read(sameChild)).toEqual([first.stored!.id])
      expect(await read(sameMobile)).toEqual([first.stored!.id])
      expect(await read(first)).toEqual([sameChild.stored!.id, sameMobile.stored!.id])
      expect(await read(other)).toEqual([])
    })

    it('merges the same child’s second application into the first: the first takes what only the second gave, the second is withdrawn quietly', async () => {
      const first = (await send(application('Tara Jose', 'III', { dob: '2019-04-04', email: 'father@example.org' })))
        .stored!
      const second = (
        await send(
          application('Tara Jose', 'III', { dob: '2019-04-04', email1: 'mother@example.org', address: 'Latin' }),
        )
      ).stored!
      await payload().update({
        collection: 'admission-registrations',
        id: second.id,
        data: { notes: 'Mother rang.' },
        overrideAccess: true,
      })
      const merge = (user: object, keep = first.id, drop = second.id) =>
        mergeApplications(payload(), user as never, Number(keep), Number(drop)).catch((e: Error) => e.message)
      // Editors and another school's admins cannot; nor can one application be merged into itself.
      expect(await merge(staff.editorA)).toBe(MERGE_MESSAGES.notFound)
      expect(await merge(staff.adminB)).toBe(MERGE_MESSAGES.notFound)
      expect(await merge(staff.adminA, first.id, first.id)).toBe(MERGE_MESSAGES.same)
      expect(await merge(staff.adminA)).toEqual({
        kept: first.number,
        merged: second.number,
        alsoMailed: ['mother@example.org'],
      })
      const [kept, dropped] = await Promise.all(
        [first.id, second.id].map((id) =>
          payload().findByID({ collection: 'admission-registrations', id, depth: 0, overrideAccess: true }),
        ),
      )
      // Both stay as the parents sent them; the kept one's mails reach the mother too.
      expect(kept).toMatchObject({ email: 'father@example.org', email1: null, address: null })
      expect(await familyAddresses(payload(), kept)).toEqual(['father@example.org', 'mother@example.org'])
      expect(kept.possibleDuplicates).toEqual([])
      expect(kept.notes).toContain(`${second.number} merged into this application`)
      expect(kept.notes).toContain('Its notes: Mother rang.')
      expect(dropped).toMatchObject({ status: 'withdrawn', mergedInto: first.id, possibleDuplicates: [] })
      expect(dropped.history?.at(-1)).toMatchObject({ status: 'withdrawn', by: staff.adminA.id, quiet: true })
      expect(await merge(staff.adminA)).toBe(MERGE_MESSAGES.merged(second.number!))
    })
  })

  describe('the office’s steps', () => {
    it('records each change of status with who made it and when, and "quietly" on that step alone', async () => {
      const { stored } = await send(application('Stepper', 'III'))
      const update = (data: Record<string, unknown>) =>
        payload().update({
          collection: 'admission-registrations',
          id: stored!.id,
          data,
          user: staff.adminA,
          overrideAccess: false,
          depth: 0,
        })
      await update({ status: 'interaction-scheduled' })
      await update({ notes: 'Rang the father.' })
      const after = await update({ status: 'offered', quiet: true })
      expect(after.history?.map((h) => [h.status, h.by, h.quiet])).toEqual([
        ['registered', null, false],
        ['interaction-scheduled', staff.adminA.id, false],
        ['offered', staff.adminA.id, true],
      ])
      expect(after.history?.every((h) => Date.parse(h.at!) > 0)).toBe(true)
      expect((after as { quiet?: unknown }).quiet).toBeUndefined()
    })

    it('fills a class: once its seats are admitted, the next parent is told it is full', async () => {
      const admitted = []
      for (const name of ['Seat One', 'Seat Two', 'Seat Three'])
        admitted.push((await send(application(name, 'I', { dob: '2020-06-01' }))).stored!)
      for (const a of admitted)
        await payload().update({
          collection: 'admission-registrations',
          id: a.id,
          data: { status: 'admitted' },
          user: staff.adminA,
          overrideAccess: false,
        })
      expect(await send(application('Seat Four', 'I', { dob: '2020-06-01' }))).toEqual({
        refused: 'All seats in Class I for 2026-27 are filled.',
      })
    })
  })

  describe('interaction times the parents choose', () => {
    it('books a place at a time from the mail’s link, refuses a full one, frees the old place on a change, and only at that step', async () => {
      const updated = await payload().update({
        collection: 'admission-sessions',
        id: session,
        data: {
          interactionTimes: [
            { at: '2026-12-12T04:30:00.000Z', where: 'Principal’s office', places: 1 },
            { at: '2026-12-13T04:30:00.000Z', where: 'Hall', places: 2 },
            { at: '2026-12-01T04:30:00.000Z', where: 'Gone by', places: 5 },
            { at: '2026-12-14T04:30:00.000Z', where: 'Library', places: 1 },
          ],
        },
        user: staff.adminA,
        overrideAccess: false,
      })
      const [first, second, past, library] = updated.interactionTimes!.map((t) => t.id!)
      const apps = []
      for (const name of ['Time One', 'Time Two', 'Time Three']) {
        const { stored } = await send(application(name, 'III'))
        await payload().update({
          collection: 'admission-registrations',
          id: stored!.id,
          data: { status: 'interaction-scheduled', quiet: true },
          user: staff.adminA,
          overrideAccess: false,
        })
        apps.push(stored!.id)
      }
      const notYet = (await send(application('Not Yet', 'III'))).stored!.id
      const choose = (id: number | string, time: string) => chooseInteractionTime(payload(), Number(id), time, now)

      expect(await choose(apps[0], first)).toBe('chosen')
      expect(await choose(apps[1], first)).toBe('taken')
      expect(await choose(apps[1], past)).toBe('not-now')
      expect(await choose(notYet, second)).toBe('not-now')
      expect(await choose(apps[1], 'no-such-time')).toBe('not-now')
      const booked = await payload().findByID({ collection: 'admission-registrations', id: apps[0], depth: 0 })
      expect(booked).toMatchObject({
        interactionAt: '2026-12-12T04:30:00.000Z',
        interactionPlace: 'Principal’s office',
        interactionTime: first,
        interactionSeat: 1,
      })
      // The first family moves to the hall: the office's time is free again for the second.
      expect(await choose(apps[0], second)).toBe('chosen')
      expect(await choose(apps[1], first)).toBe('chosen')
      expect(await choose(apps[2], second)).toBe('chosen')
      const times = await interactionTimes(payload(), session, 'en', { now })
      expect(times.map((t) => [t.where, t.left])).toEqual([
        ['Principal’s office', 0],
        ['Hall', 0],
        ['Library', 1],
      ])
      // Written in English alone, the place still shows to a Malayalam reader.
      expect((await interactionTimes(payload(), session, 'ml', { now }))[1].where).toBe('Hall')
      // Two families race for the library's one place: one gets it, the other is told it is taken.
      const race = await Promise.all([choose(apps[0], library), choose(apps[2], library)])
      expect(race.sort()).toEqual(['chosen', 'taken'])
    })
  })

  describe('the parents’ look-up', () => {
    it('gives the first name, status and next step for the right pair; one answer for a wrong number or a wrong date', async () => {
      const { stored } = await send(application('Meera Anna Joseph', 'III', { dob: '2019-08-20' }))
      const look = (number: string, dob: string) => lookUpApplication(payload(), staff.schoolA, number, dob, 'en')
      expect(await look(stored!.number!.toLowerCase().replace(/\//g, ' / '), '2019-08-20')).toEqual({
        firstName: 'Meera',
        number: stored!.number,
        status: 'Registered',
        next: 'The school has your registration. You will hear from the school when the interactions are scheduled.',
      })
      expect(await look(stored!.number!, '2019-08-21')).toBeNull()
      expect(await look('JRSBKL/2026-27/III/9999', '2019-08-20')).toBeNull()
      // Another school's look-up never finds this school's application.
      expect(await lookUpApplication(payload(), staff.schoolB, stored!.number!, '2019-08-20', 'en')).toBeNull()
      const ml = await lookUpApplication(payload(), staff.schoolA, stored!.number!, '2019-08-20', 'ml')
      expect(ml?.status).toBe('രജിസ്റ്റർ ചെയ്തു')
    })
  })

  describe('the office’s board', () => {
    it('counts each class’s applications and seats taken, and lays the chosen class out by step', async () => {
      const asMember = async (user: object) =>
        createLocalReq({ user: { ...user, collection: 'users' } as never }, payload())
      const board = await admissionBoard(payload(), await asMember(staff.adminA), { session, class: 'I' })
      expect(board.session?.year).toBe('2026-27')
      const classI = board.classes.find((c) => c.class === 'I')!
      expect(classI).toMatchObject({ seats: 3, taken: 3 })
      expect(board.chosen).toBe('I')
      const admitted = board.columns.find((c) => c.status === 'admitted')!.cards.map((c) => c.name)
      expect(admitted).toEqual(['Seat One', 'Seat Two', 'Seat Three'])
      const classIII = board.classes.find((c) => c.class === 'III')!
      expect(classIII.total).toBeGreaterThan(300)
      // Another school's admin sees its own school's session only, never this school's.
      const other = await admissionBoard(payload(), await asMember(staff.adminB), { session })
      expect(other.session?.id).not.toBe(session)
      expect(other.classes.map((c) => [c.class, c.total])).toEqual([['I', 0]])
    })
  })

  describe('who sees it', () => {
    it('school admins of the school alone read applications; editors and another school’s admins see none, nor the counters', async () => {
      const read = (user: object) =>
        payload().find({ collection: 'admission-registrations', user, overrideAccess: false, limit: 1 })
      expect((await read(staff.adminA)).totalDocs).toBeGreaterThan(300)
      await expect(read(staff.editorA)).rejects.toThrow()
      expect((await read(staff.adminB)).totalDocs).toBe(0)
      await expect(
        payload().find({ collection: 'admission-numbers', user: staff.adminA, overrideAccess: false }),
      ).rejects.toThrow()
    })

    it('school admins change their sessions; editors and other schools’ admins cannot', async () => {
      const change = (user: object) =>
        payload().update({
          collection: 'admission-sessions',
          id: session,
          data: { classes: [{ class: 'I', open: false }] },
          user,
          overrideAccess: false,
        })
      await expect(change(staff.editorA)).rejects.toThrow()
      await expect(change(staff.adminB)).rejects.toThrow()
      const year = await payload()
        .create({
          collection: 'admission-sessions',
          data: { school: staff.schoolA, year: '2026-27' },
          overrideAccess: true,
        })
        .catch((e: { data?: { errors?: { message: string }[] } }) => e.data?.errors?.[0]?.message)
      expect(year).toBe('This school already has the 2026-27 session. Open it to change its classes.')
    })
  })
}

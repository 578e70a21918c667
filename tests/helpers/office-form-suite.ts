import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { formOnFile, type StoredForm } from '@/collections/Forms/on-file'
import { type FormOnFile } from '@/lib/submissions/office-form'
import { checkAnswers, fieldName, type RawAnswers } from '@/forms/office-form'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'
import { BadRequest } from '@/lib/submissions/bad-request'
import { storeFormReply } from '@/lib/submissions/office-form'

import { secondSchool } from './payload'

/** A form of the school, published, as the office builds it in the admin. */
export async function publishedForm(payload: Payload, school: number, slug: string, data: Record<string, unknown>) {
  const doc = await payload.create({
    collection: 'forms',
    data: { title: slug, slug, school, _status: 'published', ...data } as never,
    overrideAccess: true,
    locale: 'en',
  })
  const stored = await payload.findByID({
    collection: 'forms',
    id: doc.id,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
  })
  return stored as unknown as StoredForm
}

/** The answers to the form's questions by their labels, as its page would send them. */
export function answersByLabel(form: FormOnFile, byLabel: Record<string, unknown>): RawAnswers {
  const raw: RawAnswers = {}
  for (const [label, value] of Object.entries(byLabel)) {
    const field = form.fields.find((f) => f.label === label)
    if (!field) throw new Error(`no question ${label}`)
    const option = (field.options ?? field.slots)?.find((o) => o.label === value)
    raw[fieldName(field)] = option ? option.id : value
  }
  return raw
}

let keys = 0

/** Sends one reply as the page's action would, or says why it was refused. */
export async function reply(
  payload: Payload,
  form: FormOnFile,
  byLabel: Record<string, unknown>,
  key = `key-${++keys}`,
) {
  const checked = checkAnswers(form.fields, answersByLabel(form, byLabel), 'en')
  if (Object.keys(checked.errors).length) return { refused: Object.values(checked.errors)[0] }
  try {
    return { stored: await storeFormReply(payload, form, checked, [], { key, language: 'en' }) }
  } catch (error) {
    if (error instanceof BadRequest) return { refused: error.message, fields: error.fields }
    throw error
  }
}

const say = OFFICE_FORM_MESSAGES.en

/**
 * Replies to the forms the office builds, against a real database (SQLite or PostgreSQL), the same
 * cases for both: places and limits exact however many replies race for them, one reply per
 * person where the form says so, the form's windows, and each reply's notice version.
 */
export function officeFormSuite(context: () => { payload: Payload }) {
  const payload = () => context().payload
  let school: number

  beforeAll(async () => {
    school = (await payload().find({ collection: 'schools', limit: 1, depth: 0 })).docs[0].id
  })

  const onFile = async (slug: string, data: Record<string, unknown>) =>
    formOnFile(payload(), await publishedForm(payload(), school, slug, data), 'en')

  const countReplies = async (form: number, where: Record<string, unknown> = {}) =>
    (
      await payload().count({
        collection: 'form-submissions',
        where: { and: [{ form: { equals: form } }, where] } as never,
        overrideAccess: true,
      })
    ).totalDocs

  describe('capacity', () => {
    it('200 replies at once for 20 places: exactly 20 stored, the other 180 told the form is full, none lost', async () => {
      const form = await onFile('sports-day', {
        limit: 20,
        fields: [{ blockType: 'text', label: 'Name', required: true }],
      })
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => reply(payload(), form, { Name: `Runner ${i}` })),
      )
      expect(answers.filter((a) => a.stored)).toHaveLength(20)
      expect(answers.filter((a) => a.refused === say.full)).toHaveLength(180)
      expect(await countReplies(form.id)).toBe(20)
      const places = (
        await payload().find({
          collection: 'form-submissions',
          where: { form: { equals: form.id } },
          pagination: false,
          overrideAccess: true,
        })
      ).docs.map((d) => d.limitPlace)
      expect(new Set(places).size).toBe(20)
    }, 120_000)

    it('twelve PTM times of one parent each: two parents racing for one time, one gets it, the other is told and keeps the rest', async () => {
      const slots = Array.from({ length: 12 }, (_, i) => ({
        label: `10:${String(i * 10).padStart(2, '0')}`,
        places: 1,
      }))
      const form = await onFile('ptm-class-5', {
        fields: [
          { blockType: 'text', label: 'Parent name', required: true },
          { blockType: 'slot', label: 'Time', slots },
        ],
      })
      const [a, b] = await Promise.all([
        reply(payload(), form, { 'Parent name': 'Asha', Time: '10:00' }),
        reply(payload(), form, { 'Parent name': 'Biju', Time: '10:00' }),
      ])
      const refused = [a, b].find((r) => r.refused)
      expect([a, b].filter((r) => r.stored)).toHaveLength(1)
      const slot = form.fields.find((f) => f.kind === 'slot')!
      expect(refused?.fields?.[fieldName(slot)]).toBe(say.slotTaken('Time'))
      // Another time is free: the same parent books it.
      expect((await reply(payload(), form, { 'Parent name': 'Biju', Time: '10:10' })).stored).toBeTruthy()
    })

    it('a time of 5 places with 30 racing for it: 5 stored, and a cancelled reply gives its place back', async () => {
      const form = await onFile('trip-seats', {
        fields: [{ blockType: 'slot', label: 'Bus', slots: [{ label: 'Bus 1', places: 5 }] }],
      })
      const answers = await Promise.all(Array.from({ length: 30 }, () => reply(payload(), form, { Bus: 'Bus 1' })))
      expect(answers.filter((a) => a.stored)).toHaveLength(5)
      expect(await countReplies(form.id, { place: { exists: true } })).toBe(5)
      const first = answers.find((a) => a.stored)!.stored!.id
      await payload().update({
        collection: 'form-submissions',
        id: first,
        data: { status: 'cancelled', place: null, limitPlace: null, onceKey: null },
        overrideAccess: true,
      })
      expect((await reply(payload(), form, { Bus: 'Bus 1' })).stored).toBeTruthy()
      expect((await reply(payload(), form, { Bus: 'Bus 1' })).refused).toBe(say.slotTaken('Bus'))
    }, 60_000)
  })

  describe('one reply a person', () => {
    it('per e-mail address: the same address again (in other capitals) is refused, another is stored', async () => {
      const form = await onFile('alumni', {
        onePer: 'email',
        fields: [{ blockType: 'email', label: 'E-mail', required: true }],
      })
      expect((await reply(payload(), form, { 'E-mail': 'anu@example.org' })).stored).toBeTruthy()
      expect((await reply(payload(), form, { 'E-mail': 'Anu@Example.org' })).refused).toBe(say.sentBefore.email)
      expect((await reply(payload(), form, { 'E-mail': 'biju@example.org' })).stored).toBeTruthy()
    })

    it('per phone, however the number is written; five at once store one', async () => {
      const form = await onFile('feedback', {
        onePer: 'phone',
        fields: [{ blockType: 'phone', label: 'Mobile', required: true }],
      })
      const answers = await Promise.all(
        ['9847012345', '+91 98470 12345', '098470-12345', '919847012345', '98470 12345'].map((m) =>
          reply(payload(), form, { Mobile: m }),
        ),
      )
      expect(answers.filter((a) => a.stored)).toHaveLength(1)
      expect(answers.filter((a) => a.refused === say.sentBefore.phone)).toHaveLength(4)
    })
  })

  describe('the form itself', () => {
    it('refuses a reply before it opens and after it closes, naming the date', async () => {
      const soon = await onFile('later', {
        opensAt: '2099-06-01T04:30:00.000Z',
        fields: [{ blockType: 'text', label: 'Name', required: true }],
      })
      expect((await reply(payload(), soon, { Name: 'A' })).refused).toBe(say.notOpen('1 June 2099, 10:00 am'))
      const past = await onFile('earlier', {
        closesAt: '2020-06-01T12:30:00.000Z',
        fields: [{ blockType: 'text', label: 'Name', required: true }],
      })
      expect((await reply(payload(), past, { Name: 'A' })).refused).toBe(say.closed('1 June 2020, 6:00 pm'))
    })

    it('stores the reply with the form version, the language, the notice version and its answers', async () => {
      const form = await onFile('consent', {
        retentionMonths: 6,
        fields: [
          { blockType: 'text', label: 'Child', required: true },
          { blockType: 'declaration', label: 'I agree' },
        ],
      })
      const { stored } = await reply(payload(), form, { Child: 'Anu', 'I agree': 'on' })
      const doc = await payload().findByID({
        collection: 'form-submissions',
        id: stored!.id,
        depth: 1,
        overrideAccess: true,
      })
      expect(doc.language).toBe('en')
      expect(doc.formVersion).toBe(form.version)
      expect(doc.summary).toBe('Anu')
      expect(doc.answers).toEqual([
        expect.objectContaining({ label: 'Child', text: 'Anu' }),
        expect.objectContaining({ label: 'I agree', value: true }),
      ])
      const notice = doc.noticeVersion as { text?: string; retentionMonths?: number; officeForm?: number }
      expect(notice.officeForm).toBe(form.id)
      expect(notice.retentionMonths).toBe(6)
      expect(notice.text).toContain('“consent”')
    })

    it('a form of another school cannot take the address; the same address in two schools is two forms', async () => {
      const other = await secondSchool(payload(), 'FORMSB')
      await publishedForm(payload(), other, 'ptm-class-5', { fields: [{ blockType: 'text', label: 'Name' }] })
      await expect(
        publishedForm(payload(), school, 'ptm-class-5', { fields: [{ blockType: 'text', label: 'Name' }] }),
      ).rejects.toThrow()
    })
  })
}

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formOnFile } from '@/collections/Forms/on-file'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'
import { findPersonRecords, erasePersonRecords } from '@/lib/privacy/person-data'
import { removeExpiredSubmissions } from '@/jobs/retention'
import { cancelReply, changeReplySlot } from '@/lib/submissions/office-form'
import { replyToken, verifyReplyToken } from '@/lib/submissions/reply-link'
import { storeFormReply } from '@/lib/submissions/office-form'
import { checkAnswers } from '@/forms/office-form'
import { formRepliesCsvEndpoint } from '@/endpoints/form-replies-csv'

import { answersByLabel, publishedForm, reply } from '../helpers/office-form-suite'
import { freshPayload, secondSchool, type StaffUser, staffUser } from '../helpers/payload'
import { startSmtp } from '../helpers/smtp'

/**
 * What follows a reply to an office-built form: the staff's note and the sender's confirmation in
 * the language sent, with the signed link to cancel or change the time; who may read replies; the
 * person look-up and erase with the reply's files; and the nightly removal after the form's period.
 */
let payload: Payload
let cleanup: () => Promise<void>
let smtp: Awaited<ReturnType<typeof startSmtp>>
let school: number

const PDF = new TextEncoder().encode('%PDF-1.4\n% a signed slip\nxref\ntrailer<<>>\nstartxref\n0\n%%EOF\n')

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SERVER_URL = 'https://school.example'
  process.env.OFFICE_EMAIL = 'office@school.example'
  ;({ payload, cleanup } = await freshPayload())
  school = (await payload.find({ collection: 'schools', limit: 1, depth: 0 })).docs[0].id
}, 120_000)

afterAll(async () => {
  delete process.env.SERVER_URL
  delete process.env.OFFICE_EMAIL
  await cleanup?.()
  await smtp?.stop()
})

const PTM = {
  title: 'PTM Class V',
  mailConfirmation: true,
  confirmation: 'Thank you. Please come ten minutes early.',
  fields: [
    { blockType: 'text', label: 'Parent name', required: true },
    { blockType: 'email', label: 'E-mail', required: true },
    { blockType: 'phone', label: 'Mobile', required: true },
    {
      blockType: 'slot',
      label: 'Time',
      slots: [
        { label: '10:00 – 10:10', places: 1 },
        { label: '10:10 – 10:20', places: 1 },
      ],
    },
  ],
}

describe('a reply to the PTM booking', () => {
  it('mails the office a note without the phone, and the parent a confirmation with the link to change or cancel', async () => {
    const form = await formOnFile(payload, await publishedForm(payload, school, 'ptm-v', PTM), 'ml')
    const answers = answersByLabel(form, {
      'Parent name': 'Asha',
      'E-mail': 'asha@example.org',
      Mobile: '98470 12345',
      Time: '10:00 – 10:10',
    })
    const checked = checkAnswers(form.fields, answers, 'ml')
    const { id } = await storeFormReply(payload, form, checked, [], { key: 'ptm-asha', language: 'ml' })
    await smtp.waitFor(() => smtp.to('asha@example.org').length === 1 && smtp.to('office@school.example').length === 1)
    const office = smtp.to('office@school.example')[0].parsed
    expect(office.subject).toBe('New reply to “PTM Class V” on the school website')
    expect(office.text).toContain('From: Asha')
    expect(office.text).toContain('Time booked: 10:00 – 10:10')
    expect(office.text).not.toContain('98470')
    const parent = smtp.to('asha@example.org')[0].parsed
    expect(parent.headers.get('content-language')).toBe('ml')
    expect(parent.subject).toBe(OFFICE_FORM_MESSAGES.ml.reply.mailSubject('PTM Class V'))
    expect(parent.text).toContain('Please come ten minutes early.')
    expect(parent.text).toContain(`https://school.example/ml/forms/ptm-v/reply/${replyToken(id)}`)

    // The link names this reply only: a changed number or signature leads nowhere.
    expect(verifyReplyToken(replyToken(id))).toBe(Number(id))
    expect(verifyReplyToken(replyToken(id).replace(/^\d+/, String(Number(id) + 1)))).toBeNull()

    // The parent moves to the other time; the first is free again for someone else.
    expect(await changeReplySlot(payload, Number(id), form, form.fields[3].slots![1].id, 'ml')).toBe('10:10 – 10:20')
    expect(
      (
        await reply(payload, form, {
          'Parent name': 'Biju',
          'E-mail': 'b@example.org',
          Mobile: '9847000001',
          Time: '10:00 – 10:10',
        })
      ).stored,
    ).toBeTruthy()
    // Cancelled, the reply stays for the office and gives its time back.
    await cancelReply(payload, Number(id))
    const cancelled = await payload.findByID({ collection: 'form-submissions', id, overrideAccess: true })
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.place).toBeNull()
    expect(
      (
        await reply(payload, form, {
          'Parent name': 'Chinnu',
          'E-mail': 'c@example.org',
          Mobile: '9847000002',
          Time: '10:10 – 10:20',
        })
      ).stored,
    ).toBeTruthy()
  })
})

describe('the replies’ CSV', () => {
  it('has one column per question in the form’s order, the time booked, and phones as dialled', async () => {
    const stored = await publishedForm(payload, school, 'csv-form', {
      fields: [
        { blockType: 'text', label: 'Parent', required: true },
        { blockType: 'phone', label: 'Mobile', required: true },
        { blockType: 'checkboxes', label: 'Food', required: false, options: [{ label: 'Veg' }, { label: 'Milk' }] },
      ],
    })
    const form = await formOnFile(payload, stored, 'en')
    expect((await reply(payload, form, { Parent: 'Anu, “Ammu”', Mobile: '+91 94470 22222' })).stored).toBeTruthy()
    const admin = await staffUser(payload, { email: 'csv@replies.example', role: 'school-admin', school })
    const { createLocalReq } = await import('payload')
    const req = await createLocalReq({ user: admin }, payload)
    req.query = { where: { form: { equals: String(form.id) } } }
    const res = await formRepliesCsvEndpoint.handler(req)
    expect(res.headers.get('content-disposition')).toMatch(/form-\d+-replies-\d{4}-\d{2}-\d{2}\.csv/)
    const [header, row] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toBe(
      'Number,Received,Form,Status,Language,Time booked,Parent,Mobile,Food,Notes,Privacy notice agreed to',
    )
    expect(row).toContain(',csv-form,New,English,,"Anu, “Ammu”",94470 22222,,,')
    // An editor may not export it.
    const editor = await staffUser(payload, { email: 'csv-editor@replies.example', role: 'editor', school })
    const refused = await formRepliesCsvEndpoint.handler(
      Object.assign(await createLocalReq({ user: editor }, payload), { query: req.query }),
    )
    expect(refused.status).toBe(403)
  })

  it('refuses a file whose bytes are not a kind the question takes, whatever its name', async () => {
    const form = await formOnFile(
      payload,
      await publishedForm(payload, school, 'file-kinds', {
        fields: [{ blockType: 'file', label: 'Slip', types: ['pdf'] }],
      }),
      'en',
    )
    const checked = checkAnswers(
      form.fields,
      answersByLabel(form, { Slip: { name: 'slip.pdf', type: 'application/pdf', size: 12 } }),
      'en',
    )
    const exe = new TextEncoder().encode('MZ not a pdf at all')
    await expect(
      storeFormReply(payload, form, checked, [{ field: form.fields[0].id, name: 'slip.pdf', bytes: exe }], {
        key: 'exe-1',
        language: 'en',
      }),
    ).rejects.toThrow(OFFICE_FORM_MESSAGES.en.fileType('Slip', 'PDF'))
    expect(
      (
        await payload.count({
          collection: 'form-submissions',
          where: { form: { equals: form.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('who reads the replies', () => {
  it('the school’s admins do; its editors and another school’s admins see none', async () => {
    const other = await secondSchool(payload, 'REPLYB')
    const form = await formOnFile(
      payload,
      await publishedForm(payload, school, 'survey', { fields: [{ blockType: 'text', label: 'Name' }] }),
      'en',
    )
    await reply(payload, form, { Name: 'Dev' })
    // An editor is refused the inbox outright; another school's admin finds nothing of this school's.
    const count = async (user: StaffUser) =>
      payload
        .count({ collection: 'form-submissions', where: { form: { equals: form.id } }, overrideAccess: false, user })
        .then((c) => c.totalDocs)
        .catch(() => 0)
    const staff = (role: 'school-admin' | 'editor', on: number) =>
      staffUser(payload, { email: `${role}-${on}@replies.example`, role, school: on })
    expect(await count(await staff('school-admin', school))).toBe(1)
    expect(await count(await staff('editor', school))).toBe(0)
    expect(await count(await staff('school-admin', other))).toBe(0)
  })
})

describe('a person’s replies', () => {
  it('are found by e-mail and by phone, and erased with the files they sent', async () => {
    const stored = await publishedForm(payload, school, 'trip-consent', {
      fields: [
        { blockType: 'text', label: 'Child', required: true },
        { blockType: 'email', label: 'E-mail', required: true },
        { blockType: 'phone', label: 'Mobile', required: true },
        { blockType: 'file', label: 'Signed slip', types: ['pdf'] },
      ],
    })
    const form = await formOnFile(payload, stored, 'en')
    const checked = checkAnswers(
      form.fields,
      answersByLabel(form, { Child: 'Anu', 'E-mail': 'Ammu@Example.org', Mobile: '+91 94470 11111' }),
      'en',
    )
    const file = { field: form.fields[3].id, name: 'slip.pdf', bytes: PDF }
    const { id } = await storeFormReply(payload, form, checked, [file], { key: 'trip-anu', language: 'en' })
    const saved = await payload.findByID({ collection: 'form-submissions', id, overrideAccess: true, depth: 0 })
    expect(saved.files).toHaveLength(1)

    const byEmail = await findPersonRecords(payload, school, { email: 'ammu@example.org' })
    const byPhone = await findPersonRecords(payload, school, { phone: '9447011111' })
    for (const found of [byEmail, byPhone])
      expect(found.find((r) => r.collection === 'form-submissions')?.docs.map((d) => d.id)).toEqual([id])

    const admin = await staffUser(payload, { email: 'eraser@replies.example', role: 'school-admin', school })
    const { createLocalReq } = await import('payload')
    await erasePersonRecords(
      payload,
      school,
      { email: 'ammu@example.org' },
      await createLocalReq({ user: admin }, payload),
    )
    expect(
      await payload.count({ collection: 'form-submissions', where: { id: { equals: id } }, overrideAccess: true }),
    ).toEqual({ totalDocs: 0 })
    expect(
      await payload.count({
        collection: 'private-files',
        where: { id: { in: saved.files as number[] } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })
  })

  it('go after the form’s own period, with their files; younger ones stay', async () => {
    const form = await formOnFile(
      payload,
      await publishedForm(payload, school, 'short-kept', {
        retentionMonths: 1,
        fields: [
          { blockType: 'text', label: 'Name' },
          { blockType: 'file', label: 'Photo', types: ['pdf'], required: false },
        ],
      }),
      'en',
    )
    const checked = checkAnswers(form.fields, answersByLabel(form, { Name: 'Old' }), 'en')
    const { id } = await storeFormReply(
      payload,
      form,
      checked,
      [{ field: form.fields[1].id, name: 'a.pdf', bytes: PDF }],
      {
        key: 'kept-old',
        language: 'en',
      },
    )
    const { files } = await payload.findByID({ collection: 'form-submissions', id, overrideAccess: true, depth: 0 })
    const inSixWeeks = new Date(Date.now() + 42 * 24 * 60 * 60 * 1000)
    const removed = await removeExpiredSubmissions(payload, inSixWeeks)
    expect(removed['JRSBKL:form-submissions']).toBeGreaterThanOrEqual(1)
    expect(
      (await payload.count({ collection: 'form-submissions', where: { id: { equals: id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
    expect(
      (
        await payload.count({
          collection: 'private-files',
          where: { id: { in: files as number[] } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    // The PTM replies (kept 12 months) are still there.
    expect(
      (
        await payload.count({
          collection: 'form-submissions',
          where: { summary: { equals: 'Biju' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })
})

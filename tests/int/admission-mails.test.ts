import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { verifyApplicationToken } from '@/lib/admissions/application-link'
import { storeAdmissionApplication } from '@/lib/submissions/admission'

import { application } from '../helpers/admission-suite'
import { freshPayload, staffUser } from '../helpers/payload'
import { startSmtp } from '../helpers/smtp'

/**
 * The parents' mail at each step of an application, through a real SMTP server and the jobs
 * queue: in the language the form was sent in, from the session's template where the office wrote
 * one, with the child's first name, number, class and interaction filled in; none for a change
 * made quietly, none twice.
 */
let payload: Payload
let cleanup: () => Promise<void>
let smtp: Awaited<ReturnType<typeof startSmtp>>
let school: number
let admin: Awaited<ReturnType<typeof staffUser>>

const now = new Date('2026-12-10T10:00:00+05:30')

beforeAll(async () => {
  smtp = await startSmtp()
  ;({ payload, cleanup } = await freshPayload({ demo: false }))
  school = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
  await payload.update({ collection: 'schools', id: school, data: { domains: ['www.jrsbkl.example'] } })
  admin = await staffUser(payload, { email: 'office@jrsbkl.example', role: 'school-admin', school })
  const session = await payload.create({
    collection: 'admission-sessions',
    data: {
      school,
      year: '2026-27',
      classes: [
        { class: 'I', open: true },
        { class: 'III', open: true },
      ],
    },
    locale: 'en',
  })
  // The office's own Malayalam words for "offered"; English keeps the standard mail.
  await payload.update({
    collection: 'admission-sessions',
    id: session.id,
    locale: 'ml',
    data: { mails: { offered: { subject: '{child}: സീറ്റ് ഉറപ്പായി', body: 'നമ്പർ {number}, {class}. {school}' } } },
  })
}, 120_000)

afterAll(async () => {
  await cleanup?.()
  await smtp?.stop()
})

const apply = async (name: string, language: 'en' | 'ml', extra = {}) =>
  storeAdmissionApplication(
    payload,
    { id: school, code: 'JRSBKL' },
    application(name, 'III', extra),
    { key: `mail-${name}`, language },
    now,
  )

const change = (id: number | string, data: Record<string, unknown>) =>
  payload.update({ collection: 'admission-registrations', id, data, user: admin, overrideAccess: false })

/** The queue run until nothing is left: one application's steps go one run at a time (their concurrency key). */
async function runQueue() {
  for (let run = 0; run < 10; run++) {
    await payload.jobs.run({ queue: 'notifications' })
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { queue: { equals: 'notifications' } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
    })
    if (!totalDocs) return
  }
  throw new Error('the notifications queue never emptied')
}

describe('the parents’ mail', () => {
  it('tells both parents the number at once, in the form’s language, with the look-up’s address', async () => {
    const stored = await apply('Diya Thomas', 'en', { email: 'father@example.org', email1: 'Mother@Example.org' })
    await runQueue()
    for (const to of ['father@example.org', 'mother@example.org']) {
      const [mail] = smtp.to(to)
      expect(mail.parsed.subject).toBe(`Application ${stored.number} received`)
      expect(mail.parsed.text).toContain('application for Diya for Class III in 2026-27')
      expect(mail.parsed.text).toContain('https://www.jrsbkl.example/AdmissionStatus')
      expect(mail.parsed.headers.get('content-language')).toBe('en')
    }
  })

  it('mails each step the office takes, with the interaction’s day and place, and none for a quiet one', async () => {
    const stored = await apply('Arjun Nair', 'en', { email: 'arjun.parent@example.org' })
    await change(stored.id, {
      status: 'interaction-scheduled',
      interactionAt: '2026-12-20T04:30:00.000Z',
      interactionPlace: 'Room 4, with the Principal',
    })
    await change(stored.id, { status: 'offered', quiet: true })
    await change(stored.id, { status: 'admitted' })
    await runQueue()
    const subjects = smtp.to('arjun.parent@example.org').map((m) => m.parsed.subject)
    expect(subjects).toEqual([
      `Application ${stored.number} received`,
      `Interaction for Arjun (${stored.number})`,
      `Arjun is admitted to Class III (${stored.number})`,
    ])
    const invitation = smtp.to('arjun.parent@example.org')[1].parsed.text
    expect(invitation).toContain('for an interaction.\n20 December 2026, 10:00 am Room 4, with the Principal\n')
    // Its link opens the application's own page (the times to choose from), signed for this application alone.
    const token = /https:\/\/www\.jrsbkl\.example\/AdmissionStatus\/(\S+)/.exec(invitation ?? '')?.[1]
    expect(verifyApplicationToken(token ?? '')).toBe(stored.id)
    expect(verifyApplicationToken(`${Number(stored.id) + 1}${token!.slice(String(stored.id).length)}`)).toBeNull()
    // Each mailed step says when; the quiet one was never mailed. Running the queue again sends nothing.
    const doc = await payload.findByID({ collection: 'admission-registrations', id: stored.id, depth: 0 })
    expect(doc.history?.map((h) => [h.status, !!h.mailedAt, h.quiet])).toEqual([
      ['registered', true, false],
      ['interaction-scheduled', true, false],
      ['offered', false, true],
      ['admitted', true, false],
    ])
    await runQueue()
    expect(smtp.to('arjun.parent@example.org')).toHaveLength(3)
  })

  it('writes in Malayalam to a Malayalam form’s parents, from the office’s own words where it wrote them', async () => {
    const stored = await apply('Nila Menon', 'ml', { email: 'nila.parent@example.org' })
    await change(stored.id, { status: 'offered' })
    await runQueue()
    const [registered, offered] = smtp.to('nila.parent@example.org')
    expect(registered.parsed.subject).toBe(`അപേക്ഷ ${stored.number} ലഭിച്ചു`)
    expect(registered.parsed.text).toContain('https://www.jrsbkl.example/ml/AdmissionStatus')
    expect(registered.parsed.headers.get('content-language')).toBe('ml')
    expect(offered.parsed.subject).toBe('Nila: സീറ്റ് ഉറപ്പായി')
    expect(offered.parsed.text).toBe(`നമ്പർ ${stored.number}, മൂന്നാം ക്ലാസ്. ജ്യോതിസ് റെസിഡൻഷ്യൽ സ്കൂൾ`)
  })

  it('sends nothing where the form gave no e-mail address', async () => {
    const before = smtp.received.length
    const stored = await apply('No Mail', 'en')
    await change(stored.id, { status: 'wait-listed' })
    await runQueue()
    expect(smtp.received.length).toBe(before)
  })
})

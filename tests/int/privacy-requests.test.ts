import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PrivacyRequestInput } from '@/forms/privacy-request'
import { checkIdentityCode, sendIdentityCode } from '@/lib/privacy/request-code'
import { DAY, REQUEST_MESSAGES, remindOfOpenRequests, verifyRequestToken } from '@/lib/privacy/request-steps'
import { storePrivacyRequest } from '@/lib/privacy/requests'
import type { School } from '@/payload-types'

import { freshPayload, staffUser } from '../helpers/payload'
import { startSmtp } from '../helpers/smtp'

/**
 * A parent's privacy request worked end to end against a real database and a real SMTP server:
 * its tracking number and mail, the code that checks who is asking, the office's answer (refused
 * without a reason or before the check), the answer mailed, the reminders at 30, 60 and 80 days
 * (the clock moved, not waited for), and who may read the requests.
 */
let payload: Payload
let cleanup: () => Promise<void>
let smtp: Awaited<ReturnType<typeof startSmtp>>
let school: School
let admin: Awaited<ReturnType<typeof staffUser>>
let editor: Awaited<ReturnType<typeof staffUser>>

const now = new Date('2026-12-10T10:00:00+05:30')
const asking: PrivacyRequestInput = {
  kind: 'erasure',
  name: 'Mary Thomas',
  email: 'mary.thomas@example.org',
  phone: '9847012345',
  about: 'child',
  childName: 'Anna Thomas',
  details: 'Please delete Anna’s admission registration: we chose another school.',
  declaration: true,
}

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.OFFICE_EMAIL = 'office@jrsbkl.example'
  ;({ payload, cleanup } = await freshPayload({ demo: false }))
  const found = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0]
  school = await payload.update({ collection: 'schools', id: found.id, data: { domains: ['www.jrsbkl.example'] } })
  admin = await staffUser(payload, { email: 'principal@jrsbkl.example', role: 'school-admin', school: school.id })
  editor = await staffUser(payload, { email: 'editor@jrsbkl.example', role: 'editor', school: school.id })
}, 120_000)

afterAll(async () => {
  delete process.env.OFFICE_EMAIL
  await cleanup?.()
  await smtp?.stop()
})

const change = (id: number | string, data: Record<string, unknown>) =>
  payload
    .update({ collection: 'privacy-requests', id, data, user: admin, overrideAccess: false })
    .catch((e: { data?: { errors?: { message: string }[] } }) => e.data?.errors?.map((x) => x.message) ?? e)

describe('a privacy request', () => {
  let id: number
  let number: string

  it('gets the year’s next tracking number once, however often it is sent, and a mail with its own link', async () => {
    const first = await storePrivacyRequest(payload, school, asking, { key: 'privacy-1', language: 'en' }, now)
    const again = await storePrivacyRequest(payload, school, asking, { key: 'privacy-1', language: 'en' }, now)
    const second = await storePrivacyRequest(
      payload,
      school,
      { ...asking, kind: 'grievance', about: 'self', childName: undefined },
      { key: 'privacy-2', language: 'ml' },
      now,
    )
    expect([first.number, again.number, second.number]).toEqual([
      'JRSBKL/PR/2026/0001',
      'JRSBKL/PR/2026/0001',
      'JRSBKL/PR/2026/0002',
    ])
    expect(again.duplicate).toBe(true)
    id = Number(first.id)
    number = first.number!
    const stored = await payload.findByID({ collection: 'privacy-requests', id, depth: 0 })
    expect(stored).toMatchObject({ status: 'received', childName: 'Anna Thomas', language: 'en' })
    expect(Date.parse(stored.dueAt!) - now.getTime()).toBe(90 * DAY)
    expect(stored.noticeVersion).toEqual(expect.any(Number))

    await smtp.waitFor(() => smtp.to(asking.email).length >= 2)
    const mail = smtp.to(asking.email).find((m) => m.parsed.subject === `Your privacy request ${number}`)!
    const token = /https:\/\/www\.jrsbkl\.example\/PrivacyRequest\/(\S+)/.exec(mail.parsed.text ?? '')?.[1]
    expect(verifyRequestToken(token ?? '')).toBe(id)
    expect(mail.parsed.text).toContain('Dear Mary Thomas')
    expect(mail.parsed.text).toContain('within 30 days')
    const ml = smtp.to(asking.email).find((m) => m.parsed.subject?.includes('JRSBKL/PR/2026/0002'))!
    expect(ml.parsed.subject).toBe('നിങ്ങളുടെ സ്വകാര്യതാ അപേക്ഷ JRSBKL/PR/2026/0002')
  })

  it('cannot be answered before who is asking is checked, nor refused without a reason', async () => {
    expect(await change(id, { status: 'answered', answer: 'Deleted.' })).toEqual([REQUEST_MESSAGES.identityFirst])
    expect(await change(id, { status: 'identity-checked' })).toEqual([REQUEST_MESSAGES.howChecked])
  })

  it('is checked by the code mailed to the address given: a wrong code, then the right one; a late one is refused', async () => {
    const { sent } = await sendIdentityCode(payload, id, school, now)
    expect(sent).toBe(true)
    await smtp.waitFor(() => smtp.to(asking.email).some((m) => m.parsed.subject?.startsWith('Your code')))
    const code = /Your code is (\d{6})/.exec(smtp.to(asking.email).at(-1)!.parsed.text ?? '')![1]
    expect(await checkIdentityCode(payload, id, '000000' === code ? '111111' : '000000', now)).toBe('wrong')
    const late = new Date(now.getTime() + 49 * 60 * 60 * 1000)
    expect(await checkIdentityCode(payload, id, code, late)).toBe('expired')
    expect(await checkIdentityCode(payload, id, ` ${code.slice(0, 3)} ${code.slice(3)} `, now)).toBe('checked')
    const checked = await payload.findByID({ collection: 'privacy-requests', id, depth: 0 })
    expect(checked.status).toBe('identity-checked')
    expect(checked.identity?.method).toBe('email-code')
    expect(checked.identity?.note).toContain(asking.email)
    // The code is spent.
    expect(await checkIdentityCode(payload, id, code, now)).toBe('none')
  })

  it('is refused only with a reason; answered, its answer is mailed to the person and the time recorded', async () => {
    expect(await change(id, { status: 'refused', answer: 'We cannot.' })).toEqual([REQUEST_MESSAGES.reasonFirst])
    const answered = await change(id, {
      status: 'answered',
      answer: 'Anna’s registration JRSBKL/2026-27/I/0001 and everything sent with it were deleted on 12 December.',
    })
    expect(answered).toMatchObject({ status: 'answered', answeredAt: expect.any(String) })
    await smtp.waitFor(() => smtp.to(asking.email).some((m) => m.parsed.subject?.startsWith('The school’s answer')))
    const mail = smtp.to(asking.email).find((m) => m.parsed.subject?.startsWith('The school’s answer'))!
    expect(mail.parsed.text).toContain('were deleted on 12 December')
    await expect
      .poll(async () => (await payload.findByID({ collection: 'privacy-requests', id, depth: 0 })).answerMailedAt)
      .toBeTruthy()
  })

  it('reminds the office of open requests at 30, 60 and 80 days, once each, and never of answered ones', async () => {
    const open = await storePrivacyRequest(
      payload,
      school,
      { ...asking, kind: 'access' },
      { key: 'privacy-3', language: 'en' },
      now,
    )
    const day = (n: number) => new Date(Date.now() + n * DAY)
    const office = () => smtp.to('office@jrsbkl.example').filter((m) => m.parsed.subject?.startsWith('Privacy request'))
    expect(await remindOfOpenRequests(payload, day(29))).toBe(0)
    // Two open requests (the grievance and the access request) pass their 30th day; the answered one does not count.
    expect(await remindOfOpenRequests(payload, day(31))).toBe(2)
    expect(await remindOfOpenRequests(payload, day(32))).toBe(0)
    expect(await remindOfOpenRequests(payload, day(61))).toBe(2)
    expect(await remindOfOpenRequests(payload, day(85))).toBe(2)
    expect(await remindOfOpenRequests(payload, day(95))).toBe(0)
    await smtp.waitFor(() => office().length >= 6)
    expect(office().map((m) => m.parsed.subject)).toContain(`Privacy request ${open.number}: day 61 of 90`)
  })

  it('is read by the school’s admins alone', async () => {
    const read = (user: object) => payload.find({ collection: 'privacy-requests', user, overrideAccess: false })
    expect((await read(admin)).totalDocs).toBe(3)
    await expect(read(editor)).rejects.toThrow()
  })
})

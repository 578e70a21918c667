import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SubscribeInput } from '@/forms/subscribe'
import { removeExpiredSubmissions } from '@/jobs/retention'
import {
  confirmSubscription,
  LINK_INTERVAL_MS,
  leaveSubscription,
  subscribe,
  subscriptionByToken,
} from '@/lib/notifications/subscriptions'
import { subscriptionsOpen } from '@/lib/notifications/subscription-mail'
import { findPersonRecords } from '@/lib/privacy/person-data'

import { freshPayload, secondSchool } from '../helpers/payload'
import { startSmtp } from '../helpers/smtp'

/**
 * Subscribing as /Subscribe does it, on the real database, with a real SMTP server receiving the
 * mails: double opt-in, the same answer for a known address, one link per address per interval,
 * the links' purposes, and forgetting an address never confirmed.
 */
let payload: Payload
let cleanup: () => Promise<void>
let smtp: Awaited<ReturnType<typeof startSmtp>>
let school: number
const origin = 'https://jrsbkl.example'

beforeAll(async () => {
  smtp = await startSmtp()
  // Links in mails go to the school's own address, never to the one a request came to.
  process.env.SERVER_URL = origin
  ;({ payload, cleanup } = await freshPayload({ demo: false }))
  school = await secondSchool(payload, 'SUBSA')
})

afterAll(async () => {
  delete process.env.SERVER_URL
  await cleanup?.()
  await smtp?.stop()
})

const input = (email: string, more: Partial<SubscribeInput> = {}): SubscribeInput => ({
  email,
  topics: ['alerts', 'circulars'],
  classes: ['V'],
  frequency: 'instant',
  language: 'en',
  ...more,
})

const linkIn = (text: string, step: string) => {
  const found = new RegExp(`https://\\S+/Subscribe/${step}/(\\S+)`).exec(text)
  if (!found) throw new Error(`no ${step} link in:\n${text}`)
  return { url: found[0], token: found[1] }
}

const stored = async (email: string) =>
  (await payload.find({ collection: 'subscriptions', where: { email: { equals: email } }, depth: 0 })).docs[0]

describe('subscribing', () => {
  it('stores the address as waiting and sends only a confirmation link, which confirms nothing until used', async () => {
    const at = new Date()
    expect(await subscribe(payload, { id: school }, input(' Parent.One@Example.org '), at)).toBe(true)
    const record = await stored('parent.one@example.org')
    expect(record).toMatchObject({ status: 'pending', topics: ['alerts', 'circulars'], classes: ['V'], failures: 0 })
    expect(record.noticeVersion).toBeTruthy()

    const [mail] = smtp.to('parent.one@example.org')
    expect(mail.parsed.subject).toMatch(/^Confirm your subscription to /)
    expect(mail.parsed.text).toContain('What: Urgent alerts (closures, rain holidays), Circulars')
    expect(mail.parsed.text).toContain('Classes: V')
    expect(mail.parsed.headers.get('content-language')).toBe('en')
    const { url, token } = linkIn(mail.parsed.text ?? '', 'confirm')
    expect(url.startsWith(`${origin}/Subscribe/confirm/`)).toBe(true)

    // The confirmation link does not manage, and a manage link cannot be made up from it.
    expect(await subscriptionByToken(payload, token, 'manage')).toBeUndefined()
    expect(
      await subscriptionByToken(
        payload,
        token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        'confirm',
      ),
    ).toBeUndefined()
    const found = await subscriptionByToken(payload, token, 'confirm')
    expect(found?.id).toBe(record.id)
    const confirmed = await confirmSubscription(payload, found!)
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.confirmedAt).toBeTruthy()
  })

  it('answers the same for a confirmed address, keeps its choices, and mails its owner a link to change them', async () => {
    const later = new Date(Date.now() + LINK_INTERVAL_MS + 1000)
    expect(
      await subscribe(
        payload,
        { id: school },
        input('parent.one@example.org', { classes: [], topics: ['news'] }),
        later,
      ),
    ).toBe(true)
    expect(await stored('parent.one@example.org')).toMatchObject({ status: 'confirmed', classes: ['V'] })
    const mails = smtp.to('parent.one@example.org')
    expect(mails).toHaveLength(2)
    expect(mails[1].parsed.subject).toMatch(/^Your subscription to /)
    const { token } = linkIn(mails[1].parsed.text ?? '', 'manage')
    expect((await subscriptionByToken(payload, token, 'manage'))?.email).toBe('parent.one@example.org')
  })

  it('sends one link per address in ten minutes, however often the form is sent', async () => {
    const now = new Date()
    for (let i = 0; i < 3; i++)
      expect(await subscribe(payload, { id: school }, input('twice@example.org'), now)).toBe(true)
    expect(smtp.to('twice@example.org')).toHaveLength(1)
    await subscribe(
      payload,
      { id: school },
      input('twice@example.org', { language: 'ml' }),
      new Date(now.getTime() + LINK_INTERVAL_MS),
    )
    const mails = smtp.to('twice@example.org')
    expect(mails).toHaveLength(2)
    // Not yet confirmed: the newest choices stand, and the mail is in the language chosen.
    expect(mails[1].parsed.subject).toContain('സബ്സ്ക്രിപ്ഷൻ സ്ഥിരീകരിക്കുക')
    expect(mails[1].parsed.text).toContain('ക്ലാസുകൾ: V')
    expect(mails[1].parsed.headers.get('content-language')).toBe('ml')
  })

  it('is one record when the same address is sent twice at once', async () => {
    const now = new Date()
    const answers = await Promise.all(
      [1, 2, 3].map(() => subscribe(payload, { id: school }, input('racing@example.org'), now)),
    )
    expect(answers).toEqual([true, true, true])
    const { totalDocs } = await payload.count({
      collection: 'subscriptions',
      where: { email: { equals: 'racing@example.org' } },
    })
    expect(totalDocs).toBe(1)
  })

  it('is kept per school: the same address subscribes to two schools apart', async () => {
    const other = await secondSchool(payload, 'SUBSB')
    await subscribe(payload, { id: other }, input('parent.one@example.org'), new Date())
    const { docs } = await payload.find({
      collection: 'subscriptions',
      where: { email: { equals: 'parent.one@example.org' } },
    })
    expect(docs.map((d) => d.status).sort()).toEqual(['confirmed', 'pending'])
  })
})

describe('a school without an address for its links', () => {
  it('takes no subscriptions, rather than mail links to whatever host a request named', async () => {
    expect(subscriptionsOpen({ domains: [] })).toBe(true)
    delete process.env.SERVER_URL
    try {
      expect(subscriptionsOpen({ domains: [] })).toBe(false)
      expect(subscriptionsOpen({ domains: ['jrsbkl.example'] })).toBe(true)
    } finally {
      process.env.SERVER_URL = origin
    }
  })
})

describe('a subscriber’s address', () => {
  it('is found by the person look-up, in its own school only', async () => {
    const found = await findPersonRecords(payload, school, { email: 'parent.one@example.org' })
    expect(found.map((f) => [f.collection, f.docs.length])).toEqual([['subscriptions', 1]])
  })

  it('is deleted when its owner leaves', async () => {
    await subscribe(payload, { id: school }, input('leaving@example.org'), new Date())
    await leaveSubscription(payload, await stored('leaving@example.org'))
    expect(await stored('leaving@example.org')).toBeUndefined()
  })

  it('is forgotten seven days after its last confirmation link when never confirmed', async () => {
    const now = new Date()
    await subscribe(payload, { id: school }, input('never@example.org'), now)
    await removeExpiredSubmissions(payload, new Date(now.getTime() + 6 * 24 * 3600_000))
    expect(await stored('never@example.org')).toBeTruthy()
    const removed = await removeExpiredSubmissions(payload, new Date(now.getTime() + 8 * 24 * 3600_000))
    expect(await stored('never@example.org')).toBeUndefined()
    expect(removed['SUBSA:subscriptions']).toBeGreaterThanOrEqual(1)
    // A confirmed address stays.
    expect(await stored('parent.one@example.org')).toBeTruthy()
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pushSchema } from '@/forms/push'
import { removeExpiredSubmissions } from '@/jobs/retention'
import { announce } from '@/lib/notifications/announce'
import { storePush } from '@/lib/notifications/push-subscriptions'
import { recordShareMessages } from '@/lib/notifications/record-card'
import { PUSH_TTL_SECONDS, sendDuePush } from '@/lib/notifications/push-send'

import { freshPayload, secondSchool } from '../helpers/payload'
import { phoneKeys, startPushService } from '../helpers/push-service'

/**
 * Web push through a push service started by the test, which decrypts every push with the phone's
 * keys (RFC 8291): who gets what, in which language, with which urgency and TTL, and what becomes
 * of a phone whose service says it is gone.
 */
let payload: Payload
let cleanup: () => Promise<void>
let service: Awaited<ReturnType<typeof startPushService>>
let school: number
const LOCAL = ['127.0.0.1/32']
const now = new Date('2026-12-02T04:30:00Z')

beforeAll(async () => {
  service = await startPushService()
  ;({ payload, cleanup } = await freshPayload({ demo: false }))
  school = await secondSchool(payload, 'PUSHA')
  const phone = (
    name: string,
    choices: { topics: string[]; classes?: string[]; language?: 'en' | 'ml' },
    answer = 201,
  ) =>
    storePush(payload, { id: school }, {
      ...service.phone(name, answer),
      topics: choices.topics,
      classes: choices.classes ?? [],
      language: choices.language ?? 'en',
    } as never)
  await phone('five', { topics: ['alerts', 'circulars'], classes: ['V'] })
  await phone('seven', { topics: ['alerts', 'circulars'], classes: ['VII'], language: 'ml' })
  await phone('gone', { topics: ['alerts'] }, 410)
})

afterAll(async () => {
  await cleanup?.()
  await service?.stop()
})

const publish = async (collection: 'circulars' | 'alerts', data: Record<string, unknown>) =>
  (await payload.create({ collection, data: { school, _status: 'published', ...data } as never, draft: false }))
    .id as number

const phonesLeft = async () =>
  (await payload.find({ collection: 'push-subscriptions', where: { school: { equals: school } }, depth: 0 })).docs

describe('a push', () => {
  it('of an alert reaches every phone following alerts, encrypted for it, urgent, in its language', async () => {
    const id = await publish('alerts', {
      message: 'School closed today: heavy rain',
      endsAt: '2026-12-03T00:00:00.000Z',
    })
    await payload.update({
      collection: 'alerts',
      id,
      locale: 'ml',
      data: { message: 'കനത്ത മഴ: ഇന്ന് സ്കൂളിന് അവധി' },
      draft: false,
    })
    expect(await announce(payload, 'alerts', id, now)).toBe(3)
    const report = await sendDuePush(payload, { now: () => now, allow: LOCAL })
    expect(report).toMatchObject({ sent: 2, removed: 1 })
    const [five] = service.to('five')
    expect(five.message).toMatchObject({
      title: 'School closed today: heavy rain',
      lang: 'en',
      url: '/',
      tag: `alerts:${id}`,
    })
    expect(five.headers.urgency).toBe('high')
    expect(five.headers.ttl).toBe(String(PUSH_TTL_SECONDS.alert))
    expect(five.headers['content-encoding']).toBe('aes128gcm')
    expect(five.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/)
    const [seven] = service.to('seven')
    expect(seven.message).toMatchObject({ title: 'കനത്ത മഴ: ഇന്ന് സ്കൂളിന് അവധി', lang: 'ml', url: '/ml' })
    expect(String(seven.message.body)).toContain('അടിയന്തര അറിയിപ്പ്')
  })

  it('answered 410 removes the phone, and nothing more goes to it', async () => {
    expect((await phonesLeft()).map((p) => p.service)).toHaveLength(2)
    const id = await publish('alerts', { message: 'Exam postponed', endsAt: '2026-12-03T00:00:00.000Z' })
    expect(await announce(payload, 'alerts', id, now)).toBe(2)
  })

  it('of a class circular reaches the phones of that class only, at normal urgency, in English marked for Malayalam', async () => {
    const before = { five: service.to('five').length, seven: service.to('seven').length }
    const five = await publish('circulars', {
      title: 'Class V picnic',
      date: '2026-12-01T00:00:00.000Z',
      category: 'Circular',
      classes: ['V'],
    })
    const all = await publish('circulars', { title: 'Sports day', date: '2026-12-01T00:00:00.000Z', category: 'Event' })
    await announce(payload, 'circulars', five, now)
    await announce(payload, 'circulars', all, now)
    await sendDuePush(payload, { now: () => now, allow: LOCAL })
    const toFive = service.to('five').slice(before.five)
    const toSeven = service.to('seven').slice(before.seven)
    expect(toFive.map((p) => p.message.title).sort()).toEqual(['Class V picnic', 'Exam postponed', 'Sports day'])
    expect(toSeven.map((p) => p.message.title).sort()).toEqual(['Exam postponed', 'Sports day'])
    const picnic = toFive.find((p) => p.message.title === 'Class V picnic')!
    expect(picnic.headers.urgency).toBe('normal')
    expect(picnic.headers.ttl).toBe(String(PUSH_TTL_SECONDS.other))
    expect(picnic.message.url).toBe(`/Circulars?id=${five}`)
    const sports = toSeven.find((p) => p.message.title === 'Sports day')!
    expect(sports.message).toMatchObject({ lang: 'en', url: `/ml/Circulars?id=${all}` })
    expect(String(sports.message.body)).toContain('(ഇംഗ്ലീഷിൽ)')
  })

  it('is never sent twice, and never to an address that is not public unless allowed', async () => {
    const count = service.count()
    const id = await publish('alerts', { message: 'Bus late', endsAt: '2026-12-03T00:00:00.000Z' })
    await announce(payload, 'alerts', id, now)
    await announce(payload, 'alerts', id, now)
    const refused = await sendDuePush(payload, { now: () => now, allow: [] })
    expect(refused).toMatchObject({ sent: 0, failed: 2 })
    expect(service.count()).toBe(count)
    const { docs } = await payload.find({
      collection: 'deliveries',
      where: { recordKey: { equals: `alerts:${id}` } },
      depth: 0,
    })
    expect(docs.map((d) => d.error)).toEqual([
      'The push address (127.0.0.1:' + new URL(service.phone('x').endpoint).port + ') is not on the public internet.',
      expect.any(String),
    ])
    expect(await sendDuePush(payload, { now: () => now, allow: LOCAL })).toMatchObject({ sent: 0 })
  })
})

describe('a phone’s subscription', () => {
  it('is taken only as a browser makes it: https, a P-256 key and 16 bytes of secret, with a topic', () => {
    const { keys } = phoneKeys()
    const good = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys, topics: ['alerts'], language: 'ml' }
    expect(pushSchema.safeParse(good).success).toBe(true)
    for (const bad of [
      { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' },
      { ...good, keys: { ...keys, auth: 'c2hvcnQ' } },
      { ...good, keys: { ...keys, p256dh: keys.auth } },
      { ...good, topics: [] },
      { ...good, topics: ['gossip'] },
    ])
      expect(pushSchema.safeParse(bad).success).toBe(false)
  })

  it('asked for again by the same browser replaces its choices rather than adding a phone', async () => {
    const endpoint = service.phone('again').endpoint
    const keys = phoneKeys().keys
    const first = await storePush(
      payload,
      { id: school },
      { endpoint, keys, topics: ['alerts'], classes: [], language: 'en' },
    )
    const second = await storePush(
      payload,
      { id: school },
      {
        endpoint,
        keys,
        topics: ['news'],
        classes: ['I'],
        language: 'ml',
      },
    )
    expect(second).toEqual({ id: first.id, duplicate: true })
    const stored = await payload.findByID({ collection: 'push-subscriptions', id: first.id, depth: 0 })
    expect(stored).toMatchObject({
      topics: ['news'],
      classes: ['I'],
      language: 'ml',
      service: expect.stringMatching(/^127\.0\.0\.1:/),
    })
    expect(stored.noticeVersion).toBeTruthy()
  })
})

describe('a phone without notifications for a year', () => {
  it('is forgotten by the retention job; one that had one lately stays', async () => {
    const idle = await storePush(
      payload,
      { id: school },
      {
        ...service.phone('idle'),
        topics: ['admissions'],
        classes: [],
        language: 'en',
      },
    )
    // A year and a day after the pushes above (sent at `now`).
    const inAYear = new Date(now.getTime() + 366 * 24 * 3600_000)
    await payload.update({
      collection: 'push-subscriptions',
      id: (await phonesLeft()).find((p) => p.service && p.id !== idle.id)!.id,
      data: { lastSentAt: new Date(inAYear.getTime() - 24 * 3600_000).toISOString() },
      overrideAccess: true,
    })
    const before = (await phonesLeft()).length
    const removed = await removeExpiredSubmissions(payload, inAYear)
    const left = (await phonesLeft()).map((p) => p.id)
    expect(left).not.toContain(idle.id)
    expect(left).toHaveLength(1)
    expect(removed['PUSHA:push-subscriptions']).toBe(before - 1)
  })
})

describe('the office’s WhatsApp message', () => {
  it('is ready in each language for a published record, with its page and card, and none for a draft', async () => {
    process.env.SERVER_URL = 'https://school.example'
    try {
      const sports = await publish('circulars', {
        title: 'Sports day',
        date: '2026-12-01T00:00:00.000Z',
        category: 'Event',
      })
      await payload.update({
        collection: 'circulars',
        id: sports,
        locale: 'ml',
        data: { title: 'കായികദിനം' },
        draft: false,
      })
      const school_ = await payload.findByID({ collection: 'schools', id: school })
      const [en, ml] = await recordShareMessages(payload, school_, 'circulars', sports)
      expect(en.text).toBe(`Sports day\n1 December 2026\nhttps://school.example/Circulars?id=${sports}`)
      expect(ml.text).toBe(`കായികദിനം\n1 ഡിസംബർ 2026\nhttps://school.example/ml/Circulars?id=${sports}`)
      expect(ml.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(ml.text)}`)
      expect(ml.card).toBe(`https://school.example/ml/share/circulars/${sports}.png`)
      await payload.update({ collection: 'circulars', id: sports, data: { _status: 'draft' }, draft: false })
      expect(await recordShareMessages(payload, school_, 'circulars', sports)).toEqual([])
    } finally {
      delete process.env.SERVER_URL
    }
  })
})

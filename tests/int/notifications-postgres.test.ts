import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { announce, recordKeyOf } from '@/lib/notifications/announce'
import { sendDueMail } from '@/lib/notifications/send'
import { subscriberFigures } from '@/lib/notifications/subscriber-figures'

import { secondSchool, staffUser } from '../helpers/payload'
import { postgresPayload } from '../helpers/postgres'
import { startSmtp } from '../helpers/smtp'

/**
 * Parents' mail on PostgreSQL, as installations at scale run it: the delivery log's statements
 * (written once for both databases) on PostgreSQL's types, and two instances, each with its own
 * connections, sending the same publication at the same moment: every mail goes once.
 */
let payload: Payload
let other: Payload
let stop: () => Promise<void>
let smtp: Awaited<ReturnType<typeof startSmtp>>
const SUBSCRIBERS = 40

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SERVER_URL = 'https://school.example'
  ;({ payload, stop } = await postgresPayload())
  const { getPayload } = await import('payload')
  const config = await (await import('@/payload.config')).default
  other = await getPayload({ config, key: 'second-instance' })
}, 240_000)

afterAll(async () => {
  delete process.env.SERVER_URL
  const db = other?.db as unknown as { pool?: { on(e: 'error', f: () => void): void } } | undefined
  await other?.destroy()
  db?.pool?.on('error', () => {})
  await stop?.()
  await smtp?.stop()
})

describe('on PostgreSQL with two instances', () => {
  it('sends each subscriber a publication once, announced twice and sent by both at once', async () => {
    const school = await secondSchool(payload, 'PGMAIL')
    for (let i = 0; i < SUBSCRIBERS; i++)
      await payload.create({
        collection: 'subscriptions',
        data: {
          email: `parent${i}@example.org`,
          status: 'confirmed',
          topics: ['circulars'],
          classes: i % 2 ? ['V'] : [],
          frequency: 'instant',
          language: i % 3 ? 'en' : 'ml',
          school,
        },
      })
    const circular = await payload.create({
      collection: 'circulars',
      data: { school, title: 'Sports day', date: new Date().toISOString(), category: 'Event', _status: 'published' },
      draft: false,
    })
    const [first, again] = await Promise.all([
      announce(payload, 'circulars', circular.id),
      announce(other, 'circulars', circular.id),
    ])
    expect([first, again]).toEqual([SUBSCRIBERS, SUBSCRIBERS])
    const reports = await Promise.all([sendDueMail(payload), sendDueMail(other)])
    expect(reports[0].sent + reports[1].sent).toBe(SUBSCRIBERS)
    const recipients = smtp.received.flatMap((m) => m.to)
    expect(recipients).toHaveLength(SUBSCRIBERS)
    expect(new Set(recipients).size).toBe(SUBSCRIBERS)
    const { docs } = await payload.find({
      collection: 'deliveries',
      where: { recordKey: { equals: recordKeyOf('circulars', circular.id) } },
      pagination: false,
    })
    expect(docs.map((d) => d.status)).toEqual(docs.map(() => 'sent'))
    expect(smtp.received.filter((m) => m.parsed.headers.get('content-language') === 'ml')).toHaveLength(
      Math.ceil(SUBSCRIBERS / 3),
    )

    const admin = await staffUser(payload, { email: 'office@pgmail.example', role: 'school-admin', school })
    const figures = await subscriberFigures(payload, admin)
    expect(figures?.byClass).toEqual([{ label: 'V', count: SUBSCRIBERS / 2 }])
    expect(figures?.recent).toEqual([
      { recordKey: recordKeyOf('circulars', circular.id), title: 'Sports day', counts: { sent: SUBSCRIBERS } },
    ])
  })
})

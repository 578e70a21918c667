import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendAlertNowEndpoint } from '@/endpoints/send-alert-now'
import { announce, recordKeyOf } from '@/lib/notifications/announce'
import { claimDue, INTERRUPTED } from '@/lib/notifications/delivery-store'
import { INTERRUPTED_AFTER_MS, sendDueMail } from '@/lib/notifications/send'
import { subscriberFigures } from '@/lib/notifications/subscriber-figures'
import type { Subscription } from '@/payload-types'

import { freshPayload, secondSchool, staffUser } from '../helpers/payload'
import { startSmtp } from '../helpers/smtp'

/**
 * Publications reaching their subscribers through a real SMTP server: who gets what, in which
 * language, when the digests go, the list headers, and what is never sent twice or at all.
 */
let payload: Payload
let cleanup: () => Promise<void>
let smtp: Awaited<ReturnType<typeof startSmtp>>
let school: number
const subscribers: Record<string, Subscription> = {}

// A Wednesday, 10:00 in Kerala; 18:00 that day is 12:30 UTC.
const morning = new Date('2026-12-02T04:30:00Z')
const evening = new Date('2026-12-02T12:30:00Z')

beforeAll(async () => {
  smtp = await startSmtp({ refuse: new Set(['gone@example.org']) })
  process.env.SERVER_URL = 'https://school.example'
  ;({ payload, cleanup } = await freshPayload({ demo: false }))
  school = await secondSchool(payload, 'NOTIFA')
  const subscriber = async (email: string, data: Partial<Subscription>) =>
    (subscribers[email] = await payload.create({
      collection: 'subscriptions',
      data: {
        email,
        status: 'confirmed',
        topics: ['alerts', 'circulars'],
        frequency: 'instant',
        language: 'en',
        school,
        ...data,
      },
    }))
  await subscriber('five@example.org', { classes: ['V'] })
  await subscriber('seven@example.org', { classes: ['VII'], language: 'ml' })
  await subscriber('evening@example.org', { topics: ['circulars', 'news'], frequency: 'daily' })
  await subscriber('gone@example.org', { topics: ['alerts'] })
  await subscriber('waiting@example.org', { status: 'pending', topics: ['alerts', 'circulars'] })
})

afterAll(async () => {
  delete process.env.SERVER_URL
  delete process.env.MAIL_DAILY_LIMIT
  await cleanup?.()
  await smtp?.stop()
})

const publish = async (collection: 'circulars' | 'alerts' | 'news', data: Record<string, unknown>) =>
  (await payload.create({ collection, data: { school, _status: 'published', ...data } as never, draft: false }))
    .id as number

const subjects = (email: string) => smtp.to(email).map((m) => m.parsed.subject)

const rows = async (collection: string, id: number) =>
  (
    await payload.find({
      collection: 'deliveries',
      where: { recordKey: { equals: recordKeyOf(collection, id) } },
      depth: 0,
      pagination: false,
    })
  ).docs

describe('a publication', () => {
  it('is queued for the announce job when it is published, once', async () => {
    const id = await publish('circulars', { title: 'Queued', date: '2026-12-01T00:00:00.000Z', category: 'Circular' })
    await payload.update({ collection: 'circulars', id, data: { title: 'Queued, corrected' }, draft: false })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'announce' } },
      depth: 0,
    })
    expect(docs.filter((j) => (j.input as { id?: number }).id === id)).toHaveLength(1)
  })

  it('reaches the subscribers of its class at once, and nobody else', async () => {
    const id = await publish('circulars', {
      title: 'Class V picnic',
      date: '2026-12-01T00:00:00.000Z',
      category: 'Circular',
      classes: ['V'],
    })
    expect(await announce(payload, 'circulars', id, morning)).toBe(1)
    const report = await sendDueMail(payload, { now: () => morning })
    expect(report).toMatchObject({ sent: 1, failed: 0 })
    expect(subjects('five@example.org')).toEqual(['Circular: Class V picnic'])
    expect(subjects('seven@example.org')).toEqual([])
    expect(subjects('evening@example.org')).toEqual([])
    expect(subjects('waiting@example.org')).toEqual([])
    const mail = smtp.to('five@example.org')[0]
    expect(mail.parsed.text).toContain('For class V')
    expect(mail.parsed.text).toContain(`https://school.example/Circulars?id=${id}`)
    expect(mail.parsed.html).toContain('lang="en"')
  })

  it('carries the list headers of RFC 2369 and RFC 8058, and the school’s name and address', async () => {
    const mail = smtp.to('five@example.org')[0]
    // Headers as a mail program reads them, their folded lines joined.
    const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
    const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(header('List-Unsubscribe')).toMatch(
      /^<https:\/\/school\.example\/api\/unsubscribe\/\d+-[\w-]{32}>, <mailto:website@school\.example\?subject=unsubscribe%20\d+-[\w-]{32}>$/,
    )
    expect(header('List-Id')).toBe('"Other School" <notifa.news.school.example>')
    expect(mail.parsed.text).toMatch(
      /To change what you receive, or to stop it: https:\/\/school\.example\/Subscribe\/manage\//,
    )
    expect(mail.parsed.text).toContain('Kerala')
  })

  it('for the whole school reaches every class, in each subscriber’s language, the evening’s digest at 18:00', async () => {
    const id = await publish('circulars', { title: 'Sports day', date: '2026-12-01T00:00:00.000Z', category: 'Event' })
    const news = await publish('news', { title: 'Science fair results', fromDate: '2026-12-01T00:00:00.000Z' })
    await announce(payload, 'circulars', id, morning)
    await announce(payload, 'news', news, morning)
    await sendDueMail(payload, { now: () => morning })
    expect(subjects('five@example.org')).toContain('Circular: Sports day')
    const [malayalam] = smtp.to('seven@example.org')
    expect(malayalam.parsed.subject).toBe('സർക്കുലർ: Sports day')
    expect(malayalam.parsed.text).toContain('Sports day (ഇംഗ്ലീഷിൽ)')
    expect(malayalam.parsed.headers.get('content-language')).toBe('ml')
    expect(malayalam.parsed.text).toContain('https://school.example/ml/Circulars?id=')
    // The daily subscriber waits for the evening, then gets one mail with both.
    expect(subjects('evening@example.org')).toEqual([])
    await sendDueMail(payload, { now: () => new Date(evening.getTime() - 60_000) })
    expect(subjects('evening@example.org')).toEqual([])
    await sendDueMail(payload, { now: () => evening })
    const digest = smtp.to('evening@example.org')
    expect(digest.map((m) => m.parsed.subject)).toHaveLength(1)
    expect(digest[0].parsed.subject).toMatch(/: 2 new items$/)
    expect(digest[0].parsed.text).toContain('Circular: Sports day')
    expect(digest[0].parsed.text).toContain('News: Science fair results')
  })

  it('unpublished before its mail left is not sent', async () => {
    const id = await publish('circulars', { title: 'Withdrawn', date: '2026-12-01T00:00:00.000Z', category: 'Fee' })
    await announce(payload, 'circulars', id, morning)
    await payload.update({ collection: 'circulars', id, data: { _status: 'draft' }, draft: false })
    const report = await sendDueMail(payload, { now: () => morning })
    expect(report.sent).toBe(0)
    expect(subjects('five@example.org')).not.toContain('Circular: Withdrawn')
    // The evening's digest row waits for the evening, and is not sent then either.
    expect((await rows('circulars', id)).map((r) => [r.kind, r.status]).sort()).toEqual([
      ['daily', 'queued'],
      ['instant', 'skipped'],
      ['instant', 'skipped'],
    ])
    await sendDueMail(payload, { now: () => evening })
    expect((await rows('circulars', id)).map((r) => r.status)).toEqual(['skipped', 'skipped', 'skipped'])
    expect(subjects('evening@example.org').join()).not.toContain('Withdrawn')
  })

  it('is never sent twice: announced again, or after its runner stopped mid-send', async () => {
    const id = await publish('circulars', {
      title: 'Exam timetable',
      date: '2026-12-01T00:00:00.000Z',
      category: 'Exam',
    })
    await announce(payload, 'circulars', id, morning)
    // A runner claims the rows and stops before it hears back from the mail server.
    const claimed = await claimDue(payload, 'mail', 100, morning)
    expect(claimed.map((c) => c.recordKey)).toContain(recordKeyOf('circulars', id))
    // Announced again and run again, later, on a fresh process: nothing goes twice.
    expect(await announce(payload, 'circulars', id, morning)).toBe(3)
    await sendDueMail(payload, { now: () => new Date(morning.getTime() + INTERRUPTED_AFTER_MS + 60_000) })
    expect(subjects('five@example.org')).not.toContain('Circular: Exam timetable')
    const after = (await rows('circulars', id)).filter((r) => r.kind === 'instant')
    expect(after.map((r) => [r.status, r.error])).toEqual([
      ['failed', INTERRUPTED],
      ['failed', INTERRUPTED],
    ])
  })
})

describe('the jobs queue', () => {
  it('runs two announcements at once and sends each mail once', async () => {
    const ids = [
      await publish('circulars', { title: 'Queue one', date: '2026-12-01T00:00:00.000Z', category: 'Circular' }),
      await publish('circulars', { title: 'Queue two', date: '2026-12-01T00:00:00.000Z', category: 'Circular' }),
    ]
    await payload.jobs.run({ queue: 'notifications' })
    for (const title of ['Queue one', 'Queue two'])
      expect(subjects('five@example.org').filter((s) => s === `Circular: ${title}`)).toHaveLength(1)
    for (const id of ids) expect((await rows('circulars', id)).filter((r) => r.status === 'sent')).toHaveLength(2)
  })
})

describe('an alert', () => {
  it('goes at once to every alerts subscriber, and pauses an address refused three times', async () => {
    for (const [n, message] of ['Rain holiday today', 'Rain holiday tomorrow', 'School reopens Monday'].entries()) {
      const id = await publish('alerts', { message, endsAt: new Date(morning.getTime() + 86400_000).toISOString() })
      await announce(payload, 'alerts', id, morning)
      await sendDueMail(payload, { now: () => morning })
      expect(subjects('five@example.org')).toContain(`Urgent alert: ${message}`)
      // The site shows three alerts at most: each is ended before the next.
      await payload.update({ collection: 'alerts', id, data: { _status: 'draft' }, draft: false })
      const gone = await payload.findByID({ collection: 'subscriptions', id: subscribers['gone@example.org'].id })
      expect([gone.failures, gone.status]).toEqual([n + 1, n === 2 ? 'paused' : 'confirmed'])
    }
    const failed = await payload.find({
      collection: 'deliveries',
      where: {
        and: [{ subscription: { equals: subscribers['gone@example.org'].id } }, { status: { equals: 'failed' } }],
      },
    })
    expect(failed.docs[0].error).toMatch(/^550 /)
    expect(failed.docs[0].error).not.toContain('gone@example.org')
    // Paused: the next alert is not queued for it.
    const id = await publish('alerts', {
      message: 'One more',
      endsAt: new Date(morning.getTime() + 86400_000).toISOString(),
    })
    expect(await announce(payload, 'alerts', id, morning)).toBe(2)
  })

  it('waits with everything else once MAIL_DAILY_LIMIT is reached, until the next Kerala day', async () => {
    process.env.MAIL_DAILY_LIMIT = '1'
    const id = await publish('alerts', {
      message: 'Capped',
      endsAt: new Date(morning.getTime() + 86400_000).toISOString(),
    })
    await announce(payload, 'alerts', id, morning)
    await payload.update({
      collection: 'alerts',
      id: (await payload.find({ collection: 'alerts', where: { message: { equals: 'One more' } } })).docs[0].id,
      data: { _status: 'draft' },
      draft: false,
    })
    const capped = await sendDueMail(payload, { now: () => morning })
    expect(capped).toMatchObject({ sent: 0, capped: true })
    const tomorrow = new Date(morning.getTime() + 86400_000)
    const next = await sendDueMail(payload, { now: () => tomorrow })
    expect(next.sent).toBe(1)
    delete process.env.MAIL_DAILY_LIMIT
  })
})

describe('the dashboard', () => {
  it('counts the school’s subscribers by topic and class, and how its latest publications went', async () => {
    const admin = await staffUser(payload, { email: 'office@notifa.example', role: 'school-admin', school })
    const figures = await subscriberFigures(payload, admin)
    // five, seven, evening confirmed; gone paused; waiting pending.
    expect([figures?.confirmed, figures?.paused, figures?.waiting]).toEqual([3, 1, 1])
    expect(figures?.byTopic.find((t) => t.label === 'Circulars')?.count).toBe(3)
    expect(figures?.byClass).toEqual([
      { label: 'V', count: 1 },
      { label: 'VII', count: 1 },
    ])
    expect(figures?.recent[0].title).toBe('Capped')
    // The daily limit of one let one of its two mails go.
    expect(figures?.recent[0].counts).toEqual({ sent: 1, queued: 1 })
    const editor = await staffUser(payload, { email: 'editor@notifa.example', role: 'editor', school })
    expect(await subscriberFigures(payload, editor)).toBeNull()
  })
})

describe('“Send to subscribers now” on an alert', () => {
  const call = async (id: number, user: unknown) =>
    sendAlertNowEndpoint.handler(
      Object.assign(await createLocalReq({ user: user as never }, payload), { routeParams: { id: String(id) } }),
    )

  it('sends a published alert at once for a school admin, and only once', async () => {
    const admin = await staffUser(payload, { email: 'sender@notifa.example', role: 'school-admin', school })
    const editor = await staffUser(payload, { email: 'writer@notifa.example', role: 'editor', school })
    const id = await publish('alerts', { message: 'Send now', endsAt: new Date(Date.now() + 3600_000).toISOString() })
    expect((await call(id, editor)).status).toBe(403)
    const first = await call(id, admin)
    expect(await first.json()).toMatchObject({ sent: 2, message: 'Sent to 2 subscribers now.' })
    expect(subjects('five@example.org')).toContain('Urgent alert: Send now')
    expect(await (await call(id, admin)).json()).toMatchObject({ sent: 0 })
    await payload.update({ collection: 'alerts', id, data: { _status: 'draft' }, draft: false })
    expect((await call(id, admin)).status).toBe(400)
    // Another school's admin does not find it.
    const stranger = await staffUser(payload, {
      email: 'other@other.example',
      role: 'school-admin',
      school: await secondSchool(payload, 'NOTIFB'),
    })
    expect((await call(id, stranger)).status).toBe(404)
  })
})

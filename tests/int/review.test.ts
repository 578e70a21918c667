import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dashboardFigures } from '@/lib/office/office-dashboard'
import {
  EDITORS_DO_NOT_PUBLISH,
  EDITORS_SAVE_DRAFTS,
  ONLY_ADMINS_REVIEW,
  RETURN_NEEDS_COMMENT,
} from '@/lib/office/review-states'

import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

/**
 * Review before publishing, on the real database: editors save drafts and ask for review, only
 * school admins publish or send back, and the dashboard lists what waits per school.
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let adminA: StaffUser
let editorA: StaffUser
let adminB: StaffUser

const news = (title: string) => ({ title, fromDate: '2026-06-01T00:00:00.000Z' })

beforeAll(async () => {
  ;({ payload, dataDir, cleanup } = await freshPayload())
  ;({ adminA, editorA, adminB } = await twoSchoolsWithStaff(payload, 'OTHER3'))
})

afterAll(async () => cleanup?.())

const asEditor = () => ({ overrideAccess: false, user: editorA }) as const
const asAdmin = () => ({ overrideAccess: false, user: adminA }) as const

describe('editors', () => {
  it('cannot publish, neither on creating nor on saving', async () => {
    await expect(
      payload.create({ collection: 'news', data: { ...news('Straight out'), _status: 'published' }, ...asEditor() }),
    ).rejects.toThrow(/not allowed/i)
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: { ...news('Draft'), _status: 'draft' },
      ...asEditor(),
    })
    await expect(
      payload.update({ collection: 'news', id: draft.id, data: { _status: 'published' }, ...asEditor() }),
    ).rejects.toMatchObject({ status: 403, message: EDITORS_DO_NOT_PUBLISH })
  })

  it('ask for review, and may not send back or mark published themselves', async () => {
    const draft = await payload.create({
      collection: 'events',
      draft: true,
      data: { title: 'Sports day', date: '2026-07-01T00:00:00.000Z', _status: 'draft', review: { state: 'requested' } },
      ...asEditor(),
    })
    expect(draft.review?.state).toBe('requested')
    await expect(
      payload.update({
        collection: 'events',
        id: draft.id,
        draft: true,
        data: { review: { state: 'returned', comment: 'x' } },
        ...asEditor(),
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'review.state', message: ONLY_ADMINS_REVIEW }] } })
  })
})

describe('editors and published records, through the CMS API', () => {
  /** A request to the CMS API (/cms-api/…) as a signed-in member, answered by Payload's REST handler. */
  const rest = async (method: 'PATCH' | 'POST', path: string, user: StaffUser, body?: unknown) => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: user.email, password: 'Test-password-1' },
    })
    const answer = await handleEndpoints({
      config: payload.config,
      payloadInstanceCacheKey: dataDir,
      request: new Request(`http://localhost/cms-api${path}`, {
        method,
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    })
    return { status: answer.status, text: await answer.text() }
  }
  const published = async (title: string) =>
    payload.create({ collection: 'news', data: { ...news(title), _status: 'published' }, ...asAdmin() })
  /** What a visitor reads. */
  const live = async (id: number) => (await payload.findByID({ collection: 'news', id, overrideAccess: false })).title

  it('cannot change a published record in place: a save without ?draft=true is refused', async () => {
    const doc = await published('On the site')
    for (const data of [{ title: 'Changed in place' }, { title: 'Taken down', _status: 'draft' }]) {
      const answer = await rest('PATCH', `/news/${doc.id}`, editorA, data)
      expect(answer.status).toBe(403)
      expect(answer.text).toContain(EDITORS_SAVE_DRAFTS)
    }
    const bulk = await rest('PATCH', `/news?where[id][equals]=${doc.id}`, editorA, { title: 'Bulk' })
    expect(bulk.status).toBe(403)
    const restore = await payload.findVersions({ collection: 'news', where: { parent: { equals: doc.id } } })
    expect((await rest('POST', `/news/versions/${restore.docs[0].id}`, editorA)).status).toBe(403)
    expect(await live(doc.id)).toBe('On the site')
  })

  it('save a draft beside it, which visitors do not see until an admin publishes', async () => {
    const doc = await published('Sports day results')
    const saved = await rest('PATCH', `/news/${doc.id}?draft=true`, editorA, {
      title: 'Sports day results (corrected)',
    })
    expect(saved.status).toBe(200)
    expect(await live(doc.id)).toBe('Sports day results')
    const latest = await payload.findByID({ collection: 'news', id: doc.id, draft: true, ...asEditor() })
    expect(latest.title).toBe('Sports day results (corrected)')
    expect((await rest('PATCH', `/news/${doc.id}`, adminA, { _status: 'published' })).status).toBe(200)
    expect(await live(doc.id)).toBe('Sports day results (corrected)')
  })

  it('may still save a record that was never published either way, and admins save published records', async () => {
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: { ...news('Never out'), _status: 'draft' },
      ...asEditor(),
    })
    const saved = await rest('PATCH', `/news/${draft.id}`, editorA, { title: 'Never out, edited' })
    expect(saved.status).toBe(200)
    expect(JSON.parse(saved.text).doc._status).toBe('draft')
    const doc = await published('Admin edits')
    expect((await rest('PATCH', `/news/${doc.id}`, adminA, { title: 'Admin edits, live' })).status).toBe(200)
    expect(await live(doc.id)).toBe('Admin edits, live')
  })

  it("the local API with the member's access refuses the same", async () => {
    const doc = await published('Local')
    await expect(
      payload.update({ collection: 'news', id: doc.id, data: { title: 'Local, in place' }, ...asEditor() }),
    ).rejects.toMatchObject({ status: 403, message: EDITORS_SAVE_DRAFTS })
  })
})

describe('school admins', () => {
  it('see what waits for review in their school only, publish it, and the editor sees when', async () => {
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: { ...news('For the queue'), _status: 'draft', review: { state: 'requested' } },
      ...asEditor(),
    })
    const waiting = (await dashboardFigures(payload, adminA)).review.waiting
    expect(waiting.map((w) => w.title)).toContain('For the queue')
    expect(waiting.find((w) => w.title === 'For the queue')).toMatchObject({
      kind: 'News item',
      href: `/admin/collections/news/${draft.id}`,
    })
    expect((await dashboardFigures(payload, adminB)).review.waiting).toEqual([])

    const published = await payload.update({
      collection: 'news',
      id: draft.id,
      data: { _status: 'published' },
      ...asAdmin(),
    })
    expect(published.review?.state).toBe('published')
    expect(published.review?.at).toBeTruthy()
    const editorView = await dashboardFigures(payload, editorA)
    expect(editorView.review.waiting.map((w) => w.title)).not.toContain('For the queue')
    expect(editorView.review.recentlyPublished.map((w) => w.title)).toContain('For the queue')
  })

  it('send a draft back only with a comment, which the editor then sees', async () => {
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: { ...news('Needs work'), _status: 'draft', review: { state: 'requested' } },
      ...asEditor(),
    })
    await expect(
      payload.update({
        collection: 'news',
        id: draft.id,
        draft: true,
        data: { review: { state: 'returned' } },
        ...asAdmin(),
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'review.comment', message: RETURN_NEEDS_COMMENT }] } })
    await payload.update({
      collection: 'news',
      id: draft.id,
      draft: true,
      data: { review: { state: 'returned', comment: 'Add the photos.' } },
      ...asAdmin(),
    })
    const sentBack = (await dashboardFigures(payload, editorA)).review.sentBack
    expect(sentBack.find((w) => w.title === 'Needs work')).toMatchObject({ comment: 'Add the photos.' })
  })

  it("see their school's scheduled publications on the dashboard", async () => {
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: { ...news('Later'), _status: 'draft' },
      ...asAdmin(),
    })
    const at = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString()
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(at),
      input: {
        type: 'publish',
        doc: { relationTo: 'news', value: draft.id },
        user: { relationTo: 'users', value: adminA.id },
      },
    })
    const scheduled = (await dashboardFigures(payload, adminA)).scheduled
    expect(scheduled).toEqual([
      expect.objectContaining({
        title: 'Later',
        kind: 'News item',
        action: 'publish',
        href: `/admin/collections/news/${draft.id}`,
      }),
    ])
    expect((await dashboardFigures(payload, adminB)).scheduled).toEqual([])
  })

  it("see their own when more than a hundred of other schools' wait before them", async () => {
    // The queue is the installation's: at scale other schools' schedules are most of it.
    const draftB = await payload.create({
      collection: 'news',
      draft: true,
      data: { ...news('Elsewhere'), _status: 'draft' },
      overrideAccess: false,
      user: adminB,
    })
    const soon = Date.now() + 60 * 60 * 1000
    for (let i = 0; i < 120; i++)
      await payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil: new Date(soon + i * 1000),
        input: {
          type: 'publish',
          doc: { relationTo: 'news', value: draftB.id },
          user: { relationTo: 'users', value: adminB.id },
        },
      })
    const draftA = await payload.create({
      collection: 'news',
      draft: true,
      data: { ...news('After all of them'), _status: 'draft' },
      ...asAdmin(),
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(soon + 7 * 24 * 60 * 60 * 1000),
      input: {
        type: 'publish',
        doc: { relationTo: 'news', value: draftA.id },
        user: { relationTo: 'users', value: adminA.id },
      },
    })
    const titles = (await dashboardFigures(payload, adminA)).scheduled.map((s) => s.title)
    expect(titles).toContain('After all of them')
    expect(titles).not.toContain('Elsewhere')
  })
})

describe("the school's pages", () => {
  /** What a visitor reads of a page: the published record, by the collection's read access. */
  const visitorSees = async (id: number) =>
    (await payload.findByID({ collection: 'pages', id, overrideAccess: false, depth: 0 })).title
  const fee = async () =>
    (await payload.find({ collection: 'pages', where: { route: { equals: 'Fee' } }, limit: 1, depth: 0 })).docs[0]

  it('are seeded published, each with its first version', async () => {
    const { docs } = await payload.find({ collection: 'pages', pagination: false, depth: 0 })
    expect(docs.length).toBeGreaterThan(10)
    expect(docs.every((d) => d._status === 'published')).toBe(true)
    const versions = await payload.findVersions({ collection: 'pages', where: { latest: { equals: true } }, limit: 1 })
    expect(versions.totalDocs).toBe(docs.length)
    expect(await visitorSees(docs[0].id)).toBe(docs[0].title)
  })

  it('change through a draft: an editor cannot edit one in place, and visitors see a draft only once published', async () => {
    const page = await fee()
    await expect(
      payload.update({ collection: 'pages', id: page.id, data: { title: 'Fee (in place)' }, ...asEditor() }),
    ).rejects.toMatchObject({ status: 403, message: EDITORS_SAVE_DRAFTS })
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: { title: 'Fee structure 2027', review: { state: 'requested' } },
      ...asEditor(),
    })
    expect(await visitorSees(page.id)).toBe(page.title)
    const waiting = (await dashboardFigures(payload, adminA)).review.waiting
    expect(waiting.find((w) => w.title === 'Fee structure 2027')).toMatchObject({
      kind: 'Standard page',
      href: `/admin/collections/pages/${page.id}`,
    })
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, ...asAdmin() })
    expect(await visitorSees(page.id)).toBe('Fee structure 2027')
  })
})

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dashboardFigures } from '@/lib/office/office-dashboard'
import {
  EDITORS_CREATE_DRAFTS,
  EDITORS_DO_NOT_PUBLISH,
  EDITORS_KEEP_FILES,
  EDITORS_KEEP_PUBLISHED,
  EDITORS_SAVE_DRAFTS,
  SCHEDULED_DRAFT_KEPT,
} from '@/lib/office/review-states'

import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

/**
 * Every way an editor's work could reach visitors, tried through the CMS API as an editor of
 * JRSBKL (a second school and its admin beside it): none gets there without a school admin.
 * What visitors see is read as the site reads it (an anonymous query of published records, as
 * `/api/news/All/{code}` and `/News` do).
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let schoolA: number
let adminA: StaffUser
let editorA: StaffUser

/** Payload's answer when a collection's access refuses the member. */
const NOT_ALLOWED = 'You are not allowed to perform this action.'
const news = (title: string) => ({ title, fromDate: '2026-06-01T00:00:00.000Z' })
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const PNG_2PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWP4z8Dwn4EBAAj+Af/KOtJRAAAAAElFTkSuQmCC'

beforeAll(async () => {
  ;({ payload, dataDir, cleanup } = await freshPayload())
  ;({ schoolA, adminA, editorA } = await twoSchoolsWithStaff(payload, 'OTHER7'))
})

afterAll(async () => cleanup?.())

const tokens = new Map<string, string>()
/** A request to the CMS API (/cms-api/…) as a signed-in member, answered by Payload's REST handler. */
async function rest(method: string, path: string, user: StaffUser, body?: unknown) {
  let token = tokens.get(user.email)
  if (!token) {
    token = (await payload.login({ collection: 'users', data: { email: user.email, password: 'Test-password-1' } }))
      .token as string
    tokens.set(user.email, token)
  }
  const form = body instanceof FormData
  const answer = await handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: dataDir,
    request: new Request(`http://localhost/cms-api${path}`, {
      method,
      headers: { Authorization: `JWT ${token}`, ...(form ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    }),
  })
  const text = await answer.text()
  return { status: answer.status, text, json: () => JSON.parse(text) }
}

/** The titles of JRSBKL's news a visitor sees: the query of `/api/news/All/JRSBKL` and `/News`. */
const onTheSite = async () =>
  (
    await payload.find({
      collection: 'news',
      where: { school: { equals: schoolA } },
      pagination: false,
      overrideAccess: false,
    })
  ).docs.map((d) => d.title)

const publishedNews = (title: string) =>
  payload.create({
    collection: 'news',
    data: { ...news(title), _status: 'published' },
    overrideAccess: false,
    user: adminA,
  })

const draftNews = (title: string) =>
  payload.create({
    collection: 'news',
    draft: true,
    data: { ...news(title), _status: 'draft' },
    overrideAccess: false,
    user: editorA,
  })

describe('an editor cannot publish', () => {
  it('by creating a record published', async () => {
    const answer = await rest('POST', '/news', editorA, { ...news('Created published'), _status: 'published' })
    expect(answer.status).toBe(403)
    expect(await onTheSite()).not.toContain('Created published')
  })

  it('by duplicating a published record without ?draft=true', async () => {
    const doc = await publishedNews('Original')
    const answer = await rest('POST', `/news/${doc.id}/duplicate?draft=false`, editorA, { title: 'Unreviewed copy' })
    expect(answer.status).toBe(403)
    expect(answer.text).toContain(EDITORS_CREATE_DRAFTS)
    expect(await onTheSite()).not.toContain('Unreviewed copy')
    await expect(
      payload.duplicate({
        collection: 'news',
        id: doc.id,
        draft: false,
        data: { title: 'Unreviewed copy, local' },
        overrideAccess: false,
        user: editorA,
      }),
    ).rejects.toMatchObject({ status: 403, message: EDITORS_CREATE_DRAFTS })
    expect(await onTheSite()).not.toContain('Unreviewed copy, local')
  })

  it('but duplicates as a draft, as the admin does, which visitors do not see', async () => {
    const doc = await publishedNews('To copy')
    for (const [query, body] of [
      ['', { title: 'Copy as draft' }],
      ['?draft=false', { title: 'Copy with draft status', _status: 'draft' }],
    ] as const) {
      const answer = await rest('POST', `/news/${doc.id}/duplicate${query}`, editorA, body)
      expect(answer.status).toBe(200)
      expect(answer.json().doc._status).toBe('draft')
      expect(await onTheSite()).not.toContain(body.title)
    }
  })

  it('by saving a published record in place, one or in bulk', async () => {
    const doc = await publishedNews('In place')
    const inPlace = await rest('PATCH', `/news/${doc.id}`, editorA, { title: 'Changed in place' })
    const bulk = await rest('PATCH', `/news?where[id][equals]=${doc.id}`, editorA, { title: 'Bulk' })
    const bulkPublish = await rest('PATCH', `/news?where[id][equals]=${doc.id}&draft=true`, editorA, {
      title: 'Bulk published',
      _status: 'published',
    })
    for (const refused of [inPlace, bulk, bulkPublish]) {
      expect(refused.status).toBe(403)
      expect(refused.text).toContain(EDITORS_SAVE_DRAFTS)
    }
    expect(await onTheSite()).toContain('In place')
    expect(await onTheSite()).not.toContain('Changed in place')
  })

  it('by autosaving', async () => {
    const doc = await publishedNews('Autosaved')
    const autosave = await rest('PATCH', `/news/${doc.id}?draft=true&autosave=true`, editorA, { title: 'Autosave 1' })
    expect(autosave.status).toBe(200)
    expect((await rest('PATCH', `/news/${doc.id}?autosave=true`, editorA, { title: 'Autosave 2' })).status).toBe(403)
    const site = await onTheSite()
    expect(site).toContain('Autosaved')
    expect(site.filter((t) => t.startsWith('Autosave '))).toEqual([])
  })

  it('by restoring a version, unless as a draft', async () => {
    const doc = await publishedNews('Restored v1')
    await payload.update({
      collection: 'news',
      id: doc.id,
      data: { title: 'Restored v2' },
      overrideAccess: false,
      user: adminA,
    })
    const { docs } = await payload.findVersions({
      collection: 'news',
      where: { and: [{ parent: { equals: doc.id } }, { 'version.title': { equals: 'Restored v1' } }] },
    })
    const refused = await rest('POST', `/news/versions/${docs[0].id}`, editorA)
    expect(refused.status).toBe(403)
    expect(refused.text).toContain(EDITORS_SAVE_DRAFTS)
    expect((await rest('POST', `/news/versions/${docs[0].id}?draft=true`, editorA)).status).toBe(200)
    const site = await onTheSite()
    expect(site).toContain('Restored v2')
    expect(site).not.toContain('Restored v1')
  })

  it('by scheduling a publication (the job runs as the editor and is refused)', async () => {
    const draft = await draftNews('Scheduled by an editor')
    const live = await publishedNews('Unpublish scheduled by an editor')
    // What the admin's Schedule Publish server function queues, with the member who asked.
    for (const [type, id] of [
      ['publish', draft.id],
      ['unpublish', live.id],
    ] as const) {
      await payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil: new Date(Date.now() - 1000),
        input: { type, doc: { relationTo: 'news', value: id }, user: { relationTo: 'users', value: editorA.id } },
      })
    }
    // The school admin's dashboard does not announce them as going out.
    const scheduled = (await dashboardFigures(payload, adminA)).scheduled.map((s) => s.title)
    expect(scheduled).not.toContain('Scheduled by an editor')
    // Nor does it keep the editor from their own draft, as a school admin's schedule would.
    const edited = await rest('PATCH', `/news/${draft.id}?draft=true`, editorA, { title: 'Scheduled by an editor' })
    expect(edited.status, edited.text).toBe(200)
    await payload.jobs.run({ queue: 'default' })
    // Both ran, as the editor, and were refused with the office's reason, kept on the job.
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      pagination: false,
    })
    const outcome = (id: number) => {
      const job = jobs.docs.find((j) => (j.input as { doc: { value: number } }).doc.value === id)
      return [job?.hasError, job?.log?.map((l) => l.state), (job?.error as { message?: string } | null)?.message]
    }
    expect(outcome(live.id)).toEqual([true, ['failed'], EDITORS_SAVE_DRAFTS])
    // The editor's own schedule publishes outright, which only a school admin does; it is not one
    // that keeps the draft as it is (that refusal names a school admin's schedule).
    expect(outcome(draft.id)).toEqual([true, ['failed'], EDITORS_DO_NOT_PUBLISH])
    const site = await onTheSite()
    expect(site).not.toContain('Scheduled by an editor')
    expect(site).toContain('Unpublish scheduled by an editor')
  })

  it('by changing a draft after a school admin scheduled its publication', async () => {
    const draft = await draftNews('Reviewed draft')
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(Date.now() - 1000),
      input: {
        type: 'publish',
        doc: { relationTo: 'news', value: draft.id },
        user: { relationTo: 'users', value: adminA.id },
      },
    })
    expect((await dashboardFigures(payload, adminA)).scheduled.map((s) => s.title)).toContain('Reviewed draft')
    const changed = await rest('PATCH', `/news/${draft.id}?draft=true`, editorA, { title: 'Unreviewed change' })
    expect(changed.status).toBe(403)
    expect(changed.text).toContain(SCHEDULED_DRAFT_KEPT)
    expect((await rest('PATCH', `/news/${draft.id}`, editorA, { title: 'Unreviewed change' })).status).toBe(403)
    expect(
      (await rest('PATCH', `/news/${draft.id}?draft=true&autosave=true`, editorA, { title: 'Autosaved change' }))
        .status,
    ).toBe(403)
    await payload.jobs.run({ queue: 'default' })
    const site = await onTheSite()
    expect(site).toContain('Reviewed draft')
    expect(site).not.toContain('Unreviewed change')
    expect(site).not.toContain('Autosaved change')
  })
})

describe('an editor cannot take a published record off the site', () => {
  it('by deleting it by id or in bulk, and is told who can', async () => {
    const doc = await publishedNews('Not to delete')
    const byId = await rest('DELETE', `/news/${doc.id}`, editorA)
    expect(byId.status).toBe(403)
    expect(byId.text).toContain(EDITORS_KEEP_PUBLISHED)
    const bulk = await rest('DELETE', `/news?where[id][equals]=${doc.id}`, editorA)
    expect(bulk.status).toBe(403)
    expect(bulk.text).toContain(EDITORS_KEEP_PUBLISHED)
    expect(await onTheSite()).toContain('Not to delete')
    // The admin offers them no Delete on it (Payload asks the record's delete access).
    const offered = (await rest('POST', `/news/access/${doc.id}`, editorA)).json()
    expect(offered.delete?.permission ?? false).toBe(false)
  })

  it('but deletes a draft that was never published, and an admin deletes a published one', async () => {
    const draft = await draftNews('Draft to delete')
    expect((await rest('POST', `/news/access/${draft.id}`, editorA)).json().delete).toMatchObject({ permission: true })
    expect((await rest('DELETE', `/news/${draft.id}`, editorA)).status).toBe(200)
    const doc = await publishedNews('Admin deletes')
    expect((await rest('DELETE', `/news?where[id][equals]=${doc.id}`, adminA)).status).toBe(200)
    expect(await onTheSite()).not.toContain('Admin deletes')
  })
})

describe('an editor cannot change a picture published pages show', () => {
  const form = (png: string, name: string) => {
    const body = new FormData()
    body.set('file', new Blob([Buffer.from(png, 'base64')], { type: 'image/png' }), name)
    body.set('_payload', JSON.stringify({ alt: 'A picture' }))
    return body
  }

  it('by replacing its file or deleting it, and is told who can', async () => {
    const picture = await payload.create({
      collection: 'media',
      data: { school: schoolA, alt: 'A picture' },
      file: { data: Buffer.from(PNG_1PX, 'base64'), mimetype: 'image/png', name: 'news-photo.png', size: 68 },
    })
    await payload.create({
      collection: 'news',
      data: { ...news('With a photo'), image: [picture.id], _status: 'published' },
      overrideAccess: false,
      user: adminA,
    })
    const replaced = await rest('PATCH', `/media/${picture.id}`, editorA, form(PNG_2PX, 'other.png'))
    expect(replaced.status).toBe(403)
    expect(replaced.text).toContain(EDITORS_KEEP_FILES)
    const cropped = await rest('PATCH', `/media/${picture.id}?uploadEdits[crop][width]=1`, editorA, {
      alt: 'A picture',
    })
    expect(cropped.status).toBe(403)
    for (const path of [`/media/${picture.id}`, `/media?where[id][equals]=${picture.id}`]) {
      const deleted = await rest('DELETE', path, editorA)
      expect(deleted.status).toBe(403)
      expect(deleted.text).toContain(EDITORS_KEEP_FILES)
    }
    const after = await payload.findByID({ collection: 'media', id: picture.id })
    expect([after.filename, after.width]).toEqual(['news-photo.png', 1])
  })

  it('while an admin replaces it, and an editor still uploads new pictures and describes them', async () => {
    const upload = await rest('POST', '/media', editorA, form(PNG_1PX, 'new-upload.png'))
    expect(upload.status).toBe(201)
    const id = upload.json().doc.id
    expect((await rest('PATCH', `/media/${id}`, editorA, { alt: 'Described' })).status).toBe(200)
    expect((await rest('PATCH', `/media/${id}`, adminA, form(PNG_2PX, 'replacement.png'))).status).toBe(200)
    expect((await payload.findByID({ collection: 'media', id })).width).toBe(2)
  })
})

describe("an editor cannot change the school's profile tables", () => {
  it('(faculty, trust, disclosure: public at once, with no drafts), which a school admin edits', async () => {
    const row = { slNo: 90, name: 'A. Teacher', designation: 'PGT' }
    const refused = [await rest('POST', '/faculty', editorA, row)]
    const created = await rest('POST', '/faculty', adminA, row)
    expect(created.status).toBe(201)
    const id = created.json().doc.id
    refused.push(
      await rest('PATCH', `/faculty/${id}`, editorA, { name: 'Changed by an editor' }),
      await rest('DELETE', `/faculty/${id}`, editorA),
      await rest('POST', '/trust-members', editorA, { slNo: 9, name: 'X', designation: 'Member' }),
    )
    for (const answer of refused) {
      expect(answer.status).toBe(403)
      expect(answer.json()).toEqual({ errors: [{ message: NOT_ALLOWED }] })
    }
    const visible = await payload.findByID({ collection: 'faculty', id, overrideAccess: false })
    expect(visible.name).toBe('A. Teacher')
  })
})

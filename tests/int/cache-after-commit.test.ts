import { createLocalReq, initTransaction, killTransaction, commitTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cachedAnswer } from '@/lib/api/answer-cache'
import { schoolGeneration } from '@/lib/platform/cache'

import { freshPayload } from '../helpers/payload'

/**
 * A school's kept answers are retired when a save commits, not while it is still open: a visit in
 * between reads the old record, and what it builds must not outlive the commit (the answer would
 * be kept ten minutes). Real SQLite, whose open transaction others do not see.
 */
let payload: Payload
let school: number
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  school = (await payload.find({ collection: 'schools', limit: 1, depth: 0 })).docs[0].id
})
afterAll(() => cleanup())

const newsTitle = async (id: number) =>
  (await payload.findByID({ collection: 'news', id, depth: 0, draft: false })).title as string

/** What the API would answer for the record, kept as the API keeps it. */
const answer = async (id: number) =>
  JSON.parse((await cachedAnswer(school, `after-commit-${id}`, async () => ({ title: await newsTitle(id) }))).body)

const published = (title: string) =>
  payload.create({
    collection: 'news',
    data: { school, title, fromDate: new Date().toISOString(), _status: 'published' },
  })

async function openSave(id: number, title: string) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  await payload.update({ collection: 'news', id, data: { title }, req })
  return req
}

describe("a save's clearing of the caches", () => {
  it('waits for the commit, so an answer built meanwhile is retired with it', async () => {
    const news = await published('Sports day')
    const before = await schoolGeneration(school)
    const req = await openSave(news.id, 'Sports day moved')

    // A visit while the save is open: the old record, kept.
    expect(await schoolGeneration(school)).toBe(before)
    expect(await answer(news.id)).toEqual({ title: 'Sports day' })

    await commitTransaction(req)
    expect(await schoolGeneration(school)).toBe(before + 1)
    expect(await answer(news.id)).toEqual({ title: 'Sports day moved' })
  })

  it('drops the clearing of a save rolled back', async () => {
    const news = await published('Annual day')
    const before = await schoolGeneration(school)
    const req = await openSave(news.id, 'Annual day (never saved)')
    await killTransaction(req)
    expect(await schoolGeneration(school)).toBe(before)
    expect(await newsTitle(news.id)).toBe('Annual day')

    // A save with no transaction of its own clears at once.
    await payload.update({ collection: 'news', id: news.id, data: { title: 'Annual day, 5 pm' } })
    expect(await schoolGeneration(school)).toBe(before + 1)
  })
})

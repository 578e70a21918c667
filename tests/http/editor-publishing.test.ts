import { expect, type APIRequestContext } from '@playwright/test'

import { EDITORS_CREATE_DRAFTS, EDITORS_KEEP_FILES, EDITORS_KEEP_PUBLISHED } from '../../src/lib/office/review-states'
import { ADMIN, EDITOR, staffApi, withStaff } from '../e2e/helpers/office'
import { test } from './fixtures'

/**
 * The holes of issue 25 item 1, tried against the production server as an editor of JRSBKL: a
 * duplicate, a deletion (by id and by query) and a file replacement do not reach the site, and
 * each refusal says who may.
 */
const PNG = (width: number) =>
  Buffer.from(
    width === 1
      ? 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
      : 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWP4z8Dwn4EBAAj+Af/KOtJRAAAAAElFTkSuQmCC',
    'base64',
  )

/** The titles `/api/news/All/JRSBKL` lists (the whole list, unpaged). */
const apiTitles = async (request: APIRequestContext) => {
  const answer = await request.get('/api/news/All/JRSBKL')
  expect(answer.ok()).toBe(true)
  return JSON.stringify(await answer.json())
}

test('an editor cannot publish through Duplicate, nor delete published news, nor replace its picture', async ({
  request,
}) => {
  const { school } = await withStaff(request, ADMIN, EDITOR)
  const admin = await staffApi(request, ADMIN)
  const editor = await staffApi(request, EDITOR)
  const stamp = Date.now()
  const title = `Published by the admin ${stamp}`

  const picture = await request.post('/cms-api/media', {
    headers: admin,
    multipart: {
      file: { name: `news-photo-${stamp}.png`, mimeType: 'image/png', buffer: PNG(1) },
      _payload: JSON.stringify({ school, alt: 'A photo' }),
    },
  })
  expect(picture.ok(), await picture.text()).toBe(true)
  const photo = (await picture.json()).doc as { id: number; filename: string; url: string }
  const created = await request.post('/cms-api/news', {
    headers: admin,
    data: { title, fromDate: new Date().toISOString(), image: [photo.id], _status: 'published' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = (await created.json()).doc.id as number
  expect(await apiTitles(request)).toContain(title)
  const servedBefore = Buffer.from(await (await request.get(photo.url)).body())

  const copy = `Unreviewed copy ${stamp}`
  const duplicated = await request.post(`/cms-api/news/${id}/duplicate?draft=false`, {
    headers: editor,
    data: { title: copy },
  })
  expect(duplicated.status()).toBe(403)
  expect(await duplicated.text()).toContain(EDITORS_CREATE_DRAFTS)

  for (const path of [`/cms-api/news/${id}`, `/cms-api/news?where[id][equals]=${id}`]) {
    const deleted = await request.delete(path, { headers: editor })
    expect(deleted.status()).toBe(403)
    expect(await deleted.text()).toContain(EDITORS_KEEP_PUBLISHED)
  }

  const replaced = await request.patch(`/cms-api/media/${photo.id}`, {
    headers: editor,
    multipart: {
      file: { name: `other-${stamp}.png`, mimeType: 'image/png', buffer: PNG(2) },
      _payload: JSON.stringify({ alt: 'A photo' }),
    },
  })
  expect(replaced.status()).toBe(403)
  expect(await replaced.text()).toContain(EDITORS_KEEP_FILES)

  const site = await apiTitles(request)
  expect(site).toContain(title)
  expect(site).not.toContain(copy)
  expect(await (await request.get('/News')).text()).toContain(title)
  const served = await request.get(photo.url)
  expect(served.ok()).toBe(true)
  expect(Buffer.from(await served.body()).equals(servedBefore)).toBe(true)

  // The same steps by the school admin go through.
  expect((await request.delete(`/cms-api/news?where[id][equals]=${id}`, { headers: admin })).ok()).toBe(true)
  expect(await apiTitles(request)).not.toContain(title)
})

import { expect, type APIRequestContext } from '@playwright/test'
import type { z } from 'zod'

import { LIMIT_ERROR, MAX_LIMIT, PAGE_ERROR } from '../../src/lib/api/query'
import {
  BirthdayItem,
  EventItem,
  GalleryItem,
  HighlightItem,
  NewsItem,
  NotificationItem,
  OnlineRegistrationItem,
  PrincipalMessageItem,
  TopperItem,
  VideoItem,
} from '../../src/lib/api/schemas'
import { richText } from '../../src/lib/content/richtext'
import { samplePicture } from '../../src/seed/images'

import { adminApi } from '../e2e/helpers/site'
import { ensureSchool } from '../e2e/helpers/schools'
import { beforeAllWithRequest, test } from './fixtures'

/**
 * Contract tests of the public GET API (SPEC §7) against the production server: two schools of
 * our own with a few records each (published, draft, and published-then-redrafted), one empty
 * school, and every endpoint asked about each.
 */
type Row = Record<string, unknown>
type Made = { title: string; published: boolean; data: Row }

// Fresh codes per worker: a worker restarted after a failure fills new schools, not the same twice.
const run = Date.now().toString(36).toUpperCase()
const A = `APIA${run}`
const B = `APIB${run}`
const EMPTY = `APIC${run}`

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n * 10, 4, 30)).toISOString()

/**
 * For each endpoint: the collection behind it, how the n-th record of a school is made, the key
 * fields an answer must have, and the order the answer must keep.
 */
type Spec = {
  path: string
  collection: string
  item: z.ZodType
  keys: string[]
  label: (row: Row) => string
  make: (tag: string, n: number, picture: number) => Row
  order?: (a: Row, b: Row) => number
  /** Only records for which this holds appear (the gallery page's photo galleries). */
  only?: (made: Row) => boolean
}

const desc = (field: string) => (a: Row, b: Row) => String(b[field]).localeCompare(String(a[field]))
const byTitle = (row: Row) => String(row.title)
const byName = (row: Row) => String(row.name)

/** The home gallery and the gallery page read one collection: a record of each category. */
const gallerySpec = (path: string): Spec => ({
  path,
  collection: 'gallery',
  item: GalleryItem,
  keys: ['_id', 'title', 'description', 'date', 'category', 'attachments', 'name'],
  label: byTitle,
  make: (tag, n, picture) => ({
    title: `${tag} gallery ${n}`,
    date: day(n),
    category: n === 1 ? 'Achievement' : 'PhotoGallery',
    name: n === 1 ? `${tag} champion` : '',
    description: `Photographs ${n}`,
    attachments: [picture],
  }),
  order: desc('date'),
})

/** The home events and the events page read one collection, so their records are made alike. */
const eventSpec = (path: string): Spec => ({
  path,
  collection: 'events',
  item: EventItem,
  keys: ['_id', 'date', 'title', 'description', 'images', 'venue', 'time', 'attachments'],
  label: byTitle,
  make: (tag, n, picture) => ({
    title: `${tag} event ${n}`,
    date: day(n),
    time: '10:00 AM',
    venue: 'Hall',
    description: 'All welcome.',
    images: [picture],
  }),
  order: desc('date'),
})

const SPECS: Spec[] = [
  {
    path: 'news/All',
    collection: 'news',
    item: NewsItem,
    keys: ['_id', 'fromDate', 'title', 'description', 'image', 'attachments'],
    label: byTitle,
    make: (tag, n, picture) => ({
      title: `${tag} news ${n}`,
      fromDate: day(n),
      description: 'About it.',
      image: [picture],
    }),
    order: desc('fromDate'),
  },
  gallerySpec('gallery'),
  { ...gallerySpec('gallery/all'), only: (row) => row.category === 'PhotoGallery' },
  {
    path: 'topper',
    collection: 'toppers',
    item: TopperItem,
    keys: ['_id', 'name', 'class', 'stream', 'division', 'sessionYear', 'attachments'],
    label: byName,
    make: (tag, n, picture) => ({
      name: `${tag} topper ${n}`,
      class: n % 2 ? 'X' : 'XII',
      stream: n % 2 ? '' : 'Science',
      division: 90 + n,
      sessionYear: '2024-2025',
      attachments: [picture],
    }),
    order: (a, b) => Number(b.division) - Number(a.division),
  },
  {
    path: 'PrincipalMessage',
    collection: 'principal-messages',
    item: PrincipalMessageItem,
    keys: ['_id', 'name', 'category', 'message', 'attachments'],
    label: byName,
    make: (tag, n, picture) => ({
      name: `${tag} writer ${n}`,
      category: n === 0 ? 'Principal' : 'Manager',
      message: richText([`Message ${n} <of> ${tag}`]),
      attachments: [picture],
    }),
  },
  {
    path: 'highlight',
    collection: 'highlights',
    item: HighlightItem,
    keys: ['_id', 'title', 'attachments'],
    label: byTitle,
    make: (tag, n) => ({ title: `${tag} highlight ${n}` }),
  },
  eventSpec('events'),
  eventSpec('events/All'),
  {
    path: 'birthdays',
    collection: 'birthdays',
    item: BirthdayItem,
    keys: ['_id', 'name', 'class', 'attachments'],
    label: byName,
    make: (tag, n, picture) => ({ name: `${tag} child ${n}`, class: 'V A', attachments: [picture] }),
  },
  {
    path: 'onlineRegistration',
    collection: 'online-registrations',
    item: OnlineRegistrationItem,
    keys: ['_id', 'title', 'url', 'attachments'],
    label: byTitle,
    make: (tag, n) => ({ title: `${tag} registration ${n}`, url: 'https://example.org/register' }),
  },
  {
    path: 'notification',
    collection: 'notification-popups',
    item: NotificationItem,
    keys: ['_id', 'title', 'image', 'desc', 'attachments', 'url', 'urlTitle'],
    label: byTitle,
    make: (tag, n, picture) => ({
      title: `${tag} notice ${n}`,
      desc: 'Read this.',
      url: '/News',
      urlTitle: 'News',
      image: [picture],
    }),
  },
  {
    path: 'video/All',
    collection: 'videos',
    item: VideoItem,
    keys: ['_id', 'title', 'date', 'videoUrl'],
    label: byTitle,
    make: (tag, n) => ({ title: `${tag} video ${n}`, date: day(n), videoUrl: `https://example.org/v/${n}` }),
    order: desc('date'),
  },
]

/** Per school and collection: what was made, so answers can be compared with it. */
const made: Record<string, Record<string, Made[]>> = {}
let headers: Record<string, string>
/** One picture per school: a record may only use its own school's files. */
const pictures: Record<string, { id: number; filename: string }> = {}

async function create(request: APIRequestContext, collection: string, data: Row, draft: boolean) {
  const res = await request.post(`/cms-api/${collection}${draft ? '?draft=true' : ''}`, {
    headers,
    data: { ...data, _status: draft ? 'draft' : 'published' },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()).doc as Row
}

/** Three published records, one draft, and one published record whose later edit is a draft. */
async function fill(request: APIRequestContext, code: string, school: number) {
  made[code] = {}
  const picture = pictures[code]
  const collections = new Map(SPECS.map((s) => [s.collection, s]))
  for (const [collection, spec] of collections) {
    const rows: Made[] = []
    for (let n = 0; n < 3; n++) {
      const data = { ...spec.make(code, n, picture.id), school }
      await create(request, collection, data, false)
      rows.push({ title: spec.label(data), published: true, data })
    }
    const draft = { ...spec.make(`${code} draft`, 3, picture.id), school }
    await create(request, collection, draft, true)
    rows.push({ title: spec.label(draft), published: false, data: draft })
    const original = { ...spec.make(code, 4, picture.id), school }
    const doc = await create(request, collection, original, false)
    const edit = { ...spec.make(`${code} unpublished edit`, 4, picture.id) }
    const patched = await request.patch(`/cms-api/${collection}/${doc.id}?draft=true`, {
      headers,
      data: { ...edit, _status: 'draft' },
    })
    expect(patched.ok(), await patched.text()).toBe(true)
    rows.push({ title: spec.label(original), published: true, data: original })
    rows.push({ title: spec.label(edit), published: false, data: edit })
    made[code][collection] = rows
  }
}

beforeAllWithRequest(async ({ request }) => {
  headers = await adminApi(request)
  const schoolA = await ensureSchool(request, headers, A)
  const schoolB = await ensureSchool(request, headers, B)
  await ensureSchool(request, headers, EMPTY)
  for (const [code, school] of [
    [A, schoolA],
    [B, schoolB],
  ] as const) {
    const upload = await request.post('/cms-api/media', {
      headers,
      multipart: {
        file: { name: 'api-test.jpg', mimeType: 'image/jpeg', buffer: await samplePicture('API test', 1, 1200, 800) },
        _payload: JSON.stringify({ school, alt: 'API test picture' }),
      },
    })
    expect(upload.ok(), await upload.text()).toBe(true)
    pictures[code] = (await upload.json()).doc
  }
  await fill(request, A, schoolA)
  await fill(request, B, schoolB)
}, 180_000)

const getJson = async (request: APIRequestContext, path: string, extra: Record<string, string> = {}) => {
  const res = await request.get(path, { headers: extra })
  return { res, body: (await res.json()) as { data: Row[]; total: number; page?: number; limit?: number } }
}

for (const spec of SPECS) {
  test(`GET /api/${spec.path}/{schoolCode}: SPEC names, published records of the school only, in order`, async ({
    request,
  }) => {
    const { res, body } = await getJson(request, `/api/${spec.path}/${A}`)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/json')
    expect(Object.keys(body).sort()).toEqual(['data', 'total'])
    for (const row of body.data) {
      expect(Object.keys(row).sort()).toEqual([...spec.keys].sort())
      expect(spec.item.safeParse(row).error).toBeUndefined()
      expect(typeof row._id).toBe('string')
    }
    const mine = made[A][spec.collection].filter((m) => !spec.only || spec.only(m.data))
    const labels = body.data.map(spec.label)
    expect(labels.sort()).toEqual(
      mine
        .filter((m) => m.published)
        .map((m) => m.title)
        .sort(),
    )
    expect(body.total).toBe(body.data.length)
    // Nothing of the other school, and no draft (new or a later edit) shows.
    const others = made[B][spec.collection].map((m) => m.title)
    expect(labels.filter((l) => others.includes(l))).toEqual([])
    expect(labels.some((l) => l.includes('draft') || l.includes('unpublished'))).toBe(false)
    if (spec.order) {
      const sorted = [...body.data].sort(spec.order)
      expect(body.data.map((r) => r._id)).toEqual(sorted.map((r) => r._id))
    }
    const files = body.data.flatMap((r) => [
      ...((r.attachments as string[]) ?? []),
      ...((r.image as string[]) ?? []),
      ...((r.images as string[]) ?? []),
    ])
    for (const file of new Set(files)) {
      expect((await request.get(`/api/image/${encodeURIComponent(file)}`)).status()).toBe(200)
    }
  })
}

test('the home gallery holds achievements and photo galleries, the gallery page only photo galleries', async ({
  request,
}) => {
  const home = (await getJson(request, `/api/gallery/${A}`)).body.data
  expect(home.map((r) => r.category).sort()).toEqual(['Achievement', 'PhotoGallery', 'PhotoGallery', 'PhotoGallery'])
  expect(home.find((r) => r.category === 'Achievement')?.name).toBe(`${A} champion`)
  const page = (await getJson(request, `/api/gallery/all/${A}`)).body.data
  expect(page.every((r) => r.category === 'PhotoGallery')).toBe(true)
})

test('the principal message is HTML, escaped, principal first', async ({ request }) => {
  const { data } = (await getJson(request, `/api/PrincipalMessage/${A}`)).body
  expect(data[0].category).toBe('Principal')
  expect(data[0].message).toBe(`<p>Message 0 &lt;of&gt; ${A}</p>`)
})

test('a school with no content answers empty lists; an unknown or malformed code 404 with an error', async ({
  request,
}) => {
  for (const spec of SPECS) {
    const { res, body } = await getJson(request, `/api/${spec.path}/${EMPTY}`)
    expect(res.status(), spec.path).toBe(200)
    expect(body).toEqual({ data: [], total: 0 })
    for (const code of ['NOSUCHSCHOOL', 'a-b', 'x'.repeat(300), '%00', 'JRSBKL%27--']) {
      const bad = await request.get(`/api/${spec.path}/${code}`)
      expect(bad.status(), `${spec.path}/${code}`).toBe(404)
      expect(await bad.json()).toEqual({ error: 'Unknown school code.' })
    }
  }
  // Percent-encoding that is not UTF-8 is bad input, not a server error.
  expect((await request.get('/api/news/All/%c0%ae')).status()).toBe(400)
  // The code is case-insensitive, as the old front end stored it in whatever case.
  expect((await request.get(`/api/news/All/${A.toLowerCase()}`)).status()).toBe(200)
})

test('limit and page answer one page and the total; bad values are refused with a 400 naming them', async ({
  request,
}) => {
  const whole = (await getJson(request, `/api/news/All/${A}`)).body
  const first = (await getJson(request, `/api/news/All/${A}?limit=2`)).body
  expect(first).toMatchObject({ total: whole.total, page: 1, limit: 2 })
  expect(first.data.map((r) => r._id)).toEqual(whole.data.slice(0, 2).map((r) => r._id))
  const second = (await getJson(request, `/api/news/All/${A}?limit=2&page=2`)).body
  expect(second.data.map((r) => r._id)).toEqual(whole.data.slice(2, 4).map((r) => r._id))
  const beyond = (await getJson(request, `/api/news/All/${A}?limit=2&page=99`)).body
  expect(beyond).toMatchObject({ data: [], total: whole.total, page: 99 })
  const homeEvents = (await getJson(request, `/api/events/${A}?limit=1&page=2`)).body
  expect(homeEvents).toMatchObject({ total: 4, page: 2, limit: 1 })
  expect(homeEvents.data).toHaveLength(1)

  for (const [query, error] of [
    ['limit=0', LIMIT_ERROR],
    [`limit=${MAX_LIMIT + 1}`, LIMIT_ERROR],
    ['limit=abc', LIMIT_ERROR],
    ['limit=-1', LIMIT_ERROR],
    ['limit=1.5', LIMIT_ERROR],
    ['limit=99999999999999999999', LIMIT_ERROR],
    ['page=0', PAGE_ERROR],
    ['page=x', PAGE_ERROR],
    ['limit=2&limit=3', 'Give limit once.'],
    ['page=1&page=2', 'Give page once.'],
    [`q=${'x'.repeat(2000)}`, 'The query string is longer than 1000 characters.'],
  ]) {
    const res = await request.get(`/api/topper/${A}?${query}`)
    expect(res.status(), query).toBe(400)
    expect(await res.json()).toEqual({ error })
  }
  // Parameters the API does not know (cache busters) are ignored.
  expect((await request.get(`/api/topper/${A}?_=12345`)).status()).toBe(200)
})

test('answers carry ETag, a short revalidating Cache-Control and CORS; 304 when unchanged', async ({ request }) => {
  const res = await request.get(`/api/news/All/${A}`)
  const h = res.headers()
  expect(h['access-control-allow-origin']).toBe('*')
  expect(h['cache-control']).toBe('public, max-age=5, must-revalidate')
  expect(h.etag).toMatch(/^"[\w-]+"$/)
  const again = await request.get(`/api/news/All/${A}`, { headers: { 'If-None-Match': h.etag } })
  expect(again.status()).toBe(304)
  expect(again.headers().etag).toBe(h.etag)
  const preflight = await request.fetch(`/api/news/All/${A}`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://app.example.org',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization, schoolcode',
    },
  })
  expect(preflight.status()).toBe(204)
  expect(preflight.headers()['access-control-allow-origin']).toBe('*')
  expect(preflight.headers()['access-control-allow-headers'].toLowerCase()).toContain('schoolcode')
})

test("the old front end's bearer value and schoolcode header are accepted and change nothing", async ({ request }) => {
  const plain = await (await request.get(`/api/news/All/${A}`)).text()
  const withHeaders = await request.get(`/api/news/All/${A}`, {
    headers: { Authorization: 'Bearer 0ld-front-end-fixed-value', schoolcode: B },
  })
  expect(withHeaders.status()).toBe(200)
  expect(await withHeaders.text()).toBe(plain)
  // Nor does it open anything private.
  const inbox = await request.get('/cms-api/contact-messages', {
    headers: { Authorization: 'Bearer 0ld-front-end-fixed-value', schoolcode: A },
  })
  expect([401, 403]).toContain(inbox.status())
})

test('a change saved in the admin shows through the API within seconds', async ({ request }) => {
  const before = (await getJson(request, `/api/highlight/${B}`)).body.data
  const target = before[0]
  const renamed = `${B} renamed ${Date.now()}`
  // As the admin's "Publish changes" does.
  const saved = await request.patch(`/cms-api/highlights/${target._id}`, {
    headers,
    data: { title: renamed, _status: 'published' },
  })
  expect(saved.ok()).toBe(true)
  await expect
    .poll(async () => (await getJson(request, `/api/highlight/${B}`)).body.data.map((r) => r.title), { timeout: 5_000 })
    .toContain(renamed)
  await request.patch(`/cms-api/highlights/${target._id}`, {
    headers,
    data: { title: target.title, _status: 'published' },
  })
})

test('GET /api/subGallery?id= answers one published entry; bad or unknown ids are 400 or 404', async ({ request }) => {
  const list = (await getJson(request, `/api/gallery/${A}`)).body.data
  for (const entry of list) {
    const { res, body } = await getJson(request, `/api/subGallery?id=${entry._id}`)
    expect(res.status()).toBe(200)
    expect(body.data).toEqual(entry)
    expect(res.headers()['access-control-allow-origin']).toBe('*')
  }
  const draft = await request.get(
    `/cms-api/gallery?where[title][equals]=${encodeURIComponent(`${A} draft gallery 3`)}&draft=true`,
    {
      headers,
    },
  )
  const draftId = (await draft.json()).docs[0].id
  expect((await request.get(`/api/subGallery?id=${draftId}`)).status()).toBe(404)
  const cases: [string, number][] = [
    ['', 400],
    ['?id=', 400],
    ['?id=abc', 400],
    ['?id=-1', 400],
    ['?id=0', 400],
    ['?id=1.5', 400],
    ['?id=1e3', 400],
    ['?id=99999999999999999999', 400],
    ['?id=1&id=2', 400],
    ['?id=%00', 400],
    ['?id=999999999', 404],
    [`?id=1&pad=${'x'.repeat(2000)}`, 400],
  ]
  for (const [query, status] of cases) {
    const res = await request.get(`/api/subGallery${query}`)
    expect(res.status(), query).toBe(status)
    expect(typeof (await res.json()).error).toBe('string')
  }
})

test('/api/openapi.json describes every endpoint with the schemas the answers follow', async ({ request }) => {
  const res = await request.get('/api/openapi.json')
  expect(res.status()).toBe(200)
  const doc = await res.json()
  expect(doc.openapi).toBe('3.1.0')
  for (const spec of SPECS) expect(Object.keys(doc.paths)).toContain(`/api/${spec.path}/{schoolCode}`)
  for (const path of ['/api/subGallery', '/api/image/{path}', '/api/image', '/api/tc/{schoolCode}']) {
    expect(Object.keys(doc.paths)).toContain(path)
  }
  const news = doc.paths['/api/news/All/{schoolCode}'].get
  expect(news.parameters.map((p: { name: string }) => p.name)).toEqual(['schoolCode', 'limit', 'page', 'lang'])
  expect(news.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/NewsList')
  expect(Object.keys(doc.components.schemas.NewsItem.properties).sort()).toEqual(
    ['_id', 'fromDate', 'title', 'description', 'image', 'attachments', '_english', '_malayalam'].sort(),
  )
})

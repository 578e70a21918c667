import { expect, type APIRequestContext } from '@playwright/test'

import { SCHOOL_UNDER_TEST } from './school-under-test'
import { adminApi } from './site'

type Json = Record<string, unknown>

/**
 * A school's record as the CMS API gives it (relations as ids, so it can be patched back), by
 * code: the school the browser tests visit unless another is named. Undefined when there is none.
 */
export async function schoolRecord(request: APIRequestContext, headers?: Json, code = SCHOOL_UNDER_TEST.code) {
  const res = await request.get(`/cms-api/schools?where[code][equals]=${code}&depth=0`, { headers: headers as never })
  return (await res.json()).docs[0]
}

/** A record as it can be posted again: no ids (top level or in array rows), no timestamps. */
function reusable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reusable)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value as Json)
      .filter(([key]) => !['id', 'createdAt', 'updatedAt', 'seededAt'].includes(key))
      .map(([key, v]) => [key, reusable(v)]),
  )
}

/**
 * A second (third …) school in the test database, made the way a platform admin would: a copy of
 * JRSBKL's profile under another code. Returns its id; an existing school of that code is reused.
 */
export async function ensureSchool(request: APIRequestContext, headers: Json, code: string): Promise<number> {
  const existing = await schoolRecord(request, headers, code)
  if (existing) return existing.id as number
  const template = await schoolRecord(request, headers, 'JRSBKL')
  expect(template).toBeTruthy()
  const created = await request.post('/cms-api/schools', {
    headers: headers as never,
    // Without JRSBKL's pictures and documents: a school may only use files of its own.
    data: {
      ...(reusable(template) as Json),
      code,
      name: `Test school ${code}`,
      copyrightHolder: `Test school ${code}`,
      logo: null,
      slides: [],
      documents: {},
      domains: [],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return (await created.json()).doc.id as number
}

/**
 * One inbox of the school under test, as staff query it (append `&where[…]`): that school's
 * records only, so a form that stored into another school's inbox finds nothing.
 */
export async function inboxQuery(request: APIRequestContext, collection: string): Promise<string> {
  const school = await schoolRecord(request)
  expect(school, `school ${SCHOOL_UNDER_TEST.code}`).toBeTruthy()
  return `/cms-api/${collection}?where[school][equals]=${school.id}`
}

/**
 * Gives the school under test its first domain, school-a.example, as a real installation has one:
 * a cached page cannot know its request's host, so its canonical and language addresses are made
 * from that domain. The domains it has are kept, since they are what the tests' requests are
 * served by.
 */
export async function ensureFirstDomain(request: APIRequestContext, headers: Json): Promise<string> {
  const school = await schoolRecord(request, headers)
  if (school.domains?.[0] !== FIRST_DOMAIN) {
    const saved = await request.patch(`/cms-api/schools/${school.id}`, {
      headers: headers as never,
      data: { domains: [FIRST_DOMAIN, ...(school.domains ?? [])] },
    })
    expect(saved.ok(), await saved.text()).toBe(true)
  }
  return `https://${FIRST_DOMAIN}`
}

const FIRST_DOMAIN = 'school-a.example'

/**
 * Opens or closes Class I's registration in the school's latest admission session, as the office
 * ticks "Registration is open" on the session's Class I row.
 */
export async function setAdmissionOpen(
  request: APIRequestContext,
  open: boolean,
  { headers, code = SCHOOL_UNDER_TEST.code }: { headers?: Json; code?: string } = {},
) {
  const admin = headers ?? (await adminApi(request))
  const school = await schoolRecord(request, admin, code)
  const found = await request.get(
    `/cms-api/admission-sessions?where[school][equals]=${school.id}&sort=-year&limit=1&depth=0`,
    { headers: admin as never },
  )
  const session = (await found.json()).docs[0]
  const classes = (session.classes as Json[]).map((row) => (row.class === 'I' ? { ...row, open } : row))
  const res = await request.patch(`/cms-api/admission-sessions/${session.id}`, {
    headers: admin as never,
    data: { classes },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

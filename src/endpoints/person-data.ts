import type { Endpoint, PayloadRequest } from 'payload'

import { isSchoolAdmin, schoolIdOf } from '@/access/roles'
import { audit } from '@/lib/platform/audit'
import { recordAccess } from '@/lib/privacy/access-log'
import {
  describeRecords,
  erasePersonRecords,
  findPersonRecords,
  PERSON_INBOXES,
  type Person,
  personQuery,
} from '@/lib/privacy/person-data'

import { jsonOnly } from './json-only'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** The school whose admin is asking, or the answer refusing anyone else. */
function adminSchool(req: PayloadRequest): number | Response {
  const user = req.user
  const school = schoolIdOf(user)
  if (!user || !isSchoolAdmin(user) || !school)
    return Response.json(
      { error: "Only a school admin may look up a person's data." },
      { status: user ? 403 : 401, headers: PRIVATE },
    )
  return school
}

function personFrom(params: Record<string, unknown>): Person | Response {
  const person = personQuery(params.email, params.phone)
  return typeof person === 'string' ? Response.json({ error: person }, { status: 400, headers: PRIVATE }) : person
}

const queryOf = (req: PayloadRequest) => Object.fromEntries(req.searchParams)

/** The asking admin's school and the person asked about, or the answer saying what is wrong. */
function lookUp(req: PayloadRequest, params: Record<string, unknown>) {
  const school = adminSchool(req)
  if (school instanceof Response) return school
  const person = personFrom(params)
  return person instanceof Response ? person : { school, person }
}

/**
 * The person look-up of /admin/person-data (DPDP Act: a person's right to see and erase what is
 * held about them). Three endpoints, for school admins of their own school only:
 * GET /cms-api/person-data?email=…&phone=… lists the matching records,
 * GET /cms-api/person-data/export?… hands them over whole as a JSON file (audited),
 * POST /cms-api/person-data/erase { email, phone } deletes them, CVs included (audited), and takes
 * JSON only.
 */
export const personDataEndpoints: Endpoint[] = (<Endpoint[]>[
  {
    path: '/person-data',
    method: 'get',
    handler: async (req) => {
      const asked = lookUp(req, queryOf(req))
      if (asked instanceof Response) return asked
      const { school, person } = asked
      const records = await findPersonRecords(req.payload, school, person, { req })
      return Response.json(
        {
          inboxes: records.map(({ collection, label, docs }) => ({
            collection,
            label,
            docs: docs.map((d) => ({
              id: d.id,
              createdAt: d.createdAt,
              title: String(d[PERSON_INBOXES[collection].title] ?? ''),
            })),
          })),
        },
        { headers: PRIVATE },
      )
    },
  },
  {
    path: '/person-data/export',
    method: 'get',
    handler: async (req) => {
      const asked = lookUp(req, queryOf(req))
      if (asked instanceof Response) return asked
      const { school, person } = asked
      const records = await findPersonRecords(req.payload, school, person, { whole: true, req })
      await audit(req, { action: 'export-person', school, detail: `Exported ${describeRecords(records)}` })
      for (const { collection, docs } of records)
        await recordAccess(req, { action: 'export', collection, ids: docs.map((d) => d.id as number), school })
      const exportedAt = new Date().toISOString()
      const { name } = await req.payload.findByID({ collection: 'schools', id: school, depth: 0, req })
      const body = {
        exportedAt,
        school: name,
        inboxes: Object.fromEntries(records.map(({ collection, docs }) => [collection, docs])),
      }
      return new Response(JSON.stringify(body, null, 2), {
        headers: {
          ...PRIVATE,
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="person-data-${exportedAt.slice(0, 10)}.json"`,
        },
      })
    },
  },
  {
    path: '/person-data/erase',
    method: 'post',
    handler: async (req) => {
      const body = await req.json?.().catch(() => null)
      const asked = lookUp(req, body && typeof body === 'object' ? (body as Record<string, unknown>) : {})
      if (asked instanceof Response) return asked
      const { school, person } = asked
      const records = await erasePersonRecords(req.payload, school, person, req)
      return Response.json(
        { erased: Object.fromEntries(records.map(({ collection, docs }) => [collection, docs.length])) },
        { headers: PRIVATE },
      )
    },
  },
]).map(jsonOnly)

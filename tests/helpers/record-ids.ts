import { handleEndpoints, type FlattenedField, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPayload, staffUser } from './payload'

/**
 * Issue 25, item 6 (run on SQLite by tests/int/record-ids.test.ts, on PostgreSQL by
 * tests/int/record-ids-postgres.test.ts): a record number that is not one, in the path or in a filter, is the caller's
 * mistake (404 in the path, 400 in a filter), never a 500, on both databases, for every collection and every
 * record-number field (the id, relationships and uploads at any depth, a version's record), for
 * visitors and signed-in staff alike, and `count` is held to the same rules as `find`. Through
 * Payload's REST handler, as /cms-api/[...slug]/route.ts calls it.
 */
/**
 * One value of each kind that is not a record number: not a number at all, one that Payload's
 * parseFloat reads as 5, and ten digits past PostgreSQL's `integer` (2,147,483,647), which answered
 * 500 when it reached the database. Every other kind (fractions, exponents, blanks, eleven digits)
 * is held to the same check in tests/unit/record-ids.test.ts: here the check is shown to be made
 * everywhere, in every collection, operation and field, on the database under test.
 */
const BAD = ['abc', '5abc', '3000000000']

/**
 * Payload's own collections whose CMS API is not addressed by record number: preferences are
 * addressed by their key, and migrations have no CMS API (501).
 */
const NOT_BY_NUMBER = new Set(['payload-preferences', 'payload-migrations'])

/** Every path in a collection's fields that holds a record number (`school`, `documents.file`). */
function recordPaths(fields: FlattenedField[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    if (!('name' in f)) return []
    const path = prefix + f.name
    if (f.type === 'relationship' || f.type === 'upload')
      return Array.isArray(f.relationTo) ? [`${path}.value`] : [path]
    if (f.type === 'group' || f.type === 'array' || f.type === 'tab') return recordPaths(f.flattenedFields, `${path}.`)
    return []
  })
}

export function recordIdSuite(name: string, databaseUrl: () => string | undefined) {
  describe(`on ${name}`, () => {
    let payload: Payload
    let dataDir: string
    let cleanup: () => Promise<void>
    let token: string
    let newsId: number
    let schoolId: number

    beforeAll(async () => {
      ;({ payload, dataDir, cleanup } = await freshPayload({ demo: true, databaseUrl: databaseUrl() }))
      const root = await staffUser(payload, { email: 'ids-root@example.org', role: 'platform-admin' })
      ;({ token } = (await payload.login({
        collection: 'users',
        data: { email: root.email, password: 'Test-password-1' },
      })) as { token: string })
      newsId = (await payload.find({ collection: 'news', limit: 1 })).docs[0].id
      schoolId = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
    })

    afterAll(async () => cleanup?.())

    const rest = async (method: string, path: string, signedIn: boolean) => {
      const answer = await handleEndpoints({
        config: payload.config,
        payloadInstanceCacheKey: dataDir,
        request: new Request(`http://localhost/cms-api${path}`, {
          method,
          headers: {
            'Content-Type': 'application/json',
            ...(signedIn ? { Authorization: `JWT ${token}` } : {}),
          },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        }),
      })
      return answer.status
    }

    /** Every request below, as a visitor and as the platform admin, with the statuses that are not the one expected. */
    async function wrongAnswers(requests: [string, string, 400 | 404][]) {
      const wrong: string[] = []
      for (const signedIn of [false, true])
        for (const [method, path, expected] of requests) {
          const status = await rest(method, path, signedIn)
          if (status !== expected)
            wrong.push(`${signedIn ? 'staff' : 'visitor'} ${method} ${path} → ${status}, not ${expected}`)
        }
      return wrong
    }

    it('answers 404 to a path whose record number is not one, in every collection', async () => {
      const requests: [string, string, 400 | 404][] = []
      for (const collection of payload.config.collections.filter((c) => !NOT_BY_NUMBER.has(c.slug))) {
        const base = `/${collection.slug}`
        for (const id of BAD) {
          for (const [method, path] of [
            ['GET', `${base}/${id}`],
            ['PATCH', `${base}/${id}`],
            ['DELETE', `${base}/${id}`],
            ['POST', `${base}/${id}/duplicate`],
          ])
            requests.push([method, path, 404])
          if (collection.versions) {
            // Payload reads a version's id as a number and answers one that is none at all ("Missing ID
            // of version.") before any hook runs.
            requests.push(['GET', `${base}/versions/${id}`, Number.isNaN(parseFloat(id)) ? 400 : 404])
            requests.push(['POST', `${base}/versions/${id}`, 404])
          }
        }
      }
      expect(await wrongAnswers(requests)).toEqual([])
      expect(await rest('GET', `/news/distinct`, false)).toBe(404)
    }, 240_000)

    it('answers 400 to a filter on a record-number field with anything else, in find, count, update, delete and versions', async () => {
      const requests: [string, string, 400][] = []
      // The other operators, lists and nesting are read by the same code whatever the field
      // (tests/unit/record-ids.test.ts); what differs per field is finding that it holds record numbers.
      const filters = (paths: string[]) =>
        paths.flatMap((path) => [...BAD.map((id) => `where[${path}][equals]=${id}`), `where[${path}][like]=abc`])
      for (const collection of payload.config.collections.filter((c) => !NOT_BY_NUMBER.has(c.slug))) {
        const base = `/${collection.slug}`
        const paths = ['id', ...recordPaths(collection.flattenedFields)]
        for (const query of filters(paths)) {
          // `id like` is how Payload's admin searches a collection without a title field: allowed.
          if (query.startsWith('where[id][like]')) continue
          requests.push(['GET', `${base}?${query}`, 400], ['GET', `${base}/count?${query}`, 400])
          requests.push(['PATCH', `${base}?${query}`, 400], ['DELETE', `${base}?${query}`, 400])
        }
        if (collection.versions)
          for (const query of filters([
            'parent',
            ...recordPaths(collection.flattenedFields).map((p) => `version.${p}`),
          ]))
            requests.push(['GET', `${base}/versions?${query}`, 400])
      }
      // Through a relationship, into the related collection's own record numbers.
      requests.push(
        ['GET', '/news?where[school.logo][equals]=abc', 400],
        ['GET', '/news/count?where[school.id][equals]=abc', 400],
      )
      expect(await wrongAnswers(requests)).toEqual([])
      // Some thousands of requests: on a busy two-core machine this takes more than the usual minute.
    }, 240_000)

    it('still answers every well-formed query', async () => {
      for (const [path, signedIn] of [
        [`/news/${newsId}`, false],
        [`/news?where[school][equals]=${schoolId}`, false],
        [`/news/count?where[school][in]=${schoolId},2`, false],
        [`/news?where[school][exists]=true`, false],
        [`/news?where[school][equals]=null`, true],
        [`/news?where[school.code][equals]=JRSBKL`, false],
        [`/news?where[id][like]=1`, true],
        [`/news/versions?where[parent][equals]=${newsId}`, true],
        [`/disclosures?where[documents.file][exists]=true`, false],
      ] as const)
        expect(await rest('GET', path, signedIn), path).toBe(200)
    })

    it('counts with the same rules as it finds', async () => {
      for (const query of ['where[school][equals]=abc', 'where[id][equals]=abc']) {
        expect(await rest('GET', `/news?${query}`, false), query).toBe(400)
        expect(await rest('GET', `/news/count?${query}`, false), query).toBe(400)
      }
      // A visitor counts what a visitor may find: published records only.
      const found = await payload.count({ collection: 'news', overrideAccess: false })
      const answer = await handleEndpoints({
        config: payload.config,
        payloadInstanceCacheKey: dataDir,
        request: new Request('http://localhost/cms-api/news/count'),
      })
      expect((await answer.json()).totalDocs).toBe(found.totalDocs)
    })
  })
}

import type { Endpoint, Field, Where } from 'payload'

import { toCsv } from '@/lib/office/csv'

/** Data fields of a collection, in order, flattened one level (rows of arrays become JSON). */
const columns = (fields: Field[]): string[] => [
  ...new Set(
    fields.flatMap((f) =>
      'name' in f && f.name && !['submissionKey', 'createdAt', 'updatedAt', 'id'].includes(f.name) ? [f.name] : [],
    ),
  ),
]

/**
 * GET /cms-api/{collection}/export.csv?where…: the list as the staff member filtered it, as CSV.
 * It reads with the caller's own access, so nobody exports what they cannot see.
 */
export function csvExportEndpoint(slug: string, fields: Field[]): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: 'Sign in first.' }, { status: 401 })
      const where = (req.query?.where ?? {}) as Where
      const names = ['id', 'createdAt', ...columns(fields)]
      const rows: unknown[][] = []
      try {
        for (let page = 1; ; page++) {
          const result = await req.payload.find({
            collection: slug as 'contact-messages',
            where,
            sort: '-createdAt',
            depth: 1,
            // Of each row's school, its code alone: the CSV shows nothing else of it, and the whole
            // record brings its menus, slides and texts along.
            populate: { schools: { code: true } },
            limit: 500,
            page,
            overrideAccess: false,
            user: req.user,
          })
          for (const doc of result.docs as unknown as Record<string, unknown>[]) {
            rows.push(names.map((n) => (n === 'school' ? (doc.school as { code?: string })?.code : flatten(doc[n]))))
          }
          if (!result.hasNextPage) break
        }
      } catch {
        return Response.json({ error: 'You may not export this list.' }, { status: 403 })
      }
      const date = new Date().toISOString().slice(0, 10)
      return new Response(toCsv(names, rows), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${slug}-${date}.csv"`,
          'Cache-Control': 'private, no-store',
        },
      })
    },
  }
}

/** An uploaded file becomes its file name; rows of a list become readable text. */
function flatten(value: unknown): unknown {
  if (value && typeof value === 'object' && 'filename' in value) return (value as { filename: string }).filename
  if (Array.isArray(value))
    return value
      .map((row) =>
        Object.entries(row as object)
          .filter(([k]) => k !== 'id')
          .map(([k, v]) => `${k}: ${v}`)
          .join('; '),
      )
      .join(' | ')
  return value
}

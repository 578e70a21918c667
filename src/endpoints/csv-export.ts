import type { Endpoint, Field, Where } from 'payload'

import { csvColumns, csvFileName, csvRow, toCsv } from '@/lib/office/csv'
import { recordAccess } from '@/lib/privacy/access-log'
import { PERSON_INBOXES } from '@/lib/privacy/person-data'

/** The fields of an inbox that hold phone numbers (written in the file as they are dialled). */
export const phoneFields = (slug: string): readonly string[] =>
  slug in PERSON_INBOXES ? PERSON_INBOXES[slug as keyof typeof PERSON_INBOXES].phones : []

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
      const columns = csvColumns(fields, phoneFields(slug))
      const rows: unknown[][] = []
      const ids: number[] = []
      try {
        for (let page = 1; ; page++) {
          const result = await req.payload.find({
            collection: slug as 'contact-messages',
            where,
            sort: '-createdAt',
            depth: 1,
            // Of each row's school, its name and code alone: the CSV shows nothing else of it, and
            // the whole record brings its menus, slides and texts along. Of its privacy notice, the
            // version's title.
            populate: {
              schools: { name: true, code: true },
              'notice-versions': { title: true },
              'admission-sessions': { year: true },
              users: { name: true, email: true },
              // An application's possible duplicates by their numbers.
              'admission-registrations': { number: true },
            },
            limit: 500,
            page,
            overrideAccess: false,
            user: req.user,
          })
          for (const doc of result.docs as unknown as Record<string, unknown>[]) rows.push(csvRow(columns, doc))
          ids.push(...result.docs.map((d) => d.id))
          if (!result.hasNextPage) break
        }
      } catch {
        return Response.json({ error: 'You may not export this list.' }, { status: 403 })
      }
      await recordAccess(req, { action: 'export', collection: slug, ids })
      return new Response(
        toCsv(
          columns.map((c) => c.label),
          rows,
        ),
        {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${csvFileName(slug)}"`,
            'Cache-Control': 'private, no-store',
          },
        },
      )
    },
  }
}

import type { Endpoint } from 'payload'

import { isEventCategory } from '@/collections/Events/categories'
import { planImport, storeImport } from '@/lib/calendar/import'
import { importTemplate } from '@/lib/calendar/import-rows'
import { readImportSource, type ImportSource } from '@/lib/calendar/import-source'
import { keralaToday } from '@/lib/calendar/month'
import { logFailure } from '@/lib/platform/log'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * What the office sends: the file itself, or a calendar's address as JSON; neither is what a form
 * on another site can post (as backups.ts reasons).
 */
const FILE_TYPE = 'application/octet-stream'
const ADDRESS_TYPE = 'application/json'
export const IMPORT_FILE_ONLY =
  'Send the file itself (application/octet-stream) or the calendar’s address as JSON ({"feed": "https://…"}), as the Import page does.'
export const SIGN_IN_FIRST = 'Sign in to import into the calendar.'

/** The reasons a save was refused, as Payload gives them. */
const refusalOf = (error: unknown) => {
  const data = (error as { data?: { errors?: { message: string }[] } }).data
  return data?.errors?.map((e) => e.message).join(' ') || (error as Error).message
}

/** The request's file, or the address of the calendar to fetch; null when it sends neither. */
async function sourceOf(req: Parameters<Endpoint['handler']>[0]): Promise<ImportSource | null> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase()
  if (!req.body || !(type.startsWith(FILE_TYPE) || type.startsWith(ADDRESS_TYPE))) return null
  const body = Buffer.from(await new Response(req.body).arrayBuffer())
  if (type.startsWith(FILE_TYPE)) return { name: req.searchParams.get('name') ?? '', data: body }
  try {
    const { feed } = JSON.parse(body.toString('utf8')) as { feed?: unknown }
    return typeof feed === 'string' ? { feed } : null
  } catch {
    return null
  }
}

/**
 * The calendar's import (/admin/calendar-import): POST /cms-api/events/import?name=<file name>
 * with the file as the body, or with {"feed": address} as JSON, answers what it would add, change
 * and refuse, and stores nothing; with &confirm=1 (and &publish=1 to publish rather than save
 * drafts) it stores that; &category= names the category of a calendar's events that name none.
 * GET /cms-api/events/import-template gives the spreadsheet to fill in.
 */
export const calendarImportEndpoints: Endpoint[] = [
  {
    path: '/import',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: SIGN_IN_FIRST }, { status: 401, headers: PRIVATE })
      const source = await sourceOf(req)
      if (!source) return Response.json({ error: IMPORT_FILE_ONLY }, { status: 415, headers: PRIVATE })
      const category = req.searchParams.get('category')
      const read = await readImportSource(source, {
        category: isEventCategory(category) ? category : undefined,
        today: keralaToday(),
      })
      if ('problem' in read) return Response.json({ error: read.problem }, { status: 400, headers: PRIVATE })
      const plan = await planImport(req, read)
      if ('problem' in plan) return Response.json({ error: plan.problem }, { status: 400, headers: PRIVATE })
      if (req.searchParams.get('confirm') !== '1') return Response.json(plan, { headers: PRIVATE })
      try {
        const stored = await storeImport(req, plan, req.searchParams.get('publish') === '1')
        return Response.json({ ...plan, stored }, { headers: PRIVATE })
      } catch (error) {
        if (!(error as { data?: unknown }).data) logFailure('calendar import', error)
        return Response.json({ error: refusalOf(error) }, { status: 400, headers: PRIVATE })
      }
    },
  },
  {
    path: '/import-template',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: SIGN_IN_FIRST }, { status: 401, headers: PRIVATE })
      return new Response(new Uint8Array(await importTemplate()), {
        headers: {
          ...PRIVATE,
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="school-calendar.xlsx"',
        },
      })
    },
  },
]

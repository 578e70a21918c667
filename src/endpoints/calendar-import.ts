import type { Endpoint } from 'payload'

import { planImport, storeImport } from '@/lib/calendar/import'
import { importTemplate, readImportFile } from '@/lib/calendar/import-rows'
import { logFailure } from '@/lib/platform/log'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** What the office sends: the file itself, which a form on another site cannot post (as backups.ts reasons). */
const FILE_TYPE = 'application/octet-stream'
export const IMPORT_FILE_ONLY = 'Send the spreadsheet itself (application/octet-stream), as the Import page does.'
export const SIGN_IN_FIRST = 'Sign in to import into the calendar.'

/** The reasons a save was refused, as Payload gives them. */
const refusalOf = (error: unknown) => {
  const data = (error as { data?: { errors?: { message: string }[] } }).data
  return data?.errors?.map((e) => e.message).join(' ') || (error as Error).message
}

/**
 * The calendar's import (/admin/calendar-import): POST /cms-api/events/import?name=<file name>
 * with the file as the body answers what it would add, change and refuse, and stores nothing;
 * with &confirm=1 (and &publish=1 to publish rather than save drafts) it stores that. GET
 * /cms-api/events/import-template gives the spreadsheet to fill in.
 */
export const calendarImportEndpoints: Endpoint[] = [
  {
    path: '/import',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: SIGN_IN_FIRST }, { status: 401, headers: PRIVATE })
      if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith(FILE_TYPE) || !req.body)
        return Response.json({ error: IMPORT_FILE_ONLY }, { status: 415, headers: PRIVATE })
      const name = req.searchParams.get('name') ?? ''
      const read = await readImportFile(name, Buffer.from(await new Response(req.body).arrayBuffer()))
      if ('problem' in read) return Response.json({ error: read.problem }, { status: 400, headers: PRIVATE })
      const plan = await planImport(req, read.rows, read.refused)
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

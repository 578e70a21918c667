import { Readable } from 'node:stream'

import type { Endpoint, PayloadRequest } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { backupFile, backupStatus, startBackup } from '@/lib/backups/status'

import { jsonOnly } from './json-only'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

function refused(req: PayloadRequest): Response | null {
  if (isPlatformAdmin(req.user)) return null
  return Response.json(
    { error: 'Only a platform admin may see or make backups.' },
    { status: req.user ? 403 : 401, headers: PRIVATE },
  )
}

/**
 * The backups of /admin/backups, for platform admins only (an archive holds every school):
 * GET /cms-api/backups lists them with what to warn about; POST /cms-api/backups starts one now
 * (JSON only, as every endpoint that changes something); GET /cms-api/backups/download?name=…
 * hands one archive over.
 */
export const backupEndpoints: Endpoint[] = (<Endpoint[]>[
  {
    path: '/backups',
    method: 'get',
    handler: async (req) => refused(req) ?? Response.json(await backupStatus(), { headers: PRIVATE }),
  },
  {
    path: '/backups',
    method: 'post',
    handler: async (req) => {
      const no = refused(req)
      if (no) return no
      const started = startBackup(req.payload)
      return Response.json(
        { started, message: started ? 'The backup has started.' : 'A backup is being made already.' },
        { status: started ? 202 : 409, headers: PRIVATE },
      )
    },
  },
  {
    path: '/backups/download',
    method: 'get',
    handler: async (req) => {
      const no = refused(req)
      if (no) return no
      const name = new URL(req.url ?? '', 'http://x').searchParams.get('name') ?? ''
      const found = await backupFile(name)
      if (!found) return Response.json({ error: 'No such backup.' }, { status: 404, headers: PRIVATE })
      return new Response(Readable.toWeb(found.body) as ReadableStream, {
        headers: {
          ...PRIVATE,
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(found.size),
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      })
    },
  },
]).map(jsonOnly)

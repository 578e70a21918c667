import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import type { Endpoint, PayloadRequest } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { NOT_AWAITING, setPasswordLink } from '@/lib/accounts/imported-accounts'
import { exportSchoolNow } from '@/lib/backups/school-export'
import { importSchool } from '@/lib/backups/school-import'
import { backupFile, backupStatus, startBackup } from '@/lib/backups/status'
import { backupsDir } from '@/lib/platform/env'
import { logFailure } from '@/lib/platform/log'
import { SCHOOL_IMPORT_PATH } from '@/lib/server/http-policy.mjs'
import { isAllowedOrigin } from '@/lib/server/request-origin.mjs'
import { env } from '@/lib/platform/env'

import { jsonOnly } from './json-only'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

function refused(req: PayloadRequest): Response | null {
  if (isPlatformAdmin(req.user)) return null
  return Response.json(
    { error: 'Only a platform admin may see or make backups.' },
    { status: req.user ? 403 : 401, headers: PRIVATE },
  )
}

const ARCHIVE_TYPE = 'application/octet-stream'
export const ARCHIVE_ONLY_MESSAGE = `Send the archive itself (Content-Type: ${ARCHIVE_TYPE}).`

/** A folder of its own for one request's archive, beside the backups (the same disk). */
async function scratchDir(kind: string) {
  await fs.mkdir(backupsDir(), { recursive: true, mode: 0o700 })
  return fs.mkdtemp(path.join(backupsDir(), `.${kind}-`))
}

/** An archive handed over as a download; `afterwards` runs once it is sent (or broken off). */
function sendArchive(body: Readable, size: number, name: string): Response {
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: {
      ...PRIVATE,
      'Content-Type': ARCHIVE_TYPE,
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  })
}

export const OWN_SITE_ONLY = 'Export a school from the Backups page of this site’s admin.'

/** The request came from a page of this site (a form's POST carries its page's Origin). */
function fromOwnSite(req: PayloadRequest): boolean {
  const origin = req.headers.get('origin')
  const headers = Object.fromEntries(req.headers.entries())
  return !!origin && isAllowedOrigin(origin, headers, { serverUrl: env.serverUrl, https: env.secureCookies })
}

/**
 * One school's export and import (src/lib/backups/school-export.ts, school-import.ts):
 * POST /cms-api/backups/school-export?code=… makes the school's archive and hands it over (a POST
 * from this site's own page: a link another site shows cannot start a whole export with the
 * admin's cookie); POST /cms-api/backups/school-import takes one as the request's body. The body is
 * the archive itself, sent as application/octet-stream, which a form on another site cannot send
 * (and a script there only with this site's leave, which it never gives), as jsonOnly reasons for JSON.
 */
const schoolEndpoints: Endpoint[] = [
  {
    path: '/backups/school-export',
    method: 'post',
    handler: async (req) => {
      const no = refused(req)
      if (no) return no
      if (!fromOwnSite(req)) return Response.json({ error: OWN_SITE_ONLY }, { status: 403, headers: PRIVATE })
      const code = req.searchParams.get('code') ?? ''
      const folder = await scratchDir('school-export')
      try {
        const { file } = await exportSchoolNow(req.payload, code, folder)
        const { size } = await fs.stat(file)
        const body = createReadStream(file).on('close', () => void fs.rm(folder, { recursive: true, force: true }))
        return sendArchive(body, size, path.basename(file))
      } catch (error) {
        await fs.rm(folder, { recursive: true, force: true })
        logFailure('school export', error)
        return Response.json({ error: (error as Error).message }, { status: 400, headers: PRIVATE })
      }
    },
  },
  {
    path: SCHOOL_IMPORT_PATH.replace('/cms-api', ''),
    method: 'post',
    handler: async (req) => {
      const no = refused(req)
      if (no) return no
      if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith(ARCHIVE_TYPE) || !req.body)
        return Response.json({ error: ARCHIVE_ONLY_MESSAGE }, { status: 415, headers: PRIVATE })
      const folder = await scratchDir('school-import')
      try {
        const file = path.join(folder, 'upload')
        await pipeline(
          Readable.fromWeb(req.body as import('node:stream/web').ReadableStream),
          createWriteStream(file, { mode: 0o600 }),
        )
        const report = await importSchool(req.payload, file, { work: folder, by: req.user ?? undefined })
        return Response.json(report, { headers: PRIVATE })
      } catch (error) {
        // A refusal is the admin's to read; a failure half-way is also the log's.
        if ((error as Error).cause) logFailure('school import', (error as Error).cause)
        return Response.json({ error: (error as Error).message }, { status: 400, headers: PRIVATE })
      } finally {
        await fs.rm(folder, { recursive: true, force: true })
      }
    },
  },
]

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
    // An imported account's set-password link (lib/accounts/imported-accounts.ts), for the
    // platform admin to hand over: body { id }.
    path: '/backups/account-link',
    method: 'post',
    handler: async (req) => {
      const no = refused(req)
      if (no) return no
      const { id } = ((await req.json?.().catch(() => null)) ?? {}) as { id?: unknown }
      if (typeof id !== 'number' && typeof id !== 'string')
        return Response.json({ error: 'Name the account by its id.' }, { status: 400, headers: PRIVATE })
      try {
        const link = await setPasswordLink(req.payload, id, new URL(req.url ?? 'http://localhost').origin)
        if (!link) return Response.json({ error: 'No such account.' }, { status: 404, headers: PRIVATE })
        return Response.json({ link }, { headers: PRIVATE })
      } catch (error) {
        if ((error as Error).message !== NOT_AWAITING) throw error
        return Response.json({ error: NOT_AWAITING }, { status: 409, headers: PRIVATE })
      }
    },
  },
  {
    path: '/backups/download',
    method: 'get',
    handler: async (req) => {
      const no = refused(req)
      if (no) return no
      const name = req.searchParams.get('name') ?? ''
      const found = await backupFile(name)
      if (!found) return Response.json({ error: 'No such backup.' }, { status: 404, headers: PRIVATE })
      return sendArchive(found.body, found.size, name)
    },
  },
])
  .map(jsonOnly)
  .concat(schoolEndpoints)

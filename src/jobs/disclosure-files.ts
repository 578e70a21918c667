import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { audit } from '@/lib/platform/audit'
import { keralaCron } from '@/lib/platform/kerala-cron'
import { DOCUMENT_SECTIONS, type DocumentSection } from '@/lib/office/disclosure-validity'
import { publicFile } from '@/lib/files/object-store'
import type { Media } from '@/payload-types'

type Row = { label: string; file?: number | Media | null }

/** The stored file behind a row's upload, or why there is none. */
async function fileIsThere(file: Row['file']): Promise<boolean> {
  if (file == null) return true // a row with a link, or with nothing yet, links no file
  if (typeof file !== 'object' || !file.filename) return false // the media record itself is gone
  return (await publicFile(file.filename)) !== null
}

/**
 * Rows of each school's mandatory disclosure whose uploaded file is gone (its record deleted, or
 * the file lost from the store), so the public page would link nothing. Each school with such rows
 * gets one audit record naming them, for its admins to upload the files again.
 */
export async function findMissingDisclosureFiles(payload: Payload, req?: Partial<PayloadRequest>) {
  const missing: Record<number, string[]> = {}
  const { docs } = await payload.find({ collection: 'disclosures', depth: 1, pagination: false, req })
  for (const disclosure of docs) {
    const school = typeof disclosure.school === 'object' ? disclosure.school?.id : disclosure.school
    if (school == null) continue
    for (const section of Object.keys(DOCUMENT_SECTIONS) as DocumentSection[]) {
      for (const row of (disclosure[section] ?? []) as Row[]) {
        if (!(await fileIsThere(row.file))) (missing[school] ??= []).push(`${DOCUMENT_SECTIONS[section]}: ${row.label}`)
      }
    }
  }
  for (const [school, rows] of Object.entries(missing)) {
    await audit(
      { ...req, payload },
      { action: 'disclosure-files', school: Number(school), detail: `Files missing for ${rows.join('; ')}` },
    )
  }
  return missing
}

/** Every Monday at 03:00 in Kerala, in the server's jobs queue. */
export const disclosureFilesTask: TaskConfig<{ input: object; output: { rows: number } }> = {
  slug: 'disclosureFiles',
  label: 'Report disclosure documents whose file is missing',
  schedule: [{ cron: keralaCron({ hour: 3, weekday: 1 }), queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    const missing = await findMissingDisclosureFiles(req.payload, req)
    return { output: { rows: Object.values(missing).reduce((n, rows) => n + rows.length, 0) } }
  },
}

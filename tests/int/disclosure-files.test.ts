import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { findMissingDisclosureFiles } from '@/jobs/disclosure-files'

import { freshPayload } from '../helpers/payload'

/** The weekly check of the mandatory disclosure's files, on the real database and file store. */
let payload: Payload
let cleanup: () => Promise<void>
let dataDir: string

beforeAll(async () => {
  ;({ payload, cleanup, dataDir } = await freshPayload())
})

afterAll(async () => cleanup?.())

it('finds nothing missing in a fresh school, then names the row whose file was lost, in the audit log', async () => {
  expect(await findMissingDisclosureFiles(payload)).toEqual({})

  const disclosure = (await payload.find({ collection: 'disclosures', depth: 1 })).docs[0]
  const row = disclosure.documents!.find((r) => r.file && typeof r.file === 'object')!
  const file = row.file as { filename: string }
  fs.rmSync(path.join(dataDir, 'uploads', 'media', file.filename))

  const school = (typeof disclosure.school === 'object' ? disclosure.school?.id : disclosure.school) as number
  const missing = await findMissingDisclosureFiles(payload)
  expect(missing).toEqual({ [school]: [`B: Documents and information: ${row.label}`] })
  const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'disclosure-files' } } })
  expect(docs).toHaveLength(1)
  expect(docs[0].detail).toBe(`Files missing for B: Documents and information: ${row.label}`)
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { freshPayload, secondSchool } from '../helpers/payload'

/** A one-pixel PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
})
afterAll(() => cleanup())

it('a file name taken by another school is made free with one read, not by trying name-1, name-2 …', async () => {
  const schools = [
    (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id,
    await secondSchool(payload, 'FNB'),
    await secondSchool(payload, 'FNC'),
  ]
  const names: string[] = []
  for (const school of schools) {
    const logo = await payload.create({
      collection: 'media',
      data: { school, alt: 'Logo' },
      file: { data: PNG, mimetype: 'image/png', name: 'logo.png', size: PNG.length },
    })
    names.push(logo.filename!)
  }
  expect(names[0]).toBe('logo.png')
  expect(new Set(names).size).toBe(3)
  for (const name of names.slice(1)) expect(name).toMatch(/^logo-[0-9a-f]{8}\.png$/)
})

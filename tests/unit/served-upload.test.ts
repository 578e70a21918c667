import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MEDIA_MIME_TYPES } from '@/lib/content/media'
import { servedUpload } from '@/lib/files/served-upload'

/**
 * Payload's file routes send what the stores hold through servedUpload: a file that is not of the
 * upload allow-list's types (an HTML page that came with an import, say) never as its own type.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'served-upload-'))
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

beforeAll(() => {
  process.env.DATA_DIR = dataDir
  for (const [store, name, bytes] of [
    ['media', 'probe.html', '<script>alert(1)</script>'],
    ['media', 'photo.png', PNG],
    ['private', 'cv.pdf', '%PDF-1.4'],
    ['private', 'probe.svg', '<svg onload="alert(1)"/>'],
  ] as const) {
    fs.mkdirSync(path.join(dataDir, 'uploads', store), { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'uploads', store, name), bytes)
  }
})
afterAll(() => {
  delete process.env.DATA_DIR
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const get = (handler: ReturnType<typeof servedUpload>, filename: string) =>
  handler(new Request(`http://localhost/cms-api/x/file/${filename}`) as unknown as PayloadRequest, {
    params: { filename },
  })

describe('a stored file as Payload’s file routes send it', () => {
  const media = servedUpload('media', MEDIA_MIME_TYPES)
  const privateFiles = servedUpload('private-files', ['application/pdf', 'image/jpeg', 'image/png'])

  it('sends an allowed picture inline, as its type', async () => {
    const res = await get(media, 'photo.png')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-disposition')).toMatch(/^inline/)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG)
  })

  it('never sends HTML as HTML: an attachment of no type, not sniffed', async () => {
    const res = await get(media, 'probe.html')
    expect(res.headers.get('content-type')).toBe('application/octet-stream')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends private files uncached, and anything outside their types as an attachment', async () => {
    const cv = await get(privateFiles, 'cv.pdf')
    expect(cv.headers.get('content-type')).toBe('application/pdf')
    expect(cv.headers.get('cache-control')).toBe('private, no-store')
    const svg = await get(privateFiles, 'probe.svg')
    expect(svg.headers.get('content-type')).toBe('application/octet-stream')
    expect(svg.headers.get('content-disposition')).toMatch(/^attachment/)
  })

  it('finds nothing outside the store', async () => {
    expect((await get(media, '../private/cv.pdf')).status).toBe(404)
    expect((await get(media, 'missing.png')).status).toBe(404)
  })
})

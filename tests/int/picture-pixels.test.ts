import fs from 'node:fs'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { School } from '@/payload-types'

import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

/**
 * Issue 25, item 7: a picture's pixels are counted from its header before anything decodes it.
 * A 16,000 × 16,000 PNG of one colour is a small file, but decoded it is 256 million pixels:
 * Payload's resizing at upload and the school's icons would each hold it in memory.
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let schoolA: number
let editorA: StaffUser
/** 16,000 × 16,000 pixels of one colour: under 1 MB as PNG, 768 MB decoded. */
let huge: Buffer

const MB = 1024 * 1024
const rss = () => Math.round(process.memoryUsage().rss / MB)

/** The process's memory before and at its highest while `work` runs (sharp works outside JavaScript's thread). */
async function peakMemory<T>(work: () => Promise<T>) {
  const before = rss()
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 10)
  try {
    const result = await work()
    return { result, before, peak: Math.max(peak, rss()) }
  } finally {
    clearInterval(sampler)
  }
}

beforeAll(async () => {
  ;({ payload, dataDir, cleanup } = await freshPayload())
  ;({ schoolA, editorA } = await twoSchoolsWithStaff(payload, 'OTHER1'))
  huge = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#3366aa' } })
    .png({ compressionLevel: 9 })
    .toBuffer()
})

afterAll(async () => {
  await cleanup?.()
})

async function upload(user: StaffUser, name: string, bytes: Buffer) {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'Test-password-1' },
  })
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ school: schoolA, alt: 'A very large picture' }))
  const answer = await handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: dataDir,
    request: new Request('http://localhost/cms-api/media', {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
      body: form,
    }),
  })
  return { status: answer.status, json: (await answer.json()) as { errors?: { message: string }[] } }
}

const mediaFiles = () => fs.readdirSync(path.join(dataDir, 'uploads', 'media')).sort()

describe('pictures of more than 100 megapixels', () => {
  it('are refused at upload with a message naming the file, before anything decodes them', async () => {
    const files = fs.existsSync(path.join(dataDir, 'uploads', 'media')) ? mediaFiles() : []
    const count = (await payload.count({ collection: 'media' })).totalDocs
    const started = Date.now()
    const { result: answer, before, peak } = await peakMemory(() => upload(editorA, 'aerial-view.png', huge))
    console.log(
      `16000 × 16000 PNG (${Math.round(huge.length / 1024)} KB) upload: ${answer.status} in ${Date.now() - started} ms, ` +
        `server memory ${before} MB before, ${peak} MB at most`,
    )
    expect(answer.status, JSON.stringify(answer.json).slice(0, 200)).toBe(400)
    expect(answer.json.errors?.[0]?.message).toBe(
      '“aerial-view.png” was not stored: it is 16000 × 16000 pixels; a picture may have at most 100 megapixels. ' +
        'Save it smaller (for a photo, about 2000 pixels wide is plenty) and add it again.',
    )
    // Nothing stored: no record, no file, no resized copies.
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(count)
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'media')) ? mediaFiles() : []).toEqual(files)
    // Read from the header only: the 256 million pixels (768 MB as RGB) were never held.
    expect(peak - before).toBeLessThan(100)
  })

  it('a picture within the limit is still stored and resized', async () => {
    const fine = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#aa6633' } })
      .png()
      .toBuffer()
    const answer = await upload(editorA, 'playground.png', fine)
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const doc = (answer.json as unknown as { doc: { width: number; sizes: { card: { width: number } } } }).doc
    expect(doc.width).toBe(2400)
    expect(doc.sizes.card.width).toBe(800)
  })

  it('a school’s icon from a logo over the limit is its initials, the logo never decoded', async () => {
    const { schoolIcon } = await import('@/lib/site/school-icon')
    // A logo stored before the limit: its record from a small picture, its file then the huge one.
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000000' } })
      .png()
      .toBuffer()
    const logo = await payload.create({
      collection: 'media',
      data: { school: schoolA, alt: 'Logo' },
      file: { data: small, mimetype: 'image/png', name: 'huge-logo.png', size: small.length },
    })
    fs.writeFileSync(path.join(dataDir, 'uploads', 'media', logo.filename!), huge)
    await payload.update({ collection: 'schools', id: schoolA, data: { logo: logo.id } })
    const school = (await payload.findByID({ collection: 'schools', id: schoolA, depth: 1 })) as School
    expect(school.logo).toMatchObject({ filename: logo.filename })

    const { result: icon, before, peak } = await peakMemory(() => schoolIcon(school, 192))
    console.log(`icon from a 16000 × 16000 logo: server memory ${before} MB before, ${peak} MB at most`)
    const initials = await schoolIcon({ ...school, logo: null }, 192)
    expect(icon.equals(initials)).toBe(true)
    expect(peak - before).toBeLessThan(100)

    // /api/image serves it as stored, and answers why it does not resize it.
    const { serveImage } = await import('@/lib/files/image-endpoint')
    const resized = await serveImage(new Request('http://localhost/'), logo.filename!, new URLSearchParams('w=640'))
    expect(resized.status).toBe(422)
    expect(await resized.json()).toMatchObject({
      error: 'This picture has more than 100 megapixels and is not resized; ask for it without w.',
    })
  })
})

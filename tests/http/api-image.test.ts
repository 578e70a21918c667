import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { expect } from '@playwright/test'
import sharp from 'sharp'

import { samplePdf, samplePicture } from '../../src/seed/images'

import { adminApi } from '../e2e/helpers/site'
import { schoolRecord } from '../e2e/helpers/schools'
import { baseURL, beforeAllWithRequest, dataDir, test } from './fixtures'

/**
 * GET /api/image/{path} and /api/image?url={path} (SPEC §7): stored public files, whole, by range
 * or resized, and nothing else: no path out of the store, no private file, no symlink out.
 */
const mediaDir = path.join(dataDir, 'uploads', 'media')
const suffix = Date.now().toString(36)

let jpeg: Buffer
let pdf: Buffer
let pictureName: string
let pdfName: string
let privateName: string

beforeAllWithRequest(async ({ request }) => {
  const headers = await adminApi(request)
  const school = (await schoolRecord(request, headers, 'JRSBKL')).id
  jpeg = await samplePicture('Image endpoint', 2, 1600, 1000)
  pdf = samplePdf(
    'Image endpoint PDF',
    Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of the test document.`),
  )
  const upload = async (collection: string, name: string, mimeType: string, buffer: Buffer) => {
    const res = await request.post(`/cms-api/${collection}`, {
      headers,
      multipart: {
        file: { name, mimeType, buffer },
        // Pictures in the media library need their text for screen readers.
        _payload: JSON.stringify(collection === 'media' ? { school, alt: name } : { school }),
      },
    })
    expect(res.ok(), await res.text()).toBe(true)
    return (await res.json()).doc.filename as string
  }
  pictureName = await upload('media', `endpoint-${suffix}.jpg`, 'image/jpeg', jpeg)
  pdfName = await upload('media', `endpoint-${suffix}.pdf`, 'application/pdf', pdf)
  privateName = await upload('private-files', `private-${suffix}.pdf`, 'application/pdf', pdf)
})

test('a stored file is served whole with its type, ETag and long-lived caching; 304 when unchanged', async ({
  request,
}) => {
  for (const url of [`/api/image/${pictureName}`, `/api/image?url=${encodeURIComponent(pictureName)}`]) {
    const res = await request.get(url)
    expect(res.status(), url).toBe(200)
    expect(res.headers()['content-type']).toBe('image/jpeg')
    expect(res.headers()['cache-control']).toBe('public, max-age=2592000')
    expect(res.headers()['access-control-allow-origin']).toBe('*')
    expect(Buffer.compare(await res.body(), jpeg)).toBe(0)
    const etag = res.headers().etag
    expect((await request.get(url, { headers: { 'If-None-Match': etag } })).status()).toBe(304)
  }
  const head = await request.head(`/api/image/${pdfName}`)
  expect(head.status()).toBe(200)
  expect(head.headers()['content-type']).toBe('application/pdf')
  expect(head.headers().etag).toBeTruthy()
})

test('PDFs are served by Range', async ({ request }) => {
  const url = `/api/image/${pdfName}`
  const first = await request.get(url, { headers: { Range: 'bytes=0-99' } })
  expect(first.status()).toBe(206)
  expect(first.headers()['content-range']).toBe(`bytes 0-99/${pdf.length}`)
  expect(Buffer.compare(await first.body(), pdf.subarray(0, 100))).toBe(0)
  const tail = await request.get(url, { headers: { Range: 'bytes=-50' } })
  expect(tail.status()).toBe(206)
  expect(Buffer.compare(await tail.body(), pdf.subarray(pdf.length - 50))).toBe(0)
  const middle = await request.get(url, { headers: { Range: `bytes=100-` } })
  expect(Buffer.compare(await middle.body(), pdf.subarray(100))).toBe(0)
  const outside = await request.get(url, { headers: { Range: `bytes=${pdf.length + 10}-` } })
  expect(outside.status()).toBe(416)
  expect(outside.headers()['content-range']).toBe(`bytes */${pdf.length}`)
})

test('?w= resizes a picture to a fixed width, as AVIF or WebP by Accept, and keeps the result', async ({ request }) => {
  const url = `/api/image/${pictureName}?w=640`
  for (const [accept, type, format] of [
    ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ]) {
    const res = await request.get(url, { headers: { Accept: accept } })
    expect(res.status(), accept).toBe(200)
    expect(res.headers()['content-type']).toBe(type)
    expect(res.headers().vary).toContain('Accept')
    const body = await res.body()
    const meta = await sharp(body).metadata()
    expect(meta.format).toBe(format)
    expect(meta.width).toBe(640)
    expect(body.length).toBeLessThan(jpeg.length)
    const again = await request.get(url, { headers: { Accept: accept } })
    expect(Buffer.compare(await again.body(), body)).toBe(0)
  }
  // Any width is rounded up to the fixed list; the original is never enlarged.
  const small = await request.get(`/api/image/${pictureName}?w=100`, { headers: { Accept: 'image/webp' } })
  expect((await sharp(await small.body()).metadata()).width).toBe(160)
  const large = await request.get(`/api/image/${pictureName}?w=5000`, { headers: { Accept: 'image/webp' } })
  expect((await sharp(await large.body()).metadata()).width).toBe(1600)
  for (const w of ['0', 'abc', '-5', '1.5', '99999', '640&w=320']) {
    const res = await request.get(`/api/image/${pictureName}?w=${w}`)
    expect(res.status(), w).toBe(400)
    expect(typeof (await res.json()).error).toBe('string')
  }
  expect((await request.get(`/api/image/${pdfName}?w=640`)).status()).toBe(400)
})

/**
 * A request exactly as written (no client normalises the dots or the encoding away), following
 * redirects as a browser would: the server may tidy a path with a redirect, never serve it.
 */
function raw(pathAndQuery: string, hops = 3): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: pathAndQuery, method: 'GET' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const location = res.headers.location
        if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && location && hops > 0) {
          resolve(raw(location, hops - 1))
        } else resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

test('paths out of the store, private files and symlinks out are refused with 400 or 404', async () => {
  fs.symlinkSync('/etc/passwd', path.join(mediaDir, `link-out-${suffix}.jpg`))
  fs.symlinkSync(
    path.join(dataDir, 'uploads', 'private', privateName),
    path.join(mediaDir, `link-private-${suffix}.pdf`),
  )
  fs.symlinkSync(dataDir, path.join(mediaDir, `dir-${suffix}`))
  const secret = fs.readFileSync(path.join(dataDir, 'payload-secret'), 'utf8').trim()
  const attempts = [
    '/api/image/../school.db',
    '/api/image/../../../../etc/passwd',
    '/api/image/..%2fschool.db',
    '/api/image/..%2Fschool.db',
    '/api/image/%2e%2e/school.db',
    '/api/image/%2E%2E%2Fschool.db',
    '/api/image/.%2e/payload-secret',
    '/api/image/..%5cschool.db',
    '/api/image/..\\school.db',
    '/api/image/%2fetc%2fpasswd',
    '/api/image//etc/passwd',
    '/api/image/a%00.jpg',
    '/api/image/%c0%ae%c0%ae/school.db',
    `/api/image/link-out-${suffix}.jpg`,
    `/api/image/link-private-${suffix}.pdf`,
    `/api/image/dir-${suffix}/payload-secret`,
    `/api/image/${privateName}`,
    `/api/image/..%2fprivate%2f${privateName}`,
    '/api/image?url=../school.db',
    '/api/image?url=..%2Fschool.db',
    '/api/image?url=%2e%2e/school.db',
    '/api/image?url=%252e%252e%252fschool.db',
    '/api/image?url=/etc/passwd',
    '/api/image?url=C:%5Cwindows%5Cwin.ini',
    '/api/image?url=..%5C..%5Cschool.db',
    '/api/image?url=a%00.jpg',
    '/api/image?url=school.db',
    '/api/image?url=payload-secret',
    `/api/image?url=../private/${privateName}`,
    `/api/image?url=${privateName}`,
    `/api/image?url=dir-${suffix}/payload-secret`,
    `/api/image?url=link-out-${suffix}.jpg`,
    '/api/image',
    '/api/image?url=a.jpg&url=b.jpg',
  ]
  for (const attempt of attempts) {
    const { status, body } = await raw(attempt)
    expect([400, 404], `${attempt} answered ${status}`).toContain(status)
    expect(body).not.toContain('SQLite format 3')
    expect(body).not.toContain('root:')
    expect(body).not.toContain(secret)
    expect(body).not.toContain('%PDF')
  }
})

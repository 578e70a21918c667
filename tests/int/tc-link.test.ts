import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET } from '@/app/api/tc/file/[token]/route'
import { samplePdf } from '@/seed/images'
import { certificateLink } from '@/lib/submissions/tc'

import { freshPayload } from '../helpers/payload'

/**
 * README: "a successful look-up hands out a link that works for 10 minutes". The link is made as
 * the look-up makes it and opened through the download route, on a real database and real files,
 * with only the clock (Date) moved on.
 */
const server = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
// The route asks for the process's Payload; here that is the test's own, on its throw-away database.
vi.mock('@/lib/platform/payload', () => ({ payloadClient: async () => server.payload! }))

const GONE = 'This download link is not valid or has expired. Please look the certificate up again.'
const ISSUED = new Date('2026-06-01T04:30:00Z').getTime()
const pdf = samplePdf('Transfer certificate', ['Meera Joseph'])
let cleanup: () => Promise<void>
let link: string

const open = (at: number) => {
  vi.setSystemTime(at)
  const token = link.replace('/api/tc/file/', '')
  return GET(new Request(`http://localhost${link}`), { params: Promise.resolve({ token }) })
}

beforeAll(async () => {
  const fresh = await freshPayload()
  const { payload } = fresh
  server.payload = payload
  cleanup = fresh.cleanup
  const school = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } }, depth: 0 }))
    .docs[0].id
  const file = await payload.create({
    collection: 'private-files',
    data: { school },
    file: { data: pdf, mimetype: 'application/pdf', name: 'certificate.pdf', size: pdf.length },
  })
  const certificate = await payload.create({
    collection: 'transfer-certificates',
    data: { admissionNo: 'A1001', studentName: 'Meera Joseph', file: file.id, school },
  })
  // Only Date is faked: Payload's and the database's own timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(ISSUED)
  link = certificateLink(certificate.id)
})

afterAll(async () => {
  vi.useRealTimers()
  await cleanup?.()
})

describe('the certificate link', () => {
  it('gives the file 9 minutes 59 seconds after the look-up', async () => {
    const res = await open(ISSUED + (9 * 60 + 59) * 1000)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="tc.pdf"')
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), pdf)).toBe(0)
  })

  it('is refused 10 minutes 1 second after the look-up, with the message to look it up again', async () => {
    const res = await open(ISSUED + (10 * 60 + 1) * 1000)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: GONE })
  })
})

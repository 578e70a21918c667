import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

/**
 * Access rules on the real database: what a visitor, an editor and a school admin may read,
 * across two schools.
 */
let payload: Payload
let cleanup: () => Promise<void>
let schoolA: number
let schoolB: number
let adminA: StaffUser
let editorA: StaffUser
let adminB: StaffUser

const contact = (school: number, name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.org`,
  phone: '9876543210',
  subject: 'Admission enquiry',
  message: 'When does registration open?',
  status: 'new' as const,
  school,
})

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  ;({ schoolA, schoolB, adminA, editorA, adminB } = await twoSchoolsWithStaff(payload, 'OTHER1'))

  await payload.create({ collection: 'contact-messages', data: contact(schoolA, 'Anu') })
  await payload.create({ collection: 'contact-messages', data: contact(schoolB, 'Biju') })
  await payload.create({
    collection: 'news',
    data: { school: schoolA, title: 'Published A', fromDate: '2026-01-10T00:00:00.000Z', _status: 'published' },
  })
  await payload.create({
    collection: 'news',
    draft: true,
    data: { school: schoolA, title: 'Draft A', fromDate: '2026-01-11T00:00:00.000Z', _status: 'draft' },
  })
  await payload.create({
    collection: 'news',
    data: { school: schoolB, title: 'Published B', fromDate: '2026-01-12T00:00:00.000Z', _status: 'published' },
  })
})

afterAll(async () => cleanup?.())

const titles = (docs: { title?: string | null }[]) => docs.map((d) => d.title).sort()

describe('visitors', () => {
  it('cannot read any submission', async () => {
    await expect(payload.find({ collection: 'contact-messages', overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
  })

  it('read published content only, never drafts', async () => {
    const { docs } = await payload.find({ collection: 'news', overrideAccess: false })
    expect(titles(docs)).toEqual(['Published A', 'Published B'])
  })

  it('cannot read issued certificates or private files', async () => {
    await expect(payload.find({ collection: 'transfer-certificates', overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(payload.find({ collection: 'private-files', overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it('cannot create a submission through the CMS API', async () => {
    await expect(
      payload.create({ collection: 'contact-messages', data: contact(schoolA, 'Eve'), overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('an editor', () => {
  it('cannot read submissions', async () => {
    await expect(
      payload.find({ collection: 'contact-messages', overrideAccess: false, user: editorA }),
    ).rejects.toThrow(/not allowed/i)
  })

  it("sees their own school's drafts but not another school's content", async () => {
    const { docs } = await payload.find({ collection: 'news', overrideAccess: false, user: editorA, draft: true })
    expect(titles(docs)).toEqual(['Draft A', 'Published A'])
  })

  it('writes into their own school whatever school the request names', async () => {
    // A draft: editors save drafts for review, only school admins publish.
    const doc = await payload.create({
      collection: 'news',
      overrideAccess: false,
      user: editorA,
      draft: true,
      data: { school: schoolB, title: 'Sneaky', fromDate: '2026-02-01T00:00:00.000Z', _status: 'draft' },
    })
    expect(typeof doc.school === 'object' ? doc.school?.id : doc.school).toBe(schoolA)
  })

  it("cannot edit another school's record", async () => {
    const other = (await payload.find({ collection: 'news', where: { title: { equals: 'Published B' } } })).docs[0]
    await expect(
      payload.update({
        collection: 'news',
        id: other.id,
        data: { title: 'Changed' },
        overrideAccess: false,
        user: editorA,
      }),
      // Refused by the access rule, not failed for another reason (a crash would also reject).
    ).rejects.toMatchObject({ name: 'Forbidden', status: 403 })
  })

  it('cannot make themselves an admin', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: editorA.id,
      data: { role: 'platform-admin' },
      overrideAccess: false,
      user: editorA,
    })
    expect(updated.role).toBe('editor')
  })
})

describe('a school admin', () => {
  it("reads their own school's submissions only", async () => {
    const a = await payload.find({ collection: 'contact-messages', overrideAccess: false, user: adminA })
    expect(a.docs.map((d) => d.name)).toEqual(['Anu'])
    const b = await payload.find({ collection: 'contact-messages', overrideAccess: false, user: adminB })
    expect(b.docs.map((d) => d.name)).toEqual(['Biju'])
  })

  it("cannot read another school's record by id", async () => {
    const other = (await payload.find({ collection: 'contact-messages', where: { name: { equals: 'Biju' } } })).docs[0]
    await expect(
      payload.findByID({ collection: 'contact-messages', id: other.id, overrideAccess: false, user: adminA }),
      // Another school's record does not exist for this admin.
    ).rejects.toMatchObject({ name: 'NotFound', status: 404 })
  })

  it("sees only their own school's staff and cannot grant platform admin", async () => {
    const { docs } = await payload.find({ collection: 'users', overrideAccess: false, user: adminA })
    expect(docs.map((u) => u.email).sort()).toEqual(['admin-a@example.org', 'editor-a@example.org'])
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: false,
        user: adminA,
        data: { email: 'x@example.org', password: 'Test-password-1', role: 'platform-admin' },
      }),
    ).rejects.toThrow(/platform admin/i)
  })
})

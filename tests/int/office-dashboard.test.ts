import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALT_REQUIRED } from '@/lib/office/alt-text'
import { dashboardFigures, IMAGE_WITHOUT_ALT, listHref, WITHOUT_MALAYALAM } from '@/lib/office/office-dashboard'
import { samplePdf, samplePicture } from '@/seed/images'

import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

/**
 * The office's dashboard and the media library's alt-text rule on the real database, across two
 * schools: each school's staff count their own school's records only.
 */
let payload: Payload
let cleanup: () => Promise<void>
let schoolA: number
let schoolB: number
let adminA: StaffUser
let editorA: StaffUser
let adminB: StaffUser

const contact = (school: number, name: string, status: 'new' | 'done' = 'new') => ({
  name,
  email: 'x@example.org',
  phone: '9876543210',
  subject: 'Enquiry',
  message: 'Hello',
  status,
  school,
})

const picture = async (school: number, name: string, alt?: string) => {
  const data = await samplePicture(name, 1, 64, 48)
  return payload.create({
    collection: 'media',
    data: { school, ...(alt === undefined ? {} : { alt }) },
    file: { data, mimetype: 'image/jpeg', name, size: data.length },
  })
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  ;({ schoolA, schoolB, adminA, editorA, adminB } = await twoSchoolsWithStaff(payload, 'OTHER2'))
})

afterAll(async () => cleanup?.())

describe('pictures need their text for screen readers', () => {
  it('refuses an image without alt text, naming the field', async () => {
    await expect(picture(schoolA, 'no-alt.jpg')).rejects.toThrow(/Alt text/)
    await expect(picture(schoolA, 'blank-alt.jpg', '   ')).rejects.toMatchObject({
      data: { errors: [{ path: 'alt', message: ALT_REQUIRED }] },
    })
  })

  it('accepts an image with alt text, and a PDF without', async () => {
    expect((await picture(schoolA, 'with-alt.jpg', 'Children at the sports day')).alt).toBe(
      'Children at the sports day',
    )
    const pdf = samplePdf('Circular', ['Line'])
    const doc = await payload.create({
      collection: 'media',
      data: { school: schoolA },
      file: { data: pdf, mimetype: 'application/pdf', name: 'circular.pdf', size: pdf.length },
    })
    expect(doc.alt ?? null).toBeNull()
  })

  it('refuses removing the alt text of a stored image', async () => {
    const stored = await picture(schoolA, 'kept.jpg', 'A classroom')
    await expect(payload.update({ collection: 'media', id: stored.id, data: { alt: '' } })).rejects.toThrow(/Alt text/)
  })
})

describe('the dashboard', () => {
  it("counts each inbox's new items of the member's own school, with a link to that list", async () => {
    await payload.create({ collection: 'contact-messages', data: contact(schoolA, 'Anu') })
    await payload.create({ collection: 'contact-messages', data: contact(schoolA, 'Asha') })
    await payload.create({ collection: 'contact-messages', data: contact(schoolA, 'Old', 'done') })
    await payload.create({ collection: 'contact-messages', data: contact(schoolB, 'Biju') })

    const a = await dashboardFigures(payload, adminA)
    expect(a.schoolName).toBe((await payload.findByID({ collection: 'schools', id: schoolA })).name)
    const contactA = a.inbox!.find((box) => box.collection === 'contact-messages')!
    expect(contactA).toEqual({
      collection: 'contact-messages',
      label: 'Contact messages',
      count: 2,
      href: '/admin/collections/contact-messages?where[status][equals]=new',
    })
    expect(a.inbox!.map((box) => box.collection)).toEqual([
      'tc-requests',
      'contact-messages',
      'career-applications',
      'admission-registrations',
    ])
    const b = await dashboardFigures(payload, adminB)
    expect(b.inbox!.find((box) => box.collection === 'contact-messages')!.count).toBe(1)
  })

  it('shows editors no inbox figures (they may not read the inbox)', async () => {
    expect((await dashboardFigures(payload, editorA)).inbox).toBeNull()
  })

  it("lists the school's images stored without alt text, not its PDFs nor another school's", async () => {
    const before = (await dashboardFigures(payload, adminA)).imagesWithoutAlt.count
    // Stored before the rule: written past validation, as an older installation holds them.
    const old = await picture(schoolA, 'old-photo.jpg', 'placeholder')
    await payload.db.updateOne({ collection: 'media', id: old.id, data: { alt: null } })
    const otherSchool = await picture(schoolB, 'other.jpg', 'placeholder')
    await payload.db.updateOne({ collection: 'media', id: otherSchool.id, data: { alt: null } })

    const figures = await dashboardFigures(payload, adminA)
    expect(figures.imagesWithoutAlt.count).toBe(before + 1)
    expect(figures.imagesWithoutAlt.items[0]).toEqual({
      id: old.id,
      filename: old.filename,
      href: `/admin/collections/media/${old.id}`,
    })
    expect(figures.imagesWithoutAlt.href).toBe(listHref('media', IMAGE_WITHOUT_ALT))
    expect(figures.imagesWithoutAlt.href).toContain('where[and][0][mimeType][like]=image%2F')
  })

  it('names disclosure documents that ran out or run out within 30 days', async () => {
    const disclosure = (await payload.find({ collection: 'disclosures', where: { school: { equals: schoolA } } }))
      .docs[0]
    const rows = disclosure.documents ?? []
    expect(rows.length).toBeGreaterThanOrEqual(3)
    const now = new Date('2027-03-10T06:00:00.000Z')
    await payload.update({
      collection: 'disclosures',
      id: disclosure.id,
      data: {
        documents: rows.map((row, i) => ({
          ...row,
          // Stored as the admin's day picker stores a day in Kerala: its midnight, in UTC.
          validUntil: ['2027-03-08T18:30:00.000Z', '2027-04-01T18:30:00.000Z', '2027-06-01T18:30:00.000Z'][i] ?? null,
        })),
      },
    })
    const figures = await dashboardFigures(payload, adminA, now)
    expect(figures.expiringDocuments).toEqual([
      expect.objectContaining({ label: rows[0].label, expired: true, daysLeft: -1, validUntilText: '9 March 2027' }),
      expect.objectContaining({ label: rows[1].label, expired: false, daysLeft: 23, validUntilText: '2 April 2027' }),
    ])
    expect((await dashboardFigures(payload, adminB, now)).expiringDocuments).toEqual([])
  })
})

describe('records without Malayalam', () => {
  const news = (title: string, school: number) => ({ title, fromDate: '2026-06-01T00:00:00.000Z', school })
  const missing = async (user: StaffUser) =>
    (await dashboardFigures(payload, user)).withoutMalayalam.find((f) => f.collection === 'news')?.count ?? 0

  it('marks a record Missing until its Malayalam title is written, and keeps it Written through English edits', async () => {
    const before = await missing(adminA)
    const doc = await payload.create({
      collection: 'news',
      data: { ...news('Annual day', schoolA), _status: 'published' },
    })
    expect(doc.malayalam).toBe('missing')
    expect(await missing(adminA)).toBe(before + 1)

    const translated = await payload.update({
      collection: 'news',
      id: doc.id,
      locale: 'ml',
      data: { title: 'വാർഷികം' },
    })
    expect(translated.malayalam).toBe('written')
    const edited = await payload.update({ collection: 'news', id: doc.id, data: { title: 'Annual day 2026' } })
    expect(edited.malayalam).toBe('written')
    expect(await missing(adminA)).toBe(before)
  })

  it("counts the member's own school only, with a link to the list filtered by the column", async () => {
    const [a, b] = [await missing(adminA), await missing(adminB)]
    await payload.create({ collection: 'news', data: { ...news('Only in school B', schoolB), _status: 'published' } })
    expect(await missing(adminA)).toBe(a)
    expect(await missing(adminB)).toBe(b + 1)
    const figure = (await dashboardFigures(payload, adminB)).withoutMalayalam.find((f) => f.collection === 'news')!
    expect(figure).toMatchObject({ label: 'News', href: '/admin/collections/news?where[malayalam][equals]=missing' })
    expect((await payload.find({ collection: 'news', where: WITHOUT_MALAYALAM, pagination: false })).totalDocs).toBe(
      (await payload.count({ collection: 'news', where: { malayalam: { equals: 'missing' } } })).totalDocs,
    )
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { OFFICE_ACCOUNT_TITLE, schoolsWithoutOffice } from '@/lib/accounts/office-account'

import { ALERTS_FULL, ALERTS_SHOWN } from '@/lib/office/alerts'
import { ALT_REQUIRED } from '@/lib/office/alt-text'
import { dashboardFigures, IMAGE_WITHOUT_ALT, listHref } from '@/lib/office/office-dashboard'
import { recordsToTranslate } from '@/lib/office/translate-list'
import { samplePdf, samplePicture } from '@/seed/images'

import { freshPayload, secondSchool, staffUser, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

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
let root: StaffUser
/** What the server printed while the accounts were made. */
let logged: string[] = []

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
  const log = vi.spyOn(console, 'log')
  try {
    ;({ schoolA, schoolB, adminA, editorA, adminB, root } = await twoSchoolsWithStaff(payload, 'OTHER2'))
  } finally {
    logged = log.mock.calls.map((call) => call.join(' '))
    log.mockRestore()
  }
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
      'form-submissions',
      'privacy-requests',
    ])
    const pr = a.inbox!.find((box) => box.collection === 'privacy-requests')!
    expect(pr.href).toBe('/admin/collections/privacy-requests?where[status][equals]=received')
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

describe("the server's warnings and the office's account", () => {
  /** Names a technician types, which a head of school's sentence must not need. */
  const TECHNICAL = /DATA_KEY|DATA_DIR|PAYLOAD_SECRET|BACKUP_KEY|pg_dump|npm run|apt-get|openssl/

  it('shows the server’s warnings to platform admins only, each in plain words with a line for the technician', async () => {
    // This installation has no DATA_KEY, no BACKUP_KEY, no backup, and asks nobody for a second factor.
    const warnings = (await dashboardFigures(payload, root)).setupWarnings
    expect(warnings.map((w) => w.kind).sort()).toEqual(['backup', 'backup', 'data-key', 'second-factor'])
    for (const warning of warnings) {
      expect(warning.risk, warning.fix).not.toMatch(TECHNICAL)
      expect(warning.fix).toBeTruthy()
    }
    expect(warnings.find((w) => w.kind === 'data-key')).toMatchObject({
      fix: expect.stringContaining('DATA_KEY is not set'),
      section: 'the-data-key',
    })
    expect(warnings.map((w) => w.fix)).toContain(
      'BACKUP_KEY is not set: set it (openssl rand -hex 32) and keep it apart from the backups.',
    )
    // The school's admin and its editor can do nothing about the server: they see none of it.
    expect((await dashboardFigures(payload, adminA)).setupWarnings).toEqual([])
    expect((await dashboardFigures(payload, editorA)).setupWarnings).toEqual([])
  })

  it('invites the platform admin to make an account for each school office that has none, until it exists', async () => {
    // Both schools have their school admin.
    expect((await dashboardFigures(payload, root)).withoutOffice).toBeNull()
    const third = await secondSchool(payload, 'THIRD48')
    expect((await dashboardFigures(payload, root)).withoutOffice).toEqual({
      schools: [{ id: third, name: 'Other School' }],
      total: 1,
    })
    expect((await dashboardFigures(payload, adminA)).withoutOffice).toBeNull()
    // An editor is not the office's account; a school admin is.
    await staffUser(payload, { email: 'editor-3@example.org', role: 'editor', school: third })
    expect((await schoolsWithoutOffice(payload)).total).toBe(1)
    await staffUser(payload, { email: 'office-3@example.org', role: 'school-admin', school: third })
    expect((await schoolsWithoutOffice(payload)).total).toBe(0)
  })

  it('prints the invitation to the server’s log once, when the first account (the platform admin) is made', () => {
    expect(logged.filter((line) => line.includes(OFFICE_ACCOUNT_TITLE))).toHaveLength(1)
    expect(logged.find((line) => line.includes(OFFICE_ACCOUNT_TITLE))).toMatch(/Role: School admin/)
  })
})

describe('records without Malayalam', () => {
  const news = (title: string, school: number) => ({ title, fromDate: '2026-06-01T00:00:00.000Z', school })
  const missing = async (user: StaffUser) =>
    (await dashboardFigures(payload, user)).withoutMalayalam.find((f) => f.collection === 'news')?.count ?? 0

  it('marks a record Missing until its Malayalam title is written, English changed when its English changes after, and Written again once its Malayalam is saved', async () => {
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
    expect(await missing(adminA)).toBe(before)
    // A date is the same in both languages: no change to the English words.
    const moved = await payload.update({
      collection: 'news',
      id: doc.id,
      data: { fromDate: '2026-06-02T00:00:00.000Z' },
    })
    expect(moved.malayalam).toBe('written')
    const edited = await payload.update({
      collection: 'news',
      id: doc.id,
      data: { description: 'On the school ground' },
    })
    expect(edited.malayalam).toBe('changed')
    expect(await missing(adminA)).toBe(before + 1)
    const listed = (await recordsToTranslate(payload, adminA)).groups.find((g) => g.collection === 'news')!
    expect(listed.items.find((item) => item.id === doc.id)).toMatchObject({
      title: 'Annual day',
      state: 'changed',
      href: `/admin/collections/news/${doc.id}?locale=ml`,
    })
    // Put back as it was, the English is the one the Malayalam was written for.
    const back = await payload.update({ collection: 'news', id: doc.id, data: { description: '' } })
    expect(back.malayalam).toBe('written')
    await payload.update({ collection: 'news', id: doc.id, data: { description: 'On the school ground' } })
    const reviewed = await payload.update({
      collection: 'news',
      id: doc.id,
      locale: 'ml',
      data: { description: 'സ്കൂൾ ഗ്രൗണ്ടിൽ' },
    })
    expect(reviewed.malayalam).toBe('written')
    expect(await missing(adminA)).toBe(before)
    const cleared = await payload.update({ collection: 'news', id: doc.id, locale: 'ml', data: { title: '' } })
    expect(cleared.malayalam).toBe('missing')
  })

  it("counts the member's own school only, with a link to the list filtered by the column", async () => {
    const [a, b] = [await missing(adminA), await missing(adminB)]
    await payload.create({ collection: 'news', data: { ...news('Only in school B', schoolB), _status: 'published' } })
    expect(await missing(adminA)).toBe(a)
    expect(await missing(adminB)).toBe(b + 1)
    const figure = (await dashboardFigures(payload, adminB)).withoutMalayalam.find((f) => f.collection === 'news')!
    expect(figure).toMatchObject({ label: 'News', href: '/admin/translate#translate-news' })
    const listed = (await recordsToTranslate(payload, adminB)).groups.find((g) => g.collection === 'news')!
    expect(listed.total).toBe(figure.count)
    expect(listed.items.map((item) => item.title)).toContain('Only in school B')
    expect(
      (await recordsToTranslate(payload, adminA)).groups.flatMap((g) => g.items.map((i) => i.title)),
    ).not.toContain('Only in school B')
  })
})

describe('an urgent alert written in Malayalam alone', () => {
  it('is listed on the dashboard by its Malayalam message, never as an empty link', async () => {
    const alert = await payload.create({
      collection: 'alerts',
      locale: 'ml',
      data: {
        message: 'കനത്ത മഴ: നാളെ സ്കൂളിന് അവധി',
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        school: schoolA,
        _status: 'published',
      },
    })
    const { alertsNow } = await dashboardFigures(payload, adminA)
    expect(alertsNow).toContainEqual(expect.objectContaining({ id: alert.id, message: 'കനത്ത മഴ: നാളെ സ്കൂളിന് അവധി' }))
  })
})

describe('urgent alerts on the site at once', () => {
  it('refuses publishing one more than the site shows (it would hide the oldest), naming Ends at', async () => {
    const endsAt = new Date(Date.now() + 86_400_000).toISOString()
    const alert = (message: string, _status: 'published' | 'draft' = 'published') =>
      payload.create({ collection: 'alerts', data: { message, endsAt, school: schoolB, _status } })
    const live = []
    for (let i = 1; i <= ALERTS_SHOWN; i++) live.push(await alert(`Notice ${i}`))
    await expect(alert('One too many')).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'endsAt', message: ALERTS_FULL })] },
    })
    const draft = await alert('Waiting its turn', 'draft')
    await payload.update({ collection: 'alerts', id: live[0].id, data: { _status: 'draft' } })
    const published = await payload.update({ collection: 'alerts', id: draft.id, data: { _status: 'published' } })
    expect(published._status).toBe('published')
    // Saving one of those on the site again is no further alert.
    await payload.update({ collection: 'alerts', id: live[1].id, data: { message: 'Notice 2, corrected' } })
  })
})

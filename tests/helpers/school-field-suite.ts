import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SCHOOL_MISSING, SCHOOL_UNKNOWN } from '@/fields/school'
import { SCHOOL_PREFERENCE } from '@/lib/platform/school-for-new-records'
import { loadDomainTable } from '@/lib/site/domain-table'
import { onlySchoolId } from '@/lib/site/domains'

import { secondSchool, staffUser, type StaffUser } from './payload'

/**
 * Issue 48: the first account (a platform admin) had to pick the school on every record and every
 * upload, and a record left without one was refused with "Choose a file that belongs to this
 * school." under its files. A one-school installation fills the school itself; with several, the
 * platform admin's chosen school is taken, and without one the refusal names School.
 *
 * The same cases on SQLite (school-field.test.ts) and PostgreSQL (office-postgres.test.ts). The
 * installation must still have its one seeded school when the suite starts; it leaves a second.
 */
export function schoolFieldSuite(context: () => { payload: Payload }) {
  const payload = () => context().payload
  let root: StaffUser
  let schoolA: number

  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )
  /** A picture uploaded as the platform admin, its school left to the installation. */
  const picture = (name: string, school?: number) =>
    payload().create({
      collection: 'media',
      data: { alt: name, ...(school ? { school } : {}) } as never,
      file: { data: PNG, mimetype: 'image/png', name, size: PNG.length },
      depth: 0,
      user: root,
      overrideAccess: false,
    })
  /** A circular with its files, as the platform admin saves it without choosing a school. */
  const circular = (files: number[]) =>
    payload().create({
      collection: 'circulars',
      data: { title: 'Fee notice', date: '2026-01-05T00:00:00.000Z', files, _status: 'published' } as never,
      depth: 0,
      user: root,
      overrideAccess: false,
    })

  describe('the school of a record', () => {
    beforeAll(async () => {
      await loadDomainTable(payload())
      schoolA = (await payload().find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
      // The installation's first account, by an address of its own (other suites make a root@).
      root = await staffUser(payload(), { email: 'first@example.org', role: 'platform-admin' })
    })

    it("is the one school's, unasked, for a platform admin's record and upload", async () => {
      expect(onlySchoolId()).toBe(schoolA)
      const file = await picture('fees.png')
      expect(file.school).toBe(schoolA)
      const saved = await circular([file.id])
      expect(saved.school).toBe(schoolA)
      // The hidden field still refuses a school that does not exist, by its name (not a database error).
      const wrong = await picture('wrong.png', schoolA + 1000).catch((error: { data?: unknown }) => error.data)
      expect(wrong).toMatchObject({ errors: [{ path: 'school', message: SCHOOL_UNKNOWN }] })
    })

    it('is never asked in a one-school installation, on any form, and a new staff account gets the school', async () => {
      const office = await staffUser(payload(), { email: 'office@example.org', role: 'school-admin', school: schoolA })
      // Every collection's School, the staff accounts' too; the audit log's and the access log's
      // entries are written by the server and only read, so their School is a platform admin's
      // information, not a question.
      const asked = payload()
        .config.collections.filter((collection) => !['audit-log', 'access-log'].includes(collection.slug))
        .flatMap((collection) =>
          collection.fields
            .filter((field) => 'name' in field && field.name === 'school')
            .flatMap((field) =>
              [root, office]
                .filter((user) => field.admin?.condition?.({ role: 'editor' }, {}, { user } as never) ?? true)
                .map((user) => `${collection.slug} to ${user.role}`),
            ),
        )
      expect(asked).toEqual([])
      const account = await payload().create({
        collection: 'users',
        data: { email: 'editor@example.org', password: 'Test-password-1', role: 'editor' },
        user: root,
        overrideAccess: false,
      })
      expect(account.school).toMatchObject({ id: schoolA })
    })

    it('is refused by its name when there are two schools and none was chosen, not as a file of another school', async () => {
      const file = await picture('fees-2.png', schoolA)
      const schoolB = await secondSchool(payload(), 'TWOB')
      // The admin shows the school field from the moment the second school exists.
      expect(onlySchoolId()).toBeUndefined()
      const refusal = await circular([file.id]).then(
        () => null,
        (error: { message: string; data?: { errors?: { path: string; message: string }[] } }) => error,
      )
      expect(refusal?.data?.errors).toEqual([{ path: 'school', label: 'School', message: SCHOOL_MISSING }])
      expect(refusal?.message).toContain('School')

      // Once the platform admin picks a school in the admin's switcher, new records take it.
      await payload().create({
        collection: 'payload-preferences',
        data: { key: SCHOOL_PREFERENCE, value: schoolB } as never,
        user: root,
      })
      expect((await picture('fees-b.png')).school).toBe(schoolB)
    })

    it("is titled in English where the school has no Malayalam name, as the admin's pickers read it", async () => {
      // A school with no Malayalam name: JRSBKL's profile is seeded in Malayalam too.
      const plain = await secondSchool(payload(), 'NOMLNAME')
      const title = await payload().findByID({
        collection: 'schools',
        id: plain,
        locale: 'ml',
        select: { name: true },
        depth: 0,
      })
      const english = await payload().findByID({ collection: 'schools', id: plain, locale: 'en', depth: 0 })
      expect(title.name).toBe(english.name)
      // Its own form (every field, no fallback) still shows the Malayalam name as missing.
      const form = await payload().findByID({ collection: 'schools', id: plain, locale: 'ml', depth: 0 })
      expect(form.name ?? '').toBe('')
    })
  })

  describe('what the office is shown beside its records', () => {
    it("hides the server's bookkeeping from school staff and marks only the samples", async () => {
      const office = await staffUser(payload(), { email: 'clerk@example.org', role: 'school-admin', school: schoolA })
      const field = (slug: string, name: string) =>
        payload().collections[slug as 'schools'].config.flattenedFields.find((f) => f.name === name)!
      const shown = (slug: string, name: string, data: object, user: StaffUser) =>
        field(slug, name).admin?.condition?.(data, data, { user } as never) ?? true
      expect(shown('schools', 'seededAt', {}, office)).toBe(false)
      expect(shown('schools', 'seededAt', {}, root)).toBe(true)
      // A sample says so (the office may delete it); the office's own records carry no empty box.
      expect(shown('news', 'demo', { demo: true }, office)).toBe(true)
      expect(shown('news', 'demo', { demo: false }, office)).toBe(false)
      expect(shown('media', 'demo', { demo: false }, office)).toBe(false)
      // The account page's heading over the admin's language and theme, in the office's words.
      const words = payload().config.i18n.translations as Record<string, Record<string, Record<string, string>>>
      expect(words.en.general.payloadSettings).not.toMatch(/payload/i)
    })
  })
}

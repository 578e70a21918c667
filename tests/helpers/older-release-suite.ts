import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REVEAL_AADHAAR } from '@/fields/aadhaar'
import { localStore } from '@/lib/files/bucket'
import { specFooterLinks, specMenu } from '@/lib/site/menu'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { restoreOlderRelease, type OlderManifest } from './older-release'
import { freshPayload } from './payload'

/** Equal where the older value says anything: fields added since (in rows too) are not compared. */
function same(before: unknown, now: unknown): boolean {
  if (Array.isArray(before))
    return Array.isArray(now) && now.length === before.length && before.every((v, i) => same(v, now[i]))
  if (before && typeof before === 'object')
    return (
      !!now &&
      typeof now === 'object' &&
      Object.entries(before).every(([k, v]) => same(v, (now as Record<string, unknown>)[k]))
    )
  return before === now
}

/**
 * Fields the current release is meant to hold differently from the older one: `updatedAt` moves
 * where a migration saves a record (pages get their first version), and pages gain `_status`; the
 * profile's Malayalam is written once into the records still in the profile's English
 * (seed/in-malayalam.ts), which saves them, and the school's copyright holder, the profile's own
 * name, is left empty so that the footer names the school in each page's language. The school's
 * admission setting became its first admission session, and its registrations moved into it at
 * the pipeline's first step (migration admission_sessions; the test below reads them there).
 */
const CHANGED_ON_PURPOSE: Record<string, string[]> = {
  '*': [],
  pages: ['updatedAt'],
  faculty: ['updatedAt'],
  disclosures: ['updatedAt'],
  schools: ['updatedAt', 'copyrightHolder', 'admission'],
  'admission-registrations': ['session', 'status'],
}

/**
 * Every record the older release read back, compared field by field with what the current code
 * reads now (draft versions included, Aadhaar numbers whole). Fields the older release did not
 * have are not compared. Returns one line per difference, so that a failure names each.
 */
export async function differencesFrom(payload: Payload, manifest: OlderManifest): Promise<string[]> {
  const differences: string[] = []
  for (const [slug, before] of Object.entries(manifest.collections)) {
    const { docs } = await payload.find({
      collection: slug as 'news',
      pagination: false,
      depth: 0,
      draft: true,
      overrideAccess: true,
      sort: 'id',
      context: { [REVEAL_AADHAAR]: true },
    })
    const now = new Map(docs.map((doc) => [doc.id, doc as unknown as Record<string, unknown>]))
    if (docs.length !== before.length) differences.push(`${slug}: ${before.length} records before, ${docs.length} now`)
    const skip = new Set([...CHANGED_ON_PURPOSE['*'], ...(CHANGED_ON_PURPOSE[slug] ?? [])])
    for (const old of before) {
      const current = now.get(old.id as number)
      if (!current) {
        differences.push(`${slug} #${old.id}: missing`)
        continue
      }
      for (const [field, value] of Object.entries(old)) {
        if (skip.has(field) || same(value, current[field])) continue
        const [a, b] = [value, current[field]].map((v) => JSON.stringify(v)?.slice(0, 160))
        differences.push(`${slug} #${old.id} ${field}: ${a} -> ${b}`)
      }
    }
  }
  return differences
}

/**
 * The README's restore of an older release's backup on one engine, started with the current code
 * (which migrates it as `npm start` does): every record reads back as that release read it, the
 * staff sign in with their passwords, the Aadhaar number decrypts, the CV's file is there, and
 * visitors see what was published. `databaseUrl` gives the empty PostgreSQL to restore into.
 */
export function olderReleaseSuite(engine: 'sqlite' | 'postgres', databaseUrl: () => string | undefined) {
  let payload: Payload
  let cleanup: (() => Promise<void>) | undefined
  let manifest: OlderManifest
  const records = (slug: string) => manifest.collections[slug]

  beforeAll(async () => {
    const started = Date.now()
    const restored = restoreOlderRelease(engine, { databaseUrl: databaseUrl() })
    manifest = restored.manifest
    ;({ payload, cleanup } = await freshPayload({ dataDir: restored.dataDir, databaseUrl: databaseUrl() }))
    console.log(`[older-release] ${engine} backup restored and migrated in ${Date.now() - started} ms`)
  }, 240_000)

  afterAll(async () => cleanup?.())

  describe(`a ${engine} backup of an older release, restored`, () => {
    it('is brought up to the newest migration', async () => {
      const migrations = engine === 'postgres' ? postgresMigrations : sqliteMigrations
      const applied = await payload.find({ collection: 'payload-migrations', pagination: false, sort: 'id' })
      expect(applied.docs.map((m) => m.name)).toEqual(migrations.map((m) => m.name))
      // Fewer were applied when the backup was made: the restore had migrations to run.
      expect(applied.docs.filter((m) => m.batch === 1).length).toBeLessThan(migrations.length)
    })

    it('keeps every record as the older release read it', async () => {
      expect(Object.keys(manifest.collections).length).toBeGreaterThan(20)
      expect(await differencesFrom(payload, manifest)).toEqual([])
    })

    it('lets each staff member sign in with the password they had', async () => {
      expect(manifest.users).toHaveLength(4)
      for (const email of manifest.users) {
        const { user, token } = await payload.login({
          collection: 'users',
          data: { email, password: manifest.password },
        })
        expect(token, email).toBeTruthy()
        expect(user?.email).toBe(email)
      }
      const roles = records('users').map((u) => u.role)
      expect(new Set(roles)).toEqual(new Set(['platform-admin', 'school-admin', 'editor']))
    })

    it('decrypts the Aadhaar number and keeps it masked for staff', async () => {
      const [old] = records('admission-registrations')
      expect(old.aadharCardDetails).toBe('1234 5678 9012')
      const raw = await payload.db.findOne<{ id: number; aadharCardDetails: string }>({
        collection: 'admission-registrations',
        where: { id: { equals: old.id } },
      })
      expect(raw?.aadharCardDetails).toMatch(/^enc:v1:/)
      const read = await payload.findByID({ collection: 'admission-registrations', id: old.id as number })
      expect(read.aadharCardDetails).toBe('XXXX XXXX 9012')
    })

    it("moves each school's admission setting into its first session, and its registrations into it, numbered", async () => {
      for (const school of records('schools')) {
        const { docs } = await payload.find({
          collection: 'admission-sessions',
          where: { school: { equals: school.id } },
        })
        const setting = school.admission as { session: string; open: boolean }
        expect(docs.map((d) => d.year)).toEqual([setting.session.replace(/^(\d{4})-\d{2}(\d{2})$/, '$1-$2')])
        expect(docs[0].classes?.map((c) => [c.class, c.open])).toEqual(
          ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'].map((c) => [c, c === 'I' && setting.open]),
        )
      }
      const [old] = records('admission-registrations')
      const now = await payload.findByID({ collection: 'admission-registrations', id: old.id as number, depth: 1 })
      const school = records('schools').find((s) => s.id === old.school)!
      expect(now).toMatchObject({
        class: 'I',
        number: `${school.code}/2025-26/I/0001`,
        status: 'registered',
        session: { year: '2025-26', school: old.school },
        name: old.name,
        dob: old.dob,
      })
      expect(now.history?.map((h) => [h.status, h.at])).toEqual([['registered', old.createdAt]])
      // The next application of the class follows the migrated ones.
      const counter = await payload.find({
        collection: 'admission-numbers',
        where: { session: { equals: (now.session as { id: number }).id } },
      })
      expect(counter.docs.map((c) => [c.class, c.last])).toEqual([
        ['I', records('admission-registrations').filter((r) => r.school === old.school).length],
      ])
    })

    it('still has the CV and the certificate files', async () => {
      const [application] = records('career-applications')
      const cv = await payload.findByID({ collection: 'private-files', id: application.attachments as number })
      expect(cv.filename).toMatch(/\.pdf$/)
      const bytes = fs.readFileSync(path.join(localStore('private-files'), cv.filename!))
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      expect(bytes.length).toBe(cv.filesize)
      for (const file of records('private-files'))
        expect(fs.existsSync(path.join(localStore('private-files'), file.filename as string))).toBe(true)
      for (const file of records('media'))
        expect(fs.existsSync(path.join(localStore('media'), file.filename as string)), String(file.filename)).toBe(true)
    })

    it('shows visitors what was published, and no draft', async () => {
      const news = await payload.find({ collection: 'news', overrideAccess: false, pagination: false, depth: 0 })
      const titles = news.docs.map((d) => d.title)
      expect(titles).toContain('Older release news')
      expect(titles).not.toContain('Older release draft')
      // Pages had no drafts in the older release: every one stays live.
      const pages = await payload.find({ collection: 'pages', overrideAccess: false, pagination: false, depth: 0 })
      expect(pages.docs.map((d) => d.id).sort()).toEqual(
        records('pages')
          .map((d) => d.id)
          .sort(),
      )
    })

    it("gives each school SPEC's menus in both languages, as the site showed them", async () => {
      const schools = await payload.find({ collection: 'schools', locale: 'all', pagination: false, depth: 0 })
      expect(schools.docs.length).toBeGreaterThan(0)
      const both = (list: { label?: unknown; link?: unknown; items?: unknown }[] | null | undefined): unknown =>
        list?.map(({ label, link, items }) => ({
          label,
          link: link ?? undefined,
          items: (items as unknown[] | undefined)?.length ? both(items as never) : undefined,
        }))
      const spec = <T extends { label: string; link?: string; items?: T[] }>(en: T[], ml: T[]): unknown =>
        en.map((entry, i) => ({
          label: { en: entry.label, ml: ml[i].label },
          link: entry.link,
          items: entry.items && spec(entry.items, ml[i].items!),
        }))
      for (const school of schools.docs) {
        expect(both(school.menu as never)).toEqual(spec(specMenu('en'), specMenu('ml')))
        expect(both(school.footerLinks as never)).toEqual(spec(specFooterLinks('en'), specFooterLinks('ml')))
      }
    })
  })
}

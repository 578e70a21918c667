import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as tar from 'tar'

import { DAMAGED, UNPACK_REFUSED } from '@/lib/backups/archive'
import { WRONG_KEY } from '@/lib/backups/cipher'
import { IMPORT_REFUSED } from '@/lib/backups/import-checks'
import type { SchoolManifest } from '@/lib/backups/school-export'

import { startS3 } from '../../scripts/cluster/engines'
import { applicationWithCv } from '../helpers/career-application'
import { freshPayload } from '../helpers/payload'
import { tamperedArchive } from '../helpers/tampered-archive'

/**
 * One school exported from installation A (its own DATA_DIR and DATA_KEY, its files in a bucket)
 * and imported into installation B (another DATA_DIR and DATA_KEY, files on its disk, a school of
 * its own): the same pages and news, relations pointing at B's new records, byte-identical files,
 * the domains; refused imports store nothing.
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'school-export-test-'))
const KEY = randomBytes(32)
const CODE = 'MOVING'
const DOMAIN = 'www.moving.example'
const AADHAAR = '123456789012'
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

const message = (school: number) => ({
  school,
  name: 'Parent',
  email: 'parent@example.org',
  phone: '9876543210',
  subject: 'Question',
  message: 'Sent on the old server.',
  submissionKey: 'moving-message-1',
  status: 'new' as const,
})

type Doc = Record<string, unknown> & { id: number }
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
/** The bytes of a stored file: `store` is its folder (media, private), in DATA_DIR/uploads or the bucket. */
type ReadStored = (store: string, name: string) => Promise<Buffer>
const onDisk =
  (dataDir: string): ReadStored =>
  async (store, name) =>
    fs.readFileSync(path.join(dataDir, 'uploads', store, name))
async function inBucket(store: string, name: string): Promise<Buffer> {
  const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3')
  const { s3ClientConfig } = await import('@/lib/files/bucket')
  const { env } = await import('@/lib/platform/env')
  const client = new S3Client(s3ClientConfig(env.s3!))
  const object = await client.send(new GetObjectCommand({ Bucket: env.s3!.bucket, Key: `${store}/${name}` }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

/** What both installations must show alike: texts, and the files behind each relation. */
type Seen = {
  pages: { route: string; title: string; body: string; image: string | null }[]
  news: { title: string; draftTitle: string; images: string[] }[]
  gallery: { title: string; photos: string[] }[]
  logo: string
  slides: string[]
  cv: string
}

async function look(payload: Payload, read: ReadStored, code: string): Promise<Seen> {
  const school = (await payload.find({ collection: 'schools', where: { code: { equals: code } }, depth: 1 }))
    .docs[0] as unknown as Doc & { logo: Doc; slides: { image: Doc }[] }
  const where = { school: { equals: school.id } }
  const media = async (doc: unknown) => sha(await read('media', String((doc as Doc).filename)))
  const pages = await payload.find({ collection: 'pages', where, depth: 1, pagination: false, sort: 'route' })
  const news = await payload.find({ collection: 'news', where, depth: 1, pagination: false, sort: 'title' })
  const gallery = await payload.find({ collection: 'gallery', where, depth: 1, pagination: false, sort: 'title' })
  const drafts = await payload.find({ collection: 'news', where, draft: true, pagination: false, sort: 'title' })
  const application = (await payload.find({ collection: 'career-applications', where, depth: 1 })).docs[0]
  return {
    pages: await Promise.all(
      pages.docs.map(async (p) => ({
        route: p.route,
        title: p.title,
        // A picture in the text by its file's name (its address says where the installation keeps it).
        body: JSON.stringify(p.body ?? null, (key, value) => (key === 'value' && value?.filename) || value),
        image: p.image ? await media(p.image) : null,
      })),
    ),
    news: await Promise.all(
      news.docs.map(async (n, i) => ({
        title: n.title,
        draftTitle: drafts.docs[i].title,
        images: await Promise.all((n.image ?? []).map(media)),
      })),
    ),
    gallery: await Promise.all(
      gallery.docs.map(async (g) => ({ title: g.title, photos: await Promise.all((g.attachments ?? []).map(media)) })),
    ),
    logo: await media(school.logo),
    slides: await Promise.all(school.slides.map((s) => media(s.image))),
    cv: sha(await read('private', String((application.attachments as unknown as Doc).filename))),
  }
}

/** Every record of every collection B has, and every file under its uploads: what a refusal must leave alone. */
async function everything(payload: Payload, dataDir: string) {
  const counts: Record<string, number> = {}
  for (const slug of Object.keys(payload.collections))
    counts[slug] = (await payload.count({ collection: slug as 'news', overrideAccess: true })).totalDocs
  const uploads = path.join(dataDir, 'uploads')
  const files = fs.readdirSync(uploads, { recursive: true }).map(String).sort()
  return { counts, files }
}

let seenOnA: Seen
let encrypted: { file: string; manifest: SchoolManifest }
let plain: { file: string; manifest: SchoolManifest }
let aadhaarOnA: string

beforeAll(async () => {
  process.env.DATA_KEY = 'a'.repeat(64)
  // A shared installation keeps its files in a bucket; the school's own server, on its disk.
  const s3 = await startS3(path.join(scratch, 's3'))
  stopS3 = s3.stop
  Object.assign(process.env, s3.env)
  const a = await freshPayload()
  try {
    const { payload } = a
    // The first account is the platform's admin; the school's own comes after.
    await payload.create({
      collection: 'users',
      data: { email: 'root@a.example', password: 'Platform-admin-1', role: 'platform-admin' },
    })
    const jrs = (await payload.find({ collection: 'schools', limit: 1 })).docs[0]
    await payload.update({ collection: 'schools', id: jrs.id, data: { code: CODE, domains: [DOMAIN] } })
    const school = jrs.id
    const picture = (name: string) =>
      payload.create({
        collection: 'media',
        data: { school, alt: name },
        file: { data: Buffer.from(PNG_1PX, 'base64'), mimetype: 'image/png', name, size: 68 },
      })
    const photo = await picture('news-photo.png')
    const [one, two] = [await picture('gallery-1.png'), await picture('gallery-2.png')]
    const news = await payload.create({
      collection: 'news',
      data: {
        school,
        title: 'Sports day',
        fromDate: '2026-01-10T00:00:00.000Z',
        image: [photo.id],
        _status: 'published',
      },
    })
    // A later draft, not yet published: it travels as the news item's latest version.
    await payload.update({ collection: 'news', id: news.id, draft: true, data: { title: 'Sports day (draft)' } })
    await payload.create({
      collection: 'gallery',
      data: {
        school,
        title: 'Annual day',
        date: '2026-02-01T00:00:00.000Z',
        attachments: [one.id, two.id],
        category: 'PhotoGallery',
        _status: 'published',
      },
    })
    // A page whose rich text shows a picture: the upload inside the text is a relation too.
    const about = (await payload.find({ collection: 'pages', where: { route: { equals: 'AboutUs' } } })).docs[0]
    await payload.update({
      collection: 'pages',
      id: about.id,
      data: {
        image: photo.id,
        body: {
          root: {
            type: 'root',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [{ type: 'upload', version: 3, format: '', relationTo: 'media', value: two.id, fields: null }],
          },
        },
        _status: 'published',
      },
    })
    await applicationWithCv(payload, school, { name: 'Applicant', submissionKey: 'moving-cv-1' })
    const registration = await payload.create({
      collection: 'admission-registrations',
      data: {
        school,
        name: 'Child',
        gender: 'Male',
        dob: '2020-01-01T00:00:00.000Z',
        religion: 'r',
        category: 'General',
        aadharCardDetails: AADHAAR,
        address1: 'a',
        phone2: '1',
        fatherName: 'f',
        profession: 'p',
        phone: '1',
        motherName: 'm',
        profession1: 'p',
        phone1: '1',
        declaration: true,
        class: 'I',
        status: 'registered',
        submissionKey: 'moving-registration-1',
      },
    })
    aadhaarOnA = String(
      (await payload.db.findOne<Doc>({
        collection: 'admission-registrations',
        where: { id: { equals: registration.id } },
      }))!.aadharCardDetails,
    )
    await payload.create({ collection: 'contact-messages', data: message(school) })
    await payload.create({
      collection: 'users',
      data: { email: 'office@moving.example', password: 'Moving-school-1', role: 'school-admin', school },
    })

    seenOnA = await look(payload, inBucket, CODE)
    const { exportSchool } = await import('@/lib/backups/school-export')
    encrypted = await exportSchool(payload, CODE, { dir: scratch, key: KEY })
    plain = await exportSchool(payload, CODE, { dir: scratch, now: new Date(Date.now() + 1000) })
  } finally {
    await a.cleanup()
    await stopS3()
    for (const name of Object.keys(s3.env)) delete process.env[name]
  }
  // Installation B: another DATA_DIR and DATA_KEY, and the configuration read anew for them.
  vi.resetModules()
  process.env.DATA_KEY = 'b'.repeat(64)
  ;({ payload: b, dataDir: bDir, cleanup: bCleanup } = await freshPayload())
  // B runs as an installation does, its first account made (which spends the set-up link's token).
  await b.create({
    collection: 'users',
    data: { email: 'head@b.example', password: 'Head-of-b-password-1', role: 'platform-admin' },
  })
  ;({ importSchool, IMPORT_FAILED, INVALID_RECORD } = await import('@/lib/backups/school-import'))
}, 180_000)

let b: Payload
let bDir: string
let bCleanup: () => Promise<void>
let stopS3: () => Promise<void> | void
let importSchool: typeof import('@/lib/backups/school-import').importSchool
let IMPORT_FAILED: string
let INVALID_RECORD: typeof import('@/lib/backups/school-import').INVALID_RECORD

afterAll(async () => {
  await bCleanup?.()
  delete process.env.DATA_KEY
  fs.rmSync(scratch, { recursive: true, force: true })
})

describe("one school's export", () => {
  it('holds personal data only when encrypted, and says so', () => {
    expect(encrypted.manifest).toMatchObject({
      personal: true,
      // The school's English name, as the admin lists the archive (the record keeps both languages).
      school: { code: CODE, name: 'Jyothis Residential School', domains: [DOMAIN] },
    })
    expect(encrypted.manifest.counts).toMatchObject({ users: 1, 'career-applications': 1, 'private-files': 1 })
    expect(plain.manifest.personal).toBe(false)
    expect(Object.keys(plain.manifest.counts)).not.toContain('users')
    expect(Object.keys(plain.manifest.counts)).not.toContain('admission-registrations')
    expect(plain.manifest.counts).toMatchObject({ news: 1, gallery: 1, schools: 1 })
    expect(fs.readFileSync(encrypted.file).includes(Buffer.from('Sports day'))).toBe(false)
  })
})

/** What an import from elsewhere may leave on B's disk when it is refused: nothing of its own. */
const scratchFolders = () =>
  fs.existsSync(path.join(bDir, 'backups'))
    ? fs.readdirSync(path.join(bDir, 'backups')).filter((f) => f.startsWith('.school-import'))
    : []

describe('an archive from elsewhere (untrusted, though its checksums match)', () => {
  const MB = 1024 * 1024
  const refused = async (name: string, change: Parameters<typeof tamperedArchive>[3], message: string) => {
    const file = await tamperedArchive(plain.file, scratch, name, change)
    const before = await everything(b, bDir)
    await expect(importSchool(b, file, { key: undefined })).rejects.toThrow(message)
    expect(await everything(b, bDir)).toEqual(before)
    expect(scratchFolders()).toEqual([])
  }
  const firstMedia = (records: (c: string) => { doc: Record<string, unknown> }[]) => records('media')[0].doc

  it('refuses a record naming a file outside the archive (the server secret), storing nothing', async () => {
    // As deep as DATA_DIR, from the folder the import unpacks into (DATA_DIR/backups/.school-import-…/files/media).
    const secret = '../../../../payload-secret'
    await refused(
      'traversal',
      ({ records }) => void (firstMedia(records).filename = secret),
      IMPORT_REFUSED.fileName('media library', secret),
    )
    expect(fs.existsSync(path.join(bDir, 'uploads', 'media', 'payload-secret'))).toBe(false)
  })

  it('refuses an HTML file among the media, whatever its record says', async () => {
    await refused(
      'html',
      ({ dir, records }) => {
        fs.writeFileSync(path.join(dir, 'files', 'media', 'probe.html'), '<!doctype html><script>alert(1)</script>')
        Object.assign(firstMedia(records), { filename: 'probe.html', mimeType: 'text/html', sizes: {} })
      },
      'probe.html',
    )
  })

  it('refuses a platform admin, a second school, a bad or lower-case code and another school’s domain', async () => {
    const account = {
      id: 999,
      email: 'root@elsewhere.example',
      role: 'platform-admin',
      school: null,
      hash: 'h',
      salt: 's',
    }
    await refused(
      'platform-admin',
      ({ records }) => void records('users').push({ doc: account }),
      IMPORT_REFUSED.platformAdmin(account.email),
    )
    await refused(
      'two-schools',
      ({ records }) => void records('schools').push({ doc: { ...records('schools')[0].doc, id: 998, code: 'SECOND' } }),
      IMPORT_REFUSED.schools(2),
    )
    for (const code of ['/../../../PROBEX', 'moving', 'MO"VING'])
      await refused(
        `code-${code.length}`,
        ({ manifest, records }) => void (manifest.school.code = String((records('schools')[0].doc.code = code))),
        IMPORT_REFUSED.code(code),
      )
    const own = (await b.find({ collection: 'schools', limit: 1 })).docs[0]
    await b.update({ collection: 'schools', id: own.id, data: { domains: ['www.b.example'] } })
    await refused(
      'domain-in-record-only',
      ({ records }) => void (records('schools')[0].doc.domains = ['www.b.example']),
      IMPORT_REFUSED.manifest,
    )
    await refused(
      'domain',
      ({ manifest, records }) => void (manifest.school.domains = records('schools')[0].doc.domains = ['www.b.example']),
      'The domain www.b.example belongs to',
    )
    await b.update({ collection: 'schools', id: own.id, data: { domains: [] } })
  })

  it('refuses a record a save here would refuse, naming it and its field', async () => {
    await refused(
      'invalid-record',
      ({ records }) => void ((records('schools')[0].doc.address as Record<string, unknown>).pinCode = '12'),
      'address.pinCode: A PIN code has 6 digits.',
    )
    expect(INVALID_RECORD('schools', 'x', ['y'])).toContain('nothing was imported')
  })

  it('stops unpacking an archive past its limits: too many files, one huge file, a huge JSON', async () => {
    const entries =
      (await tar.t({ file: plain.file, onReadEntry: () => {} }), Object.keys(plain.manifest.files).length + 1)
    const unpacked = Object.values(plain.manifest.files).reduce((sum, f) => sum + f.size, 0)
    const limits = {
      SCHOOL_IMPORT_MAX_FILES: String(entries + 50),
      SCHOOL_IMPORT_MAX_MB: String(Math.ceil(unpacked / MB) + 2),
      SCHOOL_IMPORT_MAX_RECORDS_MB: '1',
    }
    Object.assign(process.env, limits)
    try {
      await refused(
        'many-files',
        ({ dir }) => {
          fs.mkdirSync(path.join(dir, 'junk'))
          for (let i = 0; i < 200; i++) fs.writeFileSync(path.join(dir, 'junk', String(i)), '')
        },
        UNPACK_REFUSED.files({ maxFiles: entries + 50, maxBytes: 0, maxJsonBytes: 0 }),
      )
      await refused(
        'huge-file',
        ({ dir }) => fs.writeFileSync(path.join(dir, 'junk.bin'), Buffer.alloc((Math.ceil(unpacked / MB) + 3) * MB)),
        'MB (SCHOOL_IMPORT_MAX_MB)',
      )
      await refused(
        'huge-json',
        ({ records }) => void records('news').push({ doc: { padding: 'x'.repeat(2 * MB) } }),
        'records/news.json in the archive is larger than 1 MB',
      )
    } finally {
      for (const name of Object.keys(limits)) delete process.env[name]
    }
  })
})

describe('importing it into another installation', () => {
  it('refuses a wrong key, a damaged archive, a domain or an account already there, and stores nothing', async () => {
    const own = (await b.find({ collection: 'schools', limit: 1 })).docs[0]
    const taken = await b.create({ collection: 'contact-messages', data: message(own.id) })
    const before = await everything(b, bDir)
    await expect(importSchool(b, encrypted.file, { key: randomBytes(32) })).rejects.toThrow(WRONG_KEY)

    const damaged = path.join(scratch, 'damaged.tar.gz')
    const bytes = fs.readFileSync(plain.file)
    bytes[Math.floor(bytes.length / 2)] ^= 0xff
    fs.writeFileSync(damaged, bytes)
    await expect(importSchool(b, damaged, { key: undefined })).rejects.toThrow(DAMAGED)

    await b.update({ collection: 'schools', id: own.id, data: { domains: [DOMAIN] } })
    await expect(importSchool(b, encrypted.file, { key: KEY })).rejects.toThrow(`The domain ${DOMAIN} belongs to`)
    await b.update({ collection: 'schools', id: own.id, data: { domains: [] } })

    const account = await b.create({
      collection: 'users',
      data: { email: 'office@moving.example', password: 'Another-password-1', role: 'editor', school: own.id },
    })
    await expect(importSchool(b, encrypted.file, { key: KEY })).rejects.toThrow('office@moving.example')
    await b.delete({ collection: 'users', id: account.id })

    // A failure half-way (a message's one-time key is taken here): the transaction stores nothing.
    await expect(importSchool(b, encrypted.file, { key: KEY })).rejects.toThrow(IMPORT_FAILED)

    expect(await everything(b, bDir)).toEqual(before)
    await b.delete({ collection: 'contact-messages', id: taken.id })
  })

  it('shows the same pages and news, files and relations on B, with its domains and accounts', async () => {
    const report = await importSchool(b, encrypted.file, { key: KEY })
    expect(report.school).toMatchObject({ code: CODE, domains: [DOMAIN] })
    const seenOnB = await look(b, onDisk(bDir), CODE)
    expect(seenOnB).toEqual(seenOnA)
    expect(seenOnB.pages.find((p) => p.route === 'AboutUs')!.body).toContain('gallery-2')

    // B's site answers the school's domain with it.
    const { schoolCodeForHost } = await import('@/lib/site/domains')
    expect(schoolCodeForHost(DOMAIN)).toBe(CODE)

    // Every relation points at B's records of this school, never at B's own school.
    const school = (await b.find({ collection: 'schools', where: { code: { equals: CODE } } })).docs[0]
    const mediaIds = (
      await b.find({ collection: 'media', where: { school: { equals: school.id } }, pagination: false })
    ).docs.map((m) => m.id)
    const news = (await b.find({ collection: 'news', where: { school: { equals: school.id } }, depth: 0 })).docs
    expect(mediaIds).toEqual(expect.arrayContaining(news[0].image as number[]))

    // Its site's search finds the imported records (written beneath Payload's hooks, then indexed).
    const { searchSchool, plainOf } = await import('@/lib/search/search')
    const { searchTerms } = await import('@/lib/search/terms')
    const found = await searchSchool(b, { school: school.id, lang: 'en', terms: searchTerms(news[0].title), page: 1 })
    expect(found.results.map((r) => plainOf(r.title))).toContain(news[0].title)

    // The staff account came without its password: it signs in once the platform admin hands over
    // its set-password link, which no mail carried.
    expect(report.accounts).toEqual([expect.objectContaining({ email: 'office@moving.example', role: 'school-admin' })])
    const signIn = (password: string) =>
      b.login({ collection: 'users', data: { email: 'office@moving.example', password } })
    await expect(signIn('Moving-school-1')).rejects.toThrow()
    const { accountsAwaitingPassword, setPasswordLink } = await import('@/lib/accounts/imported-accounts')
    expect((await accountsAwaitingPassword(b)).map((a) => a.email)).toEqual(['office@moving.example'])
    const link = await setPasswordLink(b, report.accounts[0].id, 'http://b.example')
    expect(link).toMatch(/^http:\/\/b\.example\/admin\/reset\/\w+$/)
    await b.resetPassword({
      collection: 'users',
      data: { token: link!.split('/').at(-1)!, password: 'Moving-school-on-b-1' },
      overrideAccess: true,
    })
    const login = await signIn('Moving-school-on-b-1')
    expect(login.user?.school).toMatchObject({ id: school.id })
    expect(await accountsAwaitingPassword(b)).toEqual([])
    // The Aadhaar number is under B's key.
    const stored = (
      await b.db.find<Doc>({ collection: 'admission-registrations', where: { school: { equals: school.id } } })
    ).docs[0]
    expect(stored.aadharCardDetails).not.toBe(aadhaarOnA)
    const { decryptAadhaar } = await import('@/lib/privacy/aadhaar')
    expect(decryptAadhaar(String(stored.aadharCardDetails))).toBe(AADHAAR)

    // Imported twice: the school is there already.
    await expect(importSchool(b, encrypted.file, { key: KEY })).rejects.toThrow(`code ${CODE}`)
  })
})

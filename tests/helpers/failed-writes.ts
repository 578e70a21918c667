import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { storedRegistration } from './registration'
import { staffUser } from './payload'

/**
 * The failed-write tests, run alike on SQLite (failed-writes.test.ts) and PostgreSQL
 * (failed-writes-postgres.test.ts): a write that fails for real, in the database or on disk,
 * half-way through a record, leaves nothing behind, and an erase that fails leaves everything.
 */
export type Engine = {
  payload: Payload
  dataDir: string
  /** Makes every insert into `table` fail in the database itself, until the returned undo runs. */
  failInserts: (table: string) => Promise<() => Promise<void>>
}

/** A trigger written from another connection, as another process would. */
export function sqliteFailures(dataDir: string) {
  const run = async (statement: string) => {
    const client = createClient({ url: `file:${path.join(dataDir, 'school.db')}` })
    try {
      await client.execute(statement)
    } finally {
      client.close()
    }
  }
  return async (table: string) => {
    await run(`CREATE TRIGGER fail_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'forced failure'); END`)
    return () => run(`DROP TRIGGER fail_${table}`)
  }
}

export function postgresFailures(url: string) {
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  return async (table: string) => {
    await run(
      `CREATE OR REPLACE FUNCTION forced_failure() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$`,
    )
    await run(`CREATE TRIGGER fail_${table} BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION forced_failure()`)
    return () => run(`DROP TRIGGER fail_${table} ON "${table}"`)
  }
}

/**
 * Resolves when `write` failed because of the forced failure above, which the database adapters
 * pass on as the cause of their own error ("Failed query: …"): a write refused for any other
 * reason (a validation, a missing field) is not the failure under test.
 */
export async function failsByForcedFailure(write: Promise<unknown>): Promise<void> {
  const error = await write.then(
    () => new Error('the write succeeded'),
    (thrown: unknown) => thrown,
  )
  const messages: string[] = []
  for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message)
  expect(messages.join(' ← ')).toMatch(/forced failure/)
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n',
)

/** A complete career application as the site's form sends it (what storeCareerApplication takes). */
export const careerApplication = (name: string, email: string, phone: string) => ({
  name,
  address: 'Bekal',
  dob: '1990-01-01',
  email,
  phone,
  fatherName: 'F',
  qualification1: [{ qualification: 'B.Ed', subject: 'English', howKnow: '80', rate: '80', school: 'X' }],
  school1: 'Y',
  profession: 'Teacher',
  experience: '3',
  mailType: 'English' as const,
  howKnow1: undefined,
})

async function withFailure<T>(engine: Engine, table: string, write: () => Promise<T>) {
  const undo = await engine.failInserts(table)
  try {
    return await write()
  } finally {
    await undo()
  }
}

export function describeFailedWrites(engineName: string, engine: () => Engine) {
  describe(`a failed write on ${engineName}`, () => {
    const payload = () => engine().payload
    const school = async () =>
      (await payload().find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
    const privateDir = () => path.join(engine().dataDir, 'uploads', 'private')
    const onDisk = () => (fs.existsSync(privateDir()) ? fs.readdirSync(privateDir()).sort() : [])
    const count = async (collection: 'career-applications' | 'private-files', name?: string) =>
      (
        await payload().count({
          collection,
          where: name ? { name: { equals: name } } : undefined,
        })
      ).totalDocs
    const storeCareer = async (name: string, key: string, email = `${key}@example.org`, phone = '9000000004') => {
      const { storeCareerApplication } = await import('@/lib/submissions/career')
      return storeCareerApplication(
        payload(),
        await school(),
        careerApplication(name, email, phone),
        { name: 'cv.pdf', bytes: new Uint8Array(PDF) },
        { key, language: 'en' },
      )
    }

    it('an admission whose sibling rows fail to insert is not stored at all', async () => {
      const { storeOnce } = await import('@/lib/submissions/submission-store')
      const data = {
        school: await school(),
        submissionKey: 'atomic-admission-1',
        ...storedRegistration('Half Stored'),
        hasSiblings: true,
        siblings: [{ name: 'Older', class: '3' }],
      }
      await withFailure(engine(), 'admission_registrations_siblings', () =>
        failsByForcedFailure(storeOnce(payload(), 'admission-registrations', data)),
      )
      const left = await payload().find({
        collection: 'admission-registrations',
        where: { name: { equals: 'Half Stored' } },
      })
      expect(left.totalDocs).toBe(0)
    })

    it('a career application whose qualification rows fail keeps neither the application nor its CV', async () => {
      const filesBefore = await count('private-files')
      const diskBefore = onDisk()
      await withFailure(engine(), 'career_applications_qualification1', () =>
        failsByForcedFailure(storeCareer('Half Applicant', 'atomic-career-1')),
      )
      expect(await count('career-applications', 'Half Applicant')).toBe(0)
      expect(await count('private-files')).toBe(filesBefore)
      expect(onDisk()).toEqual(diskBefore)
    })

    it('a career application whose CV cannot be written is not stored, and is not blamed on the visitor', async () => {
      const { BadRequest } = await import('@/lib/submissions/bad-request')
      const filesBefore = await count('private-files')
      const diskBefore = onDisk()
      // The CV folder is one where no file can be created, not even by root (a folder of /proc), as
      // on a full or read-only disk: Payload finds it there and the name free, and the write fails.
      const away = `${privateDir()}.away`
      fs.mkdirSync(privateDir(), { recursive: true })
      fs.renameSync(privateDir(), away)
      fs.symlinkSync('/proc/self/fdinfo', privateDir())
      let refusal: unknown
      try {
        refusal = await storeCareer('Unwritten Applicant', 'atomic-career-2').catch((error: unknown) => error)
      } finally {
        fs.unlinkSync(privateDir())
        fs.renameSync(away, privateDir())
      }
      // Only a BadRequest is shown to the visitor as their mistake; anything else is "a problem on
      // our side … Nothing was saved" (lib/form-action.ts, lib/api/post-endpoint.ts).
      expect(refusal).toBeInstanceOf(Error)
      expect(refusal).not.toBeInstanceOf(BadRequest)
      expect(await count('career-applications', 'Unwritten Applicant')).toBe(0)
      expect(await count('private-files')).toBe(filesBefore)
      expect(onDisk()).toEqual(diskBefore)
      // Sent again once the disk is back, it is stored with its CV.
      expect((await storeCareer('Unwritten Applicant', 'atomic-career-2')).duplicate).toBe(false)
      expect(await count('career-applications', 'Unwritten Applicant')).toBe(1)
    })

    it('a school whose array rows fail to insert is not created', async () => {
      const create = () =>
        payload().create({
          collection: 'schools',
          data: {
            code: 'HALF1',
            name: 'Half School',
            town: 'Kochi',
            address: { line1: 'Road' },
            phone: '1',
            email: 'h@example.org',
            social: [{ platform: 'Facebook', url: 'https://facebook.com/x' }],
          },
        })
      await withFailure(engine(), 'schools_social', () => failsByForcedFailure(create()))
      expect((await payload().find({ collection: 'schools', where: { code: { equals: 'HALF1' } } })).totalDocs).toBe(0)
    })

    it('a person’s erase that fails at its last write keeps every record and every CV, downloadable', async () => {
      const { erasePersonRecords, findPersonRecords } = await import('@/lib/privacy/person-data')
      const { privateFileBytes } = await import('@/lib/files/object-store')
      const schoolId = await school()
      const person = { email: 'erase-me@example.org' }
      // Two applications with their CVs, and a message: three inboxes' deletes before the audit.
      await storeCareer('Erase Me', 'erase-cv-1', person.email, '9000000011')
      await storeCareer('Erase Me', 'erase-cv-2', person.email, '9000000012')
      await payload().create({
        collection: 'contact-messages',
        data: {
          school: schoolId,
          name: 'Erase Me',
          email: person.email,
          phone: '1',
          subject: 's',
          message: 'm',
          status: 'new',
        },
      })
      const cvs = async () => {
        const { docs } = await payload().find({
          collection: 'career-applications',
          where: { email: { equals: person.email } },
          depth: 1,
          sort: 'id',
        })
        return Promise.all(
          docs.map(async (d) => {
            const file = d.attachments as { id: number; filename?: string | null } | null
            return {
              file: file?.id,
              bytes: file?.filename ? ((await privateFileBytes(file.filename))?.toString('latin1') ?? null) : null,
            }
          }),
        )
      }
      const before = await cvs()
      expect(before).toHaveLength(2)
      for (const cv of before) expect(cv.bytes).toBe(PDF.toString('latin1'))
      const counted = async () =>
        (await findPersonRecords(payload(), schoolId, person)).map((r) => [r.collection, r.docs.length])

      const admin = await staffUser(payload(), {
        email: `erase-admin-${engineName.toLowerCase()}@example.org`,
        role: 'school-admin',
        school: schoolId,
      })
      // The audit record is written after every delete, the CVs' included.
      await withFailure(engine(), 'audit_log', async () =>
        failsByForcedFailure(
          erasePersonRecords(payload(), schoolId, person, await createLocalReq({ user: admin }, payload())),
        ),
      )
      expect(await counted()).toEqual([
        ['contact-messages', 1],
        ['career-applications', 2],
      ])
      expect(await cvs()).toEqual(before)

      await erasePersonRecords(payload(), schoolId, person, await createLocalReq({ user: admin }, payload()))
      expect(await counted()).toEqual([])
      for (const cv of before)
        expect(await payload().findByID({ collection: 'private-files', id: cv.file!, disableErrors: true })).toBeNull()
      expect(onDisk().filter((n) => n.startsWith('cv-erase-cv'))).toEqual([])
    })
  })
}

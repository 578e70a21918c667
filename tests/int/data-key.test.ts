import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REVEAL_AADHAAR } from '@/fields/aadhaar'
import { decryptAadhaar, encryptAadhaar, UNREADABLE_AADHAAR, UnreadableAadhaar } from '@/lib/privacy/aadhaar'
import { dashboardFigures } from '@/lib/office/office-dashboard'
import { storeOnce } from '@/lib/submissions/submission-store'

import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'
import { storedRegistration } from '../helpers/registration'

/**
 * Issue 25, item 8: Aadhaar numbers are encrypted with DATA_KEY, kept outside DATA_DIR. A number
 * stored under key A is readable with A; `npm run data-key:rotate` moves every number (those from
 * before DATA_KEY, under PAYLOAD_SECRET's key, included) to key B in one go; then B reads them and
 * A does not, and a copy of DATA_DIR without DATA_KEY reads none. A number that cannot be read
 * opens as a marker (REST 200, CSV), never a 500.
 */
const KEY_A = 'a'.repeat(20) + '-first-key-of-this-school'
const KEY_B = 'b'.repeat(20) + '-second-key-of-this-school'
const NUMBERS = ['2345 6789 0123', '3456 7890 1234', '4567 8901 2345']

let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let adminA: StaffUser
let root: StaffUser
let schoolA: number
const ids: number[] = []

const registration = (name: string, aadhaar: string) => ({
  ...storedRegistration(name),
  school: schoolA,
  submissionKey: `data-key-${name}`,
  hasSiblings: true,
  siblings: [{ name: 'Elder', class: '3' }],
  aadharCardDetails: aadhaar,
})

/** The stored column, as a backup of school.db holds it. */
async function storedValues(dir = dataDir): Promise<string[]> {
  const client = createClient({ url: `file:${path.join(dir, 'school.db')}` })
  try {
    const { rows } = await client.execute('SELECT aadhar_card_details AS v FROM admission_registrations ORDER BY id')
    return rows.map((r) => String(r.v))
  } finally {
    client.close()
  }
}

const whole = async (id: number) =>
  (await payload.findByID({ collection: 'admission-registrations', id, context: { [REVEAL_AADHAAR]: true } }))
    .aadharCardDetails

/** `npm run data-key:rotate` as the administrator runs it, on this installation's DATA_DIR. */
async function rotate(env: Record<string, string>) {
  const clean = { ...process.env }
  delete clean.DATA_KEY
  delete clean.DATABASE_URL
  return promisify(execFile)('npm', ['run', '--silent', 'data-key:rotate'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...clean, DATA_DIR: dataDir, ...env },
  })
}

/** A school admin's request to the CMS API, answered by Payload's REST handler. */
async function rest(pathname: string) {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: adminA.email, password: 'Test-password-1' },
  })
  return handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: dataDir,
    request: new Request(`http://localhost/cms-api${pathname}`, { headers: { Authorization: `JWT ${token}` } }),
  })
}

beforeAll(async () => {
  delete process.env.DATA_KEY
  ;({ payload, dataDir, cleanup } = await freshPayload())
  ;({ adminA, root, schoolA } = await twoSchoolsWithStaff(payload, 'KEYB'))
  // One number from before DATA_KEY, under PAYLOAD_SECRET's key (kept in DATA_DIR) ...
  ids.push(Number((await storeOnce(payload, 'admission-registrations', registration('Before', NUMBERS[0]))).id))
  // ... and two under key A.
  process.env.DATA_KEY = KEY_A
  for (const [i, n] of NUMBERS.slice(1).entries())
    ids.push(Number((await storeOnce(payload, 'admission-registrations', registration(`Under A ${i}`, n))).id))
})

afterAll(async () => {
  delete process.env.DATA_KEY
  await cleanup?.()
})

describe('DATA_KEY', () => {
  it('encrypts new numbers under DATA_KEY and still reads those from before it', async () => {
    const stored = await storedValues()
    expect(stored[0]).toMatch(/^enc:v1:/)
    expect(stored[1]).toMatch(/^enc:v2:/)
    for (const value of stored) for (const n of NUMBERS) expect(value).not.toContain(n.slice(-4))
    for (const [i, id] of ids.entries()) expect(await whole(id)).toBe(NUMBERS[i])
  })

  it("warns on the platform admin's dashboard while numbers are under the key kept in DATA_DIR", async () => {
    const dataKey = async () =>
      (await dashboardFigures(payload, root)).setupWarnings.find((w) => w.kind === 'data-key')?.fix
    expect(await dataKey()).toMatch(/^1 Aadhaar number.*data-key:rotate/)
    delete process.env.DATA_KEY
    expect(await dataKey()).toMatch(/^DATA_KEY is not set/)
    // The school's admin can do nothing about the server's key: not shown.
    expect((await dashboardFigures(payload, adminA)).setupWarnings).toEqual([])
    process.env.DATA_KEY = KEY_A
  })

  it('is moved to a new key by npm run data-key:rotate, which prints counts and no number', async () => {
    const refused = await rotate({ DATA_KEY: KEY_A, NEW_DATA_KEY: 'short' }).catch((e: { code: number }) => e)
    expect((refused as { code: number }).code).toBe(2)

    const { stdout, stderr } = await rotate({ DATA_KEY: KEY_A, NEW_DATA_KEY: KEY_B })
    expect(stdout).toContain('re-encrypted 3 Aadhaar number(s)')
    for (const n of NUMBERS) {
      expect(stdout + stderr).not.toContain(n)
      expect(stdout + stderr).not.toContain(n.replace(/ /g, ''))
    }
    const stored = await storedValues()
    expect(stored.every((v) => v.startsWith('enc:v2:'))).toBe(true)

    // Readable with B, not with A.
    process.env.DATA_KEY = KEY_B
    for (const [i, id] of ids.entries()) expect(await whole(id)).toBe(NUMBERS[i])
    process.env.DATA_KEY = KEY_A
    for (const id of ids) expect(await whole(id)).toBe(UNREADABLE_AADHAAR)

    // Run twice, nothing moves; the siblings of a record are untouched.
    const again = await rotate({ OLD_DATA_KEY: KEY_A, NEW_DATA_KEY: KEY_B })
    expect(again.stdout).toContain('re-encrypted 0 Aadhaar number(s) under the new key; 3 were under it already')
    process.env.DATA_KEY = KEY_B
    const record = await payload.findByID({ collection: 'admission-registrations', id: ids[0] })
    expect(record.siblings?.map((s) => s.name)).toEqual(['Elder'])
  }, 300_000)

  it('answers a number it cannot read with a marker: the REST read is 200, the CSV says so, a save keeps it', async () => {
    process.env.DATA_KEY = KEY_A
    const read = await rest(`/admission-registrations/${ids[1]}`)
    expect(read.status).toBe(200)
    expect((await read.json()).aadharCardDetails).toBe(UNREADABLE_AADHAAR)
    const list = await rest('/admission-registrations?limit=10')
    expect(list.status).toBe(200)
    const csv = await rest('/admission-registrations/export.csv')
    expect(csv.status).toBe(200)
    expect(await csv.text()).toContain(UNREADABLE_AADHAAR)

    // The admin sends the marker back on save: the stored number stays as it was.
    const before = (await storedValues())[1]
    await payload.update({
      collection: 'admission-registrations',
      id: ids[1],
      data: { status: 'offered', aadharCardDetails: UNREADABLE_AADHAAR },
      user: adminA,
      overrideAccess: false,
    })
    expect((await storedValues())[1]).toBe(before)
    process.env.DATA_KEY = KEY_B
    expect(await whole(ids[1])).toBe(NUMBERS[1])

    // A number from before DATA_KEY whose PAYLOAD_SECRET has since changed: the same marker.
    process.env.PAYLOAD_SECRET = 'a secret this installation never had'
    const foreign = encryptAadhaar(NUMBERS[0], null)
    delete process.env.PAYLOAD_SECRET
    const client = createClient({ url: `file:${path.join(dataDir, 'school.db')}` })
    await client.execute({
      sql: 'UPDATE admission_registrations SET aadhar_card_details = ? WHERE id = ?',
      args: [foreign, ids[0]],
    })
    client.close()
    const old = await rest(`/admission-registrations/${ids[0]}`)
    expect(old.status).toBe(200)
    expect((await old.json()).aadharCardDetails).toBe(UNREADABLE_AADHAAR)
  })

  it('is not in a copy of DATA_DIR: without DATA_KEY the copy decrypts nothing', async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'school-copy-'))
    const previous = process.env.DATA_DIR
    try {
      fs.cpSync(dataDir, copy, { recursive: true })
      delete process.env.DATA_KEY
      process.env.DATA_DIR = copy
      const stored = await storedValues(copy)
      expect(stored).toHaveLength(NUMBERS.length)
      for (const value of stored) expect(() => decryptAadhaar(value)).toThrow(UnreadableAadhaar)
      // Written without DATA_KEY, a number is readable from DATA_DIR alone: what the warning is for.
      expect(decryptAadhaar(encryptAadhaar(NUMBERS[0]))).toBe(NUMBERS[0])
    } finally {
      process.env.DATA_DIR = previous
      process.env.DATA_KEY = KEY_B
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })
})

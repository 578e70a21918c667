import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { draftsOf, openBreaches } from '@/lib/privacy/breaches'
import type { Breach } from '@/payload-types'

import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

/**
 * The breach register (DPDP Rules r. 7) on a real database: a school admin records a breach for
 * their school, its drafts name the school and its grievance officer, its report's date moves it
 * on; an editor, another school's admin and a visitor of the CMS API never read it.
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let schoolA: number
let schoolB: number
let adminA: StaffUser
let editorA: StaffUser
let adminB: StaffUser
let breach: Breach

const found = new Date('2027-03-12T15:00:00+05:30')

beforeAll(async () => {
  ;({ payload, dataDir, cleanup } = await freshPayload({ demo: false }))
  ;({ schoolA, schoolB, adminA, editorA, adminB } = await twoSchoolsWithStaff(payload, 'BREACHB'))
}, 120_000)

afterAll(async () => cleanup?.())

describe('a data breach', () => {
  it('is recorded by a school admin for their own school, open, with drafts naming the school and its officer', async () => {
    breach = await payload.create({
      collection: 'breaches',
      data: {
        title: 'Admission list mailed to the wrong parents',
        description: 'The Class 1 waiting list went to the Class 2 parents’ mail group.',
        foundAt: found.toISOString(),
        people: ['pupils', 'parents'],
        peopleCount: 40,
        dataKinds: ['contact', 'children'],
        status: 'open',
        // Another school's, as a form could send it: the school admin's own is kept.
        school: schoolB,
      },
      depth: 0,
      user: adminA,
      overrideAccess: false,
    })
    expect(breach).toMatchObject({ school: schoolA, status: 'open' })

    const drafts = await draftsOf(payload, breach)
    const school = await payload.findByID({ collection: 'schools', id: schoolA, locale: 'all', depth: 0 })
    const name = school.name as unknown as { en: string; ml: string }
    expect(drafts?.people.en).toContain(name.en)
    expect(drafts?.people.ml).toContain(name.ml)
    expect(drafts?.people.en).toContain(`Principal, ${school.email}`)
    expect(drafts?.board.en).toContain('Admission list mailed to the wrong parents')
  })

  it('is read by that school’s admin, each opening logged; never by its editor or another school’s admin', async () => {
    const read = (user: StaffUser) => payload.find({ collection: 'breaches', user, overrideAccess: false })
    expect((await read(adminA)).docs.map((d) => d.id)).toEqual([breach.id])
    await expect(read(editorA)).rejects.toThrow()
    expect((await read(adminB)).totalDocs).toBe(0)
    await expect(
      payload.findByID({ collection: 'breaches', id: breach.id, user: adminB, overrideAccess: false }),
    ).rejects.toThrow()

    await payload.findByID({ collection: 'breaches', id: breach.id, user: adminA, overrideAccess: false })
    const logged = await payload.find({
      collection: 'access-log',
      where: { record: { equals: `breaches #${breach.id}` } },
    })
    expect(logged.docs.map((d) => [d.actor, d.action])).toEqual([[adminA.email, 'open']])
  })

  it('refuses a visitor of the CMS API', async () => {
    const answer = await handleEndpoints({
      config: payload.config,
      payloadInstanceCacheKey: dataDir,
      request: new Request('http://localhost/cms-api/breaches'),
    })
    expect(answer.status).toBe(403)
    expect(JSON.stringify(await answer.json())).not.toContain('Admission list')
  })

  it('is on the dashboard’s list with its clock until closed, and reported once the report’s date is saved', async () => {
    const later = new Date(found.getTime() + 30 * 60 * 60 * 1000)
    const [listed] = await openBreaches(payload, schoolA, later)
    expect(listed).toMatchObject({ id: breach.id, status: 'open', boardTold: false, peopleTold: false })
    expect(listed.clock).toMatchObject({ state: 'running', hoursLeft: 42 })
    expect(await openBreaches(payload, schoolB, later)).toEqual([])

    const reported = await payload.update({
      collection: 'breaches',
      id: breach.id,
      data: { boardToldAt: found.toISOString(), boardReportAt: later.toISOString() },
      user: adminA,
      overrideAccess: false,
    })
    expect(reported.status).toBe('reported')
    expect((await openBreaches(payload, schoolA, later))[0].clock).toMatchObject({ state: 'sent', hoursLeft: 42 })

    await payload.update({
      collection: 'breaches',
      id: breach.id,
      data: { status: 'closed' },
      user: adminA,
      overrideAccess: false,
    })
    expect(await openBreaches(payload, null, later)).toEqual([])
  })
})

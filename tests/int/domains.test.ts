import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { schoolCodeForHost, schoolIdForCode } from '@/lib/site/domains'
import { loadDomainTable } from '@/lib/site/domain-table'

import { freshPayload, secondSchool } from '../helpers/payload'

/** Schools' domains on the real database: how they are written, kept unique, and looked up. */
let payload: Payload
let cleanup: () => Promise<void>
let schoolA: number
let schoolB: number

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  schoolA = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
  schoolB = await secondSchool(payload, 'DOMB')
})
afterAll(() => cleanup())

const messageOf = async (promise: Promise<unknown>) => {
  try {
    await promise
    return null
  } catch (error) {
    const data = (error as { data?: { errors?: { message: string }[] } }).data
    return data?.errors?.map((e) => e.message).join(' ') ?? String(error)
  }
}

describe('school domains', () => {
  it('are stored as bare host names, whatever staff paste', async () => {
    const saved = await payload.update({
      collection: 'schools',
      id: schoolA,
      data: { domains: ['https://WWW.Jyothis.example/', 'jyothis.example:443', 'www.jyothis.example'] },
    })
    expect(saved.domains).toEqual(['www.jyothis.example', 'jyothis.example'])
  })

  it('belong to one school only, and the refusal names the school that has it', async () => {
    const message = await messageOf(
      payload.update({
        collection: 'schools',
        id: schoolB,
        data: { domains: ['school-b.example', 'jyothis.example'] },
      }),
    )
    expect(message).toBe(
      'jyothis.example already belongs to Jyothis Residential School. Each domain serves one school.',
    )
    const after = await payload.findByID({ collection: 'schools', id: schoolB })
    expect(after.domains ?? []).toEqual([])
  })

  it('must be host names', async () => {
    for (const wrong of ['not a host', 'under_score.example', 'intranet']) {
      const message = await messageOf(
        payload.update({ collection: 'schools', id: schoolB, data: { domains: [wrong] } }),
      )
      expect(message).toContain('is not a host name')
    }
  })

  it('decide the school of a request; any other host is SCHOOL_CODE', async () => {
    await payload.update({ collection: 'schools', id: schoolB, data: { domains: ['school-b.example'] } })
    await loadDomainTable(payload)
    expect(schoolCodeForHost('school-b.example')).toBe('DOMB')
    expect(schoolCodeForHost('School-B.Example:8080')).toBe('DOMB')
    expect(schoolCodeForHost('school-b.example.')).toBe('DOMB')
    expect(schoolCodeForHost('www.jyothis.example')).toBe('JRSBKL')
    expect(schoolCodeForHost('elsewhere.example')).toBe('JRSBKL')
    expect(schoolCodeForHost('[::1]:3000')).toBe('JRSBKL')
    expect(schoolCodeForHost(null)).toBe('JRSBKL')
  })

  it('are reloaded when a school is saved', async () => {
    await payload.update({ collection: 'schools', id: schoolB, data: { domains: ['moved.example'] } })
    expect(schoolCodeForHost('moved.example')).toBe('DOMB')
    expect(schoolCodeForHost('school-b.example')).toBe('JRSBKL')
    // The save changed school B's entries only: the other school's stay as they were.
    expect(schoolCodeForHost('jyothis.example')).toBe('JRSBKL')
    expect(schoolIdForCode('DOMB')).toBe(schoolB)
  })

  it('follow a school that is created, renamed or deleted', async () => {
    const created = await payload.update({
      collection: 'schools',
      id: await secondSchool(payload, 'DOMC'),
      data: { domains: ['school-c.example'] },
    })
    expect(schoolCodeForHost('school-c.example')).toBe('DOMC')
    expect(schoolIdForCode('DOMC')).toBe(created.id)
    await payload.update({ collection: 'schools', id: created.id, data: { code: 'DOMD' } })
    expect(schoolCodeForHost('school-c.example')).toBe('DOMD')
    expect(schoolIdForCode('DOMC')).toBeUndefined()
    await payload.delete({ collection: 'schools', id: created.id })
    expect(schoolCodeForHost('school-c.example')).toBe('JRSBKL')
    expect(schoolIdForCode('DOMD')).toBeUndefined()
    expect(schoolCodeForHost('moved.example')).toBe('DOMB')
  })
})

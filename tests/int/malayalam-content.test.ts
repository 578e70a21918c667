import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inLocale, langOf } from '@/lib/content/in-locale'

import { freshPayload } from '../helpers/payload'

/**
 * The office writes Malayalam a little at a time, on the real database: a record is saved in
 * Malayalam with only some of its texts translated, English stays required, and the site shows
 * each missing Malayalam text in English.
 */
let payload: Payload
let cleanup: () => Promise<void>
let school: number

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  school = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
})

afterAll(async () => cleanup?.())

describe('Malayalam a little at a time', () => {
  it('saves a page in Malayalam with its title only: its list rows and facts stay English until written', async () => {
    const about = (
      await payload.find({
        collection: 'pages',
        where: { and: [{ school: { equals: school } }, { route: { equals: 'AboutUs' } }] },
      })
    ).docs[0]
    expect(about.facts?.length).toBeGreaterThan(0)
    await payload.update({ collection: 'pages', id: about.id, locale: 'ml', data: { title: 'ഞങ്ങളെക്കുറിച്ച്' } })

    const all = await payload.findByID({ collection: 'pages', id: about.id, locale: 'all' })
    const shown = inLocale(all, 'ml')
    expect(shown.title).toBe('ഞങ്ങളെക്കുറിച്ച്')
    expect(langOf(shown, 'title')).toBeUndefined()
    expect(shown.facts![0].label).toBe(about.facts![0].label)
    expect(langOf(shown.facts![0], 'label')).toBe('en')
    // English is as it was.
    expect((await payload.findByID({ collection: 'pages', id: about.id })).title).toBe(about.title)
  })

  it('still requires the English title, naming it', async () => {
    await expect(
      payload.create({
        collection: 'news',
        data: { fromDate: '2026-06-01T00:00:00.000Z', school, _status: 'published' } as never,
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'title', message: 'This field is required.' }] } })
  })

  it('saves a news item in Malayalam without a Malayalam title, and keeps its English', async () => {
    const news = await payload.create({
      collection: 'news',
      data: { title: 'Sports day', fromDate: '2026-06-01T00:00:00.000Z', school, _status: 'published' },
    })
    await payload.update({ collection: 'news', id: news.id, locale: 'ml', data: { description: 'കായികദിനം' } })
    const all = await payload.findByID({ collection: 'news', id: news.id, locale: 'all' })
    expect(all.title).toMatchObject({ en: 'Sports day' })
    expect(inLocale(all, 'ml').title).toBe('Sports day')
    expect(inLocale(all, 'ml').description).toBe('കായികദിനം')
  })

  it('asks for the school’s name, town and address together in Malayalam, naming each', async () => {
    await expect(
      payload.update({ collection: 'schools', id: school, locale: 'ml', data: { tagline: 'ഒരു വിദ്യാലയം' } }),
    ).rejects.toMatchObject({
      data: {
        errors: expect.arrayContaining([
          expect.objectContaining({ path: 'name' }),
          expect.objectContaining({ path: 'town' }),
          expect.objectContaining({ path: 'address.line1' }),
        ]),
      },
    })
    const saved = await payload.update({
      collection: 'schools',
      id: school,
      locale: 'ml',
      data: { name: 'ജ്യോതിസ് സ്കൂൾ', town: 'ബേക്കൽ', address: { line1: 'സ്കൂൾ റോഡ്' } },
    })
    expect(saved.name).toBe('ജ്യോതിസ് സ്കൂൾ')
    expect((await payload.findByID({ collection: 'schools', id: school })).name).not.toBe('ജ്യോതിസ് സ്കൂൾ')
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Where } from 'payload'

import { LISTS, whereOf, type ContentList } from '@/lib/content/content-lists'
import { inLocale, langOf } from '@/lib/content/in-locale'

import { oneLanguageSuite } from '../helpers/one-language-suite'
import { freshPayload, secondSchool } from '../helpers/payload'

/**
 * The office writes Malayalam a little at a time, on the real database: a record is saved in
 * Malayalam with only some of its texts translated, and the site shows each missing Malayalam text
 * in English; a record written in Malayalam alone shows in Malayalam on the English pages, marked,
 * and one with a title in neither language is refused (tests/helpers/one-language-suite.ts, which
 * office-postgres.test.ts runs on PostgreSQL).
 */
let payload: Payload
let cleanup: () => Promise<void>
let school: number
// The site's own reads, imported once the throw-away installation is in DATA_DIR: they load the config.
let findPage: typeof import('@/lib/content/listing').findPage
let readActiveAlerts: typeof import('@/collections/Alerts/queries').readActiveAlerts

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  ;({ findPage } = await import('@/lib/content/listing'))
  ;({ readActiveAlerts } = await import('@/collections/Alerts/queries'))
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
    // As an office that has not written them: the profile's Malayalam facts taken away first.
    const unwritten = about.facts!.map((fact) => ({ ...fact, label: null, value: null }))
    await payload.update({ collection: 'pages', id: about.id, locale: 'ml', data: { facts: unwritten } as never })
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

  it('shows a record published from the Malayalam view without English in Malayalam on the English pages, marked', async () => {
    const data = { school, _status: 'published' as const }
    await payload.create({
      collection: 'alerts',
      locale: 'ml',
      data: { ...data, message: 'ഇന്ന് മഴ അവധി', endsAt: new Date(Date.now() + 86_400_000).toISOString() },
    })
    const circular = await payload.create({
      collection: 'circulars',
      locale: 'ml',
      data: { ...data, title: 'അഞ്ചാം ക്ലാസ് ഫീസ്', date: '2026-11-20T00:00:00.000Z', category: 'Fee' },
    })
    await payload.create({
      collection: 'news',
      locale: 'ml',
      data: { ...data, title: 'കായികമേള', fromDate: '2026-11-21T00:00:00.000Z' },
    })
    await payload.create({
      collection: 'events',
      locale: 'ml',
      data: { ...data, title: 'ശാസ്ത്രമേള', date: '2026-11-22T00:00:00.000Z' },
    })

    const alert = (await readActiveAlerts(school, 'en')).find((a) => a.message === 'ഇന്ന് മഴ അവധി')
    expect(alert).toMatchObject({ lang: 'ml' })
    const firstOf = async (list: ContentList, where?: Where) =>
      (
        await findPage<Record<string, unknown>>(list.collection, {
          where: { and: [whereOf(list, school), ...(where ? [where] : [])] },
          sort: list.sort,
          page: 1,
          locale: 'en',
        })
      ).docs[0]
    for (const [list, title] of [
      [LISTS.circulars, 'അഞ്ചാം ക്ലാസ് ഫീസ്'],
      [LISTS.news, 'കായികമേള'],
      [LISTS.events, 'ശാസ്ത്രമേള'],
    ] as const) {
      const first = await firstOf(list)
      expect([first.title, langOf(first, 'title')], list.collection).toEqual([title, 'ml'])
    }
    // The circular's own page reads it by id.
    const page = await firstOf(LISTS.circulars, { id: { equals: circular.id } })
    expect([page.title, langOf(page, 'title')]).toEqual(['അഞ്ചാം ക്ലാസ് ഫീസ്', 'ml'])
    // The Malayalam pages show it as written, unmarked.
    expect((await readActiveAlerts(school, 'ml')).find((a) => a.id === alert!.id)).not.toHaveProperty('lang')
  })

  it('asks for the school’s name, town and address together in Malayalam, naming each', async () => {
    // A school with no Malayalam yet (JRSBKL's profile is seeded in Malayalam too).
    const plain = await secondSchool(payload, 'MLPART')
    await expect(
      payload.update({ collection: 'schools', id: plain, locale: 'ml', data: { tagline: 'ഒരു വിദ്യാലയം' } }),
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
      id: plain,
      locale: 'ml',
      data: { name: 'ജ്യോതിസ് സ്കൂൾ', town: 'ബേക്കൽ', address: { line1: 'സ്കൂൾ റോഡ്' } },
    })
    expect(saved.name).toBe('ജ്യോതിസ് സ്കൂൾ')
    expect((await payload.findByID({ collection: 'schools', id: plain })).name).not.toBe('ജ്യോതിസ് സ്കൂൾ')
  })
})

oneLanguageSuite(() => ({ payload }))

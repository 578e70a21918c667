import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Where } from 'payload'

import { NEITHER_LANGUAGE } from '@/fields/localized'
import { LISTS, whereOf, type ContentList } from '@/lib/content/content-lists'
import { inLocale, langOf } from '@/lib/content/in-locale'

import { freshPayload } from '../helpers/payload'

/**
 * The office writes Malayalam a little at a time, on the real database: a record is saved in
 * Malayalam with only some of its texts translated, and the site shows each missing Malayalam text
 * in English; a record written in Malayalam alone shows in Malayalam on the English pages, marked,
 * and one with a title in neither language is refused.
 */
let payload: Payload
let cleanup: () => Promise<void>
let school: number
// The site's own reads, imported once the throw-away installation is in DATA_DIR: they load the config.
let findPage: typeof import('@/lib/content/listing').findPage
let readActiveAlerts: typeof import('@/lib/queries/alerts').readActiveAlerts

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  ;({ findPage } = await import('@/lib/content/listing'))
  ;({ readActiveAlerts } = await import('@/lib/queries/alerts'))
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

  it('refuses a record with its title in neither language, naming the field, from either language', async () => {
    for (const locale of ['en', 'ml'] as const)
      await expect(
        payload.create({
          collection: 'news',
          locale,
          data: { title: ' ', fromDate: '2026-06-01T00:00:00.000Z', school, _status: 'published' } as never,
        }),
      ).rejects.toMatchObject({ data: { errors: [{ path: 'title', message: NEITHER_LANGUAGE }] } })
  })

  it('refuses an update that empties the only language the text is in, from either language', async () => {
    const news = await payload.create({
      collection: 'news',
      locale: 'ml',
      data: { title: 'വാർഷികം', fromDate: '2026-06-01T00:00:00.000Z', school, _status: 'published' },
    })
    // English stays empty: the Malayalam, stored, is enough.
    await payload.update({ collection: 'news', id: news.id, locale: 'en', data: { description: 'The day' } })
    await expect(
      payload.update({ collection: 'news', id: news.id, locale: 'ml', data: { title: '' } }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'title', message: NEITHER_LANGUAGE }] } })
    await payload.update({ collection: 'news', id: news.id, locale: 'en', data: { title: 'Annual day' } })
    await payload.update({ collection: 'news', id: news.id, locale: 'ml', data: { title: '' } })
    await expect(
      payload.update({ collection: 'news', id: news.id, locale: 'en', data: { title: '' } }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'title', message: NEITHER_LANGUAGE }] } })
  })

  it('finds a row of a list by its id in the other language: a page’s key fact with only Malayalam', async () => {
    const about = (
      await payload.find({
        collection: 'pages',
        locale: 'ml',
        where: { and: [{ school: { equals: school } }, { route: { equals: 'AboutUs' } }] },
      })
    ).docs[0]
    const saved = await payload.update({
      collection: 'pages',
      id: about.id,
      locale: 'ml',
      data: { facts: [{ label: 'കുട്ടികൾ', value: '900' }, ...(about.facts ?? [])] },
    })
    // Saved in English with its rows in another order, the new row's empty English label is
    // accepted: its Malayalam is found by the row's id, not its place.
    const english = await payload.findByID({ collection: 'pages', id: about.id, locale: 'en' })
    expect(english.facts![0].label).toBeFalsy()
    const reordered = await payload.update({
      collection: 'pages',
      id: about.id,
      locale: 'en',
      data: { facts: [...english.facts!].reverse() },
    })
    expect(reordered.facts!.at(-1)!.id).toBe(saved.facts![0].id)
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

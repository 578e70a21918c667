import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { NEITHER_LANGUAGE } from '@/fields/localized'
import { inLocale } from '@/lib/content/in-locale'

/**
 * A text the visitor reads, written in English or in Malayalam, one of them at least
 * (fields/localized.ts requiredInOneLanguage): a save that leaves it empty is refused, naming the
 * field, only when the stored record has none in the other language either, read inside the save's
 * transaction. The same cases on SQLite (malayalam-content.test.ts) and PostgreSQL
 * (office-postgres.test.ts).
 */
export function oneLanguageSuite(context: () => { payload: Payload }) {
  const payload = () => context().payload
  let school: number

  describe('a text in English or in Malayalam, one at least', () => {
    beforeAll(async () => {
      school = (await payload().find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
    })

    it('refuses a record with its title in neither language, naming the field, from either language', async () => {
      for (const locale of ['en', 'ml'] as const)
        await expect(
          payload().create({
            collection: 'news',
            locale,
            data: { title: ' ', fromDate: '2026-06-01T00:00:00.000Z', school, _status: 'published' } as never,
          }),
        ).rejects.toMatchObject({ data: { errors: [{ path: 'title', message: NEITHER_LANGUAGE }] } })
    })

    it('refuses an update that empties the only language the text is in, from either language', async () => {
      const news = await payload().create({
        collection: 'news',
        locale: 'ml',
        data: { title: 'വാർഷികം', fromDate: '2026-06-01T00:00:00.000Z', school, _status: 'published' },
      })
      // English stays empty: the Malayalam, stored, is enough.
      await payload().update({ collection: 'news', id: news.id, locale: 'en', data: { description: 'The day' } })
      await expect(
        payload().update({ collection: 'news', id: news.id, locale: 'ml', data: { title: '' } }),
      ).rejects.toMatchObject({ data: { errors: [{ path: 'title', message: NEITHER_LANGUAGE }] } })
      await payload().update({ collection: 'news', id: news.id, locale: 'en', data: { title: 'Annual day' } })
      await payload().update({ collection: 'news', id: news.id, locale: 'ml', data: { title: '' } })
      await expect(
        payload().update({ collection: 'news', id: news.id, locale: 'en', data: { title: '' } }),
      ).rejects.toMatchObject({ data: { errors: [{ path: 'title', message: NEITHER_LANGUAGE }] } })
    })

    it('finds a row of a list by its id in the other language: a page’s key fact with only Malayalam', async () => {
      const about = (
        await payload().find({
          collection: 'pages',
          locale: 'ml',
          where: { and: [{ school: { equals: school } }, { route: { equals: 'AboutUs' } }] },
        })
      ).docs[0]
      const saved = await payload().update({
        collection: 'pages',
        id: about.id,
        locale: 'ml',
        data: { facts: [{ label: 'കുട്ടികൾ', value: '900' }, ...(about.facts ?? [])] },
      })
      // Saved in English with its rows in another order, the new row's empty English label is
      // accepted: its Malayalam is found by the row's id, not its place.
      const english = await payload().findByID({ collection: 'pages', id: about.id, locale: 'en' })
      expect(english.facts![0].label).toBeFalsy()
      const reordered = await payload().update({
        collection: 'pages',
        id: about.id,
        locale: 'en',
        data: { facts: [...english.facts!].reverse() },
      })
      expect(reordered.facts!.at(-1)!.id).toBe(saved.facts![0].id)
    })

    it('saves a news item in Malayalam without a Malayalam title, and keeps its English', async () => {
      const news = await payload().create({
        collection: 'news',
        data: { title: 'Sports day', fromDate: '2026-06-01T00:00:00.000Z', school, _status: 'published' },
      })
      await payload().update({ collection: 'news', id: news.id, locale: 'ml', data: { description: 'കായികദിനം' } })
      const all = await payload().findByID({ collection: 'news', id: news.id, locale: 'all' })
      expect(all.title).toMatchObject({ en: 'Sports day' })
      expect(inLocale(all, 'ml').title).toBe('Sports day')
      expect(inLocale(all, 'ml').description).toBe('കായികദിനം')
    })
  })
}

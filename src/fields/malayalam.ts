import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { typesWith, type TypeWith } from '@/collections/registry'
import { written } from '@/lib/content/in-locale'

/**
 * Which records still lack their Malayalam text, for the office: a column and a filter in each
 * list ("Malayalam: Missing") and a count on the dashboard. Kept on the record, worked out at
 * every save from the one text that says most whether a record was translated (its title, a
 * message's text, a teacher's designation), since Payload's list filters read one language only.
 */
export const MALAYALAM = { written: 'Written', missing: 'Missing' } as const

export type MalayalamState = keyof typeof MALAYALAM

export const malayalamField = (): Field => ({
  name: 'malayalam',
  label: 'Malayalam',
  type: 'select',
  defaultValue: 'missing',
  index: true,
  options: Object.entries(MALAYALAM).map(([value, label]) => ({ value, label })),
  admin: {
    position: 'sidebar',
    readOnly: true,
    description:
      'Whether this record has its Malayalam text. To write it, save the record, then choose മലയാളം in the Language menu at the top.',
  },
})

/** Sets `malayalam` from the record's Malayalam `source` text, as saved now or as stored before. */
export const trackMalayalam = (source: string): CollectionBeforeChangeHook =>
  async function setMalayalamState({ collection, data, originalDoc, req }) {
    let text: unknown = req.locale === 'ml' ? data[source] : undefined
    if (text === undefined && originalDoc?.id !== undefined) {
      // The read goes through the save's own transaction (req), and Payload's local API sets the
      // language it reads in on that req: the save's own language is put back after it.
      const { locale, fallbackLocale } = req
      const stored = await req.payload
        .findByID({
          collection: collection.slug as 'news',
          id: originalDoc.id,
          locale: 'ml',
          fallbackLocale: false,
          depth: 0,
          draft: true,
          overrideAccess: true,
          req,
          select: { [source]: true },
        })
        .finally(() => Object.assign(req, { locale, fallbackLocale }))
      text = (stored as unknown as Record<string, unknown>)[source]
    }
    return { ...data, malayalam: written(text) ? 'written' : 'missing' }
  }

/**
 * The records the office translates, each with the text that tells whether it has been (each
 * type's malayalamSource, collections/<Type>/descriptor.ts): the rest (a topper's or a birthday's
 * name, a trust member) have no text of their own to translate.
 */
export const MALAYALAM_SOURCE = Object.fromEntries(
  typesWith('malayalamSource').map((type) => [type.slug, type.malayalamSource]),
) as Record<TypeWith<'malayalamSource'>['slug'], string>

export const isTranslated = (slug: unknown): slug is TranslatedCollection =>
  typeof slug === 'string' && Object.hasOwn(MALAYALAM_SOURCE, slug)

export type TranslatedCollection = keyof typeof MALAYALAM_SOURCE

/** A collection whose list shows and filters by `malayalam`, kept from its `source` text. */
export function withMalayalamState(config: CollectionConfig, source: string): CollectionConfig {
  const columns = config.admin?.defaultColumns
  return {
    ...config,
    admin: {
      ...config.admin,
      ...(columns && {
        defaultColumns: [
          ...columns.filter((c) => c !== '_status'),
          'malayalam',
          ...columns.filter((c) => c === '_status'),
        ],
      }),
    },
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), trackMalayalam(source)] },
    fields: [languageNoteField(source), ...config.fields, malayalamField()],
  }
}

/** At the top of the form: the language being written, and which one the `source` text is missing in. */
const languageNoteField = (source: string): Field => ({
  name: 'languageNote',
  type: 'ui',
  admin: {
    components: {
      Field: {
        path: '/components/admin/LanguageNote#LanguageNote',
        clientProps: { source, label: source.toLowerCase() },
      },
    },
  },
})

import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { typesWith, type TypeWith } from '@/collections/registry'
import { englishWords, fingerprint } from '@/lib/content/english-fingerprint'
import { written } from '@/lib/content/in-locale'

/**
 * Which records still lack their Malayalam text, or have English that changed after their
 * Malayalam was written, for the office: a column and a filter in each list, a count on the
 * dashboard and the Translate view (/admin/translate). Kept on the record, worked out at every
 * save, since Payload's list filters read one language only: written or missing by the one text
 * that says most whether a record was translated (its title, a message's text, a teacher's
 * designation); changed by a fingerprint of all its English (lib/content/english-fingerprint.ts)
 * taken when the Malayalam was last saved.
 */
export const MALAYALAM = { written: 'Written', missing: 'Missing', changed: 'English changed' } as const

export type MalayalamState = keyof typeof MALAYALAM

/** The records the Translate view lists: no Malayalam yet, or English changed since it was written. */
export const TO_TRANSLATE: readonly MalayalamState[] = ['missing', 'changed']

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
      'Whether this record has its Malayalam text, and whether its English changed after that was written. To write it, choose Translate in the menu, or മലയാളം in the Language menu at the top.',
  },
})

/** The fingerprint of the English the Malayalam was last saved against. */
const againstField = (): Field => ({
  name: 'malayalamAgainst',
  type: 'text',
  admin: { hidden: true },
})

type Stored = Record<string, unknown> & { malayalamAgainst?: string | null }

const holdsLocalized = (field: Field): boolean =>
  ('localized' in field && field.localized === true) ||
  ('fields' in field && field.fields.some(holdsLocalized)) ||
  ('blocks' in field && field.blocks.some((block) => block.fields.some(holdsLocalized))) ||
  (field.type === 'tabs' && field.tabs.some((tab) => tab.fields.some(holdsLocalized)))

/**
 * The top-level fields that hold a text written per language, at any depth: all a save needs to
 * read to tell the English's fingerprint, and less than the whole record in every language.
 */
export function localizedSelect(fields: Field[]): Record<string, true> {
  const names = (list: Field[]): string[] =>
    list.flatMap((field) => {
      if ('name' in field && field.type !== 'ui') return holdsLocalized(field) ? [field.name] : []
      if (field.type === 'tabs')
        return field.tabs.flatMap((tab) =>
          'name' in tab && tab.name ? (tab.fields.some(holdsLocalized) ? [tab.name] : []) : names(tab.fields),
        )
      return 'fields' in field ? names(field.fields) : []
    })
  return Object.fromEntries(names(fields).map((name) => [name, true]))
}

/** Sets `malayalam` (and `malayalamAgainst`) from the record's Malayalam `source` text and its English. */
export const trackMalayalam = (source: string, select: Record<string, true> = {}): CollectionBeforeChangeHook =>
  async function setMalayalamState({ collection, data, originalDoc, req }) {
    let stored: Stored | null = null
    if (originalDoc?.id !== undefined) {
      // The read goes through the save's own transaction (req), and Payload's local API sets the
      // language it reads in on that req: the save's own language is put back after it.
      const { locale, fallbackLocale } = req
      stored = (await req.payload
        .findByID({
          collection: collection.slug as 'news',
          id: originalDoc.id,
          locale: 'all',
          depth: 0,
          draft: true,
          select: { ...select, [source]: true, malayalamAgainst: true },
          overrideAccess: true,
          req,
        })
        .finally(() => Object.assign(req, { locale, fallbackLocale }))) as unknown as Stored
    }
    const inMalayalam = req.locale === 'ml'
    const storedSource = stored?.[source]
    const text =
      inMalayalam && source in data
        ? data[source]
        : storedSource && typeof storedSource === 'object'
          ? (storedSource as { ml?: unknown }).ml
          : undefined
    if (!written(text)) return { ...data, malayalam: 'missing', malayalamAgainst: null }
    const before = fingerprint(englishWords(stored))
    // A save in Malayalam is the translator's word that it goes with the English as it is now.
    if (inMalayalam || req.locale === 'all') return { ...data, malayalam: 'written', malayalamAgainst: before }
    // Records translated before the fingerprint was kept were translated against their English then.
    const against = stored?.malayalamAgainst || before
    const after = fingerprint(englishWords(stored, data))
    return { ...data, malayalam: after === against ? 'written' : 'changed', malayalamAgainst: against }
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
    hooks: {
      ...config.hooks,
      beforeChange: [...(config.hooks?.beforeChange ?? []), trackMalayalam(source, localizedSelect(config.fields))],
    },
    fields: [languageNoteField(source), ...withEnglishBeside(config.fields), malayalamField(), againstField()],
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

/** Shown under each text the office writes per language, on the Malayalam form: the English beside it. */
const ENGLISH_BESIDE = '/components/admin/translate/EnglishBeside#EnglishBeside'
const WORDS = new Set(['text', 'textarea', 'richText'])

/**
 * The collection's fields with the English shown under each text written per language (a field
 * marked localized, or any text inside a localized group, array or blocks).
 */
function withEnglishBeside(fields: Field[], inLocalized = false): Field[] {
  return fields.map((field): Field => {
    const localized = inLocalized || ('localized' in field && field.localized === true)
    if (WORDS.has(field.type) && localized) {
      const admin = (field.admin ?? {}) as { components?: { afterInput?: unknown[] } }
      return {
        ...field,
        admin: {
          ...admin,
          components: { ...admin.components, afterInput: [...(admin.components?.afterInput ?? []), ENGLISH_BESIDE] },
        },
      } as Field
    }
    if (field.type === 'tabs') {
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withEnglishBeside(tab.fields, localized) })) }
    }
    if (field.type === 'blocks') {
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: withEnglishBeside(block.fields, localized) })),
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return { ...field, fields: withEnglishBeside(field.fields, localized) } as Field
    }
    return field
  })
}

import type { PayloadRequest, TextareaField, TextField } from 'payload'
import { text, textarea } from 'payload/shared'

import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../i18n/locales.mjs'
import { written } from '../lib/content/in-locale'

const OTHER_LANGUAGE_CELL = '/components/admin/OtherLanguageCell#OtherLanguageCell'

/** What the office reads when a text is written in neither language. */
export const NEITHER_LANGUAGE = 'Write this in English or in Malayalam: the site shows the one there is.'

type Args = {
  req: PayloadRequest
  id?: number | string
  collectionSlug?: string
  path: (number | string)[]
  data: Record<string, unknown>
}

/** The stored record in every language, read once per request and record (every such field asks). */
const storedReads = new WeakMap<PayloadRequest, Map<string, Promise<Record<string, unknown> | null>>>()

export function storedInAllLanguages({
  req,
  id,
  collectionSlug,
}: Pick<Args, 'req' | 'id' | 'collectionSlug'>): Promise<Record<string, unknown> | null> {
  if (id === undefined || !collectionSlug) return Promise.resolve(null)
  const reads = storedReads.get(req) ?? new Map<string, Promise<Record<string, unknown> | null>>()
  storedReads.set(req, reads)
  const key = `${collectionSlug}:${id}`
  if (!reads.has(key)) {
    // Through the save's own transaction, on a copy of its request: Payload's local API sets the
    // language it reads in on the request it is given, and the save goes on in its own language.
    const read = req.payload
      .findByID({
        collection: collectionSlug as 'news',
        id,
        locale: 'all',
        depth: 0,
        draft: true,
        overrideAccess: true,
        disableErrors: true,
        req: { ...req } as PayloadRequest,
      })
      .then((doc) => (doc as unknown as Record<string, unknown> | null) ?? null)
    reads.set(key, read)
  }
  return reads.get(key)!
}

/**
 * The field's text as stored in `locale`, following its path; a row of a list or a block is found
 * by its id (rows keep their id in every language), not by its place, which the save may change.
 */
async function storedText(args: Args, locale: Locale): Promise<unknown> {
  let stored: unknown = await storedInAllLanguages(args)
  let saved: unknown = args.data
  for (const segment of args.path) {
    if (typeof segment === 'number' || /^\d+$/.test(segment)) {
      const row = (saved as Record<string, unknown>[] | undefined)?.[Number(segment)]
      saved = row
      stored = Array.isArray(stored) ? stored.find((r) => r && r.id !== undefined && r.id === row?.id) : undefined
    } else {
      saved = (saved as Record<string, unknown> | undefined)?.[segment]
      stored = (stored as Record<string, unknown> | undefined)?.[segment]
    }
  }
  return stored && typeof stored === 'object' ? (stored as Partial<Record<Locale, unknown>>)[locale] : undefined
}

/**
 * A text a visitor reads, kept in English and Malayalam, that every record must have in one of
 * them at least: the office may write a record in Malayalam alone, or in English alone, and the
 * other language's pages show the text there is, marked with its language (lib/content/in-locale.ts).
 * A save that leaves it empty is refused, naming the field, only when the other language has none
 * either (read from the stored record, inside the save's transaction).
 *
 * Only for collections with drafts: Payload keeps their columns nullable. Elsewhere (the school
 * record, faculty, the disclosure) a required column is NOT NULL in each language's row, so
 * those fields stay required in every language the record is saved in.
 */
export function requiredInOneLanguage<F extends TextField | TextareaField>(field: F): F {
  const validate = (field.type === 'textarea' ? textarea : text) as (value: unknown, args: unknown) => string | true
  return {
    ...field,
    required: true,
    localized: true,
    // Payload reads a list in the chosen language only: a record not written in it shows its title in the other.
    admin: { ...field.admin, components: { Cell: OTHER_LANGUAGE_CELL, ...field.admin?.components } },
    validate: async (value: unknown, args: Args) => {
      const own = validate(value, { ...args, required: false })
      if (own !== true || written(value)) return own
      const saving = isLocale(args.req.locale) ? args.req.locale : DEFAULT_LOCALE
      for (const other of LOCALES.filter((l) => l !== saving)) {
        if (written(await storedText(args, other))) return true
      }
      return NEITHER_LANGUAGE
    },
  } as unknown as F
}

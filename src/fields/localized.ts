import type { PayloadRequest, TextareaField, TextField } from 'payload'
import { text, textarea } from 'payload/shared'

import { DEFAULT_LOCALE } from '../i18n/locales.mjs'

const inEnglish = (req: PayloadRequest) => !req.locale || req.locale === DEFAULT_LOCALE

/**
 * A text a visitor reads, kept in English and Malayalam, that every record must have in English,
 * its own language. The Malayalam is written when the office gets to it, so a page can be saved in
 * Malayalam while some rows of its list are still English only (Payload's own `required` would ask
 * for the Malayalam of every row at once; the site shows the English where it is missing).
 *
 * Only for collections with drafts: Payload keeps their columns nullable. Elsewhere (the school
 * record, faculty, the disclosure) a required column is NOT NULL in each language's row, so
 * those fields stay required in every language the record is saved in.
 */
export function requiredInEnglish<F extends TextField | TextareaField>(field: F): F {
  const validate = (field.type === 'textarea' ? textarea : text) as (value: unknown, args: unknown) => string | true
  return {
    ...field,
    required: true,
    localized: true,
    validate: (value: unknown, args: { req: PayloadRequest }) =>
      validate(value, { ...args, required: inEnglish(args.req) }),
  } as unknown as F
}

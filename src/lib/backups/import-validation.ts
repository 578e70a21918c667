import type { CollectionSlug, FlattenedField, PayloadRequest } from 'payload'

/*
 * An imported record is written beneath Payload's hooks (its ids, timestamps and drafts kept as
 * they were), so the validation a save through the admin gets is run here, on the record as
 * stored inside the import's transaction: relations then point at the imported records, and a
 * rule that reads the database (a menu's link to an own page, a domain another school lists)
 * sees them. The fields' own `validate` functions are Payload's and ours, called as Payload's
 * save calls them.
 */

type Data = Record<string, unknown>

/** Why a stored record would be refused by a save, field by field ("title: This field is required."). */
export async function fieldErrors(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string,
  doc: Data,
  options: { draft: boolean },
): Promise<string[]> {
  const config = req.payload.collections[collection].config
  const locales = req.payload.config.localization ? req.payload.config.localization.localeCodes : []
  const defaultLocale = req.payload.config.localization ? req.payload.config.localization.defaultLocale : undefined
  const errors: string[] = []

  const check = async (field: FlattenedField, value: unknown, sibling: Data, path: string, locale?: string) => {
    if ('validate' in field && typeof field.validate === 'function') {
      const localeReq = { ...req, locale: locale ?? defaultLocale } as PayloadRequest
      const result = await (field.validate as (value: unknown, args: Data) => Promise<string | true> | string | true)(
        value,
        {
          ...field,
          // A draft is saved unfinished (Payload validates drafts without their required fields).
          ...(options.draft ? { required: false } : {}),
          id,
          collectionSlug: collection,
          data: doc,
          siblingData: sibling,
          event: 'submit',
          operation: 'create',
          overrideAccess: true,
          path: path.split('.'),
          preferences: { fields: {} },
          previousValue: undefined,
          req: localeReq,
        },
      )
      if (typeof result === 'string')
        errors.push(`${path}${locale && locale !== defaultLocale ? ` (${locale})` : ''}: ${result}`)
    }
    if (value == null) return
    switch (field.type) {
      case 'group':
      case 'tab':
        await walk(field.flattenedFields, value as Data, path, locale)
        break
      case 'array':
        for (const [i, row] of (value as Data[]).entries())
          await walk(field.flattenedFields, row, `${path}.${i}`, locale)
        break
      case 'blocks':
        for (const [i, row] of (value as Data[]).entries()) {
          const block = field.blocks.find((b) => b.slug === row.blockType)
          if (!block)
            errors.push(`${path}.${i}: a block this site does not have (${String(row.blockType).slice(0, 40)})`)
          else await walk(block.flattenedFields, row, `${path}.${i}`, locale)
        }
        break
    }
  }

  const walk = async (fields: FlattenedField[], data: Data, path: string, locale?: string) => {
    if (!data || typeof data !== 'object') return
    for (const field of fields) {
      if (field.type === 'join') continue
      const value = data[field.name]
      const at = path ? `${path}.${field.name}` : field.name
      // A localized field holds each language's value; each is checked as a save in that language.
      const perLocale =
        field.localized && !locale && value && typeof value === 'object' && !Array.isArray(value) && locales.length
      if (perLocale) {
        const byLocale = value as Data
        for (const code of locales) if (code in byLocale) await check(field, byLocale[code], data, at, code)
        if (!(defaultLocale! in byLocale)) await check(field, undefined, data, at, defaultLocale)
      } else await check(field, value, data, at, locale)
    }
  }

  await walk(config.flattenedFields, doc, '')
  return errors
}

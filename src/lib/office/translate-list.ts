import type { Payload, Where } from 'payload'

import { isTranslated, MALAYALAM_SOURCE, TO_TRANSLATE, type TranslatedCollection } from '@/fields/malayalam'
import { DEFAULT_LOCALE } from '@/i18n/locales.mjs'
import { longDateTime } from '@/lib/content/format'
import { isByLanguage } from '@/lib/content/in-locale'
import { CHANGE_MENU_PATH, menuEntriesWithoutMalayalam } from '@/lib/office/menu-office'
import { ownSchoolWhere, pluralLabel } from '@/lib/office/member-scope'
import type { User } from '@/payload-types'

/**
 * What the Translate view (/admin/translate) lists: per list the office translates, the member's
 * school's records with no Malayalam yet or with English changed since the Malayalam was written,
 * each opening its form in Malayalam, where the English stands under each text
 * (components/admin/translate/EnglishBeside.tsx). Read with the member's own access.
 */

/** The records the Translate view lists; the dashboard counts the same. */
export const TO_TRANSLATE_WHERE: Where = { malayalam: { in: [...TO_TRANSLATE] } }

/** How many records of one list the view names; the rest are a link to the list filtered. */
export const LISTED_PER_TYPE = 50

export const TRANSLATE_PATH = '/admin/translate'

/** The Translate view at one list's records (the dashboard's counts lead there). */
export const translateHref = (collection: TranslatedCollection | 'menu') => `${TRANSLATE_PATH}#translate-${collection}`

/** A record's form in Malayalam. */
export const translateRecordHref = (collection: TranslatedCollection, id: number | string) =>
  `/admin/collections/${collection}/${id}?locale=ml`

export type TranslateItem = {
  id: number | string
  /** Its title as the list shows it (English where written). */
  title: string
  /** The English of the text that tells whether it is translated, where that is not the title (a teacher's designation). */
  source: string | null
  state: 'missing' | 'changed'
  updatedAtText: string
  href: string
}

export type TranslateGroup = {
  collection: TranslatedCollection
  label: string
  total: number
  items: TranslateItem[]
  /** The whole list filtered, when it holds more than are named here. */
  moreHref: string | null
}

export type TranslateWork = { groups: TranslateGroup[]; menuEntries: number; menuHref: string }

const english = (value: unknown): string => {
  const text = isByLanguage(value) ? (value[DEFAULT_LOCALE] ?? value.ml) : value
  return typeof text === 'string' ? text.trim() : ''
}

/**
 * One list's records to translate as the member may read them, each in its latest version: a
 * draft's Malayalam counts, as the form the clerk opens shows it. The dashboard's count and the
 * view's list are this one query.
 */
const findToTranslate = (
  payload: Payload,
  user: User,
  collection: TranslatedCollection,
  options: { limit: number; select: Record<string, true> },
) =>
  payload.find({
    collection,
    where: ownSchoolWhere(user, TO_TRANSLATE_WHERE),
    locale: 'all',
    depth: 0,
    draft: true,
    sort: '-updatedAt',
    overrideAccess: false,
    user,
    ...options,
  })

/** How many of one list's records the Translate view lists. */
export const countToTranslate = async (payload: Payload, user: User, collection: TranslatedCollection) =>
  (await findToTranslate(payload, user, collection, { limit: 1, select: { malayalam: true } })).totalDocs

export async function recordsToTranslate(payload: Payload, user: User): Promise<TranslateWork> {
  const groups = await Promise.all(
    // In the order of the admin's navigation, where the office finds them.
    payload.config.collections
      .filter((config) => isTranslated(config.slug))
      .map(async (config): Promise<TranslateGroup> => {
        const collection = config.slug as TranslatedCollection
        const titleField = config.admin.useAsTitle ?? 'id'
        const sourceField = MALAYALAM_SOURCE[collection]
        const { docs, totalDocs } = await findToTranslate(payload, user, collection, {
          limit: LISTED_PER_TYPE,
          select: { [titleField]: true, [sourceField]: true, malayalam: true, updatedAt: true },
        })
        return {
          collection,
          label: pluralLabel(payload, collection),
          total: totalDocs,
          moreHref:
            totalDocs > docs.length
              ? `/admin/collections/${collection}?${new URLSearchParams({ 'where[malayalam][in]': TO_TRANSLATE.join(',') })}`
              : null,
          items: docs.map((doc) => {
            const record = doc as unknown as Record<string, unknown>
            const title = english(record[titleField]) || `#${doc.id}`
            const source = sourceField === titleField ? null : english(record[sourceField]) || null
            return {
              id: doc.id,
              title,
              source,
              state: record.malayalam === 'changed' ? 'changed' : 'missing',
              updatedAtText: longDateTime(String(record.updatedAt)),
              href: translateRecordHref(collection, doc.id),
            }
          }),
        }
      }),
  )
  return {
    groups: groups.filter((group) => group.total > 0),
    menuEntries: await menuEntriesWithoutMalayalam(payload, user),
    menuHref: CHANGE_MENU_PATH,
  }
}

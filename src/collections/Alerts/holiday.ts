import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Field, PayloadRequest } from 'payload'

import { keralaToday } from '@/lib/calendar/month'
import { dayOf, storedDate } from '@/lib/calendar/occurrences'
import { isByLanguage } from '@/lib/content/in-locale'
import type { Alert } from '@/payload-types'

/**
 * "Also mark as a holiday in the calendar" on an urgent alert (issue 51): a rain holiday announced
 * at 6 a.m. is both an alert on every page and a day with no school in the calendar, so home's
 * "Is there school tomorrow?" and the feeds parents subscribe to say it too. Publishing the alert
 * writes (or rewrites) one holiday entry for its days, from the first day of the holiday to the
 * day the alert ends; unticking it, or deleting the alert, removes that entry.
 */
export const HOLIDAY_BEFORE_START = 'The first day of the holiday is after the day the alert ends.'

type Sibling = { holiday?: boolean | null; endsAt?: string | null }

export const holidayFields: Field[] = [
  {
    name: 'holiday',
    label: 'Also mark as a holiday in the calendar',
    type: 'checkbox',
    admin: {
      description:
        'For a closure: the days up to the end time become a holiday for the whole school in the School Calendar, and home answers “Is there school tomorrow?” with it.',
    },
  },
  {
    name: 'holidayFrom',
    label: 'First day of the holiday',
    type: 'date',
    defaultValue: () => storedDate(keralaToday()),
    admin: {
      condition: (_: unknown, sibling: Sibling) => sibling?.holiday === true,
      description: 'Today, unless the closure is announced the day before. It lasts until the day the alert ends.',
    },
    validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => {
      if (siblingData?.holiday !== true) return true
      const [first, last] = [dayOf(value as string | null), dayOf(siblingData.endsAt)]
      return first && last && first > last ? HOLIDAY_BEFORE_START : true
    },
  },
  // The entry's number, not a relationship: the entry is removed while versions of the alert that
  // named it are kept, which a foreign key would refuse.
  { name: 'holidayEntry', type: 'number', admin: { hidden: true } },
]

const schoolOf = (doc: Alert) => (typeof doc.school === 'object' ? doc.school?.id : doc.school)

async function removeEntry(req: PayloadRequest, id: number | null | undefined) {
  if (!id) return
  // Gone already (the office deleted the entry itself): nothing to remove.
  await req.payload.delete({ collection: 'events', where: { id: { equals: id } }, overrideAccess: true, req })
}

/** The alert's message in each language it is written in. */
async function messages(req: PayloadRequest, id: number): Promise<{ en?: string; ml?: string }> {
  const all = await req.payload.findByID({
    collection: 'alerts',
    id,
    locale: 'all',
    depth: 0,
    select: { message: true },
    overrideAccess: true,
    req,
  })
  const message = all.message as unknown
  return isByLanguage(message) ? (message as { en?: string; ml?: string }) : { en: String(message ?? '') }
}

export const markAlertHoliday: CollectionAfterChangeHook<Alert> = async ({ doc, req, context }) => {
  if (context.alertHoliday) return doc
  const existing = doc.holidayEntry
  const wanted = doc.holiday === true && doc._status === 'published'
  if (!wanted) {
    if (existing && doc._status === 'published') {
      await removeEntry(req, existing)
      await req.payload.update({
        collection: 'alerts',
        id: doc.id,
        data: { holidayEntry: null },
        overrideAccess: true,
        context: { alertHoliday: true },
        req,
      })
    }
    return doc
  }
  const last = dayOf(doc.endsAt) ?? keralaToday()
  const first = dayOf(doc.holidayFrom) ?? keralaToday()
  const { en, ml } = await messages(req, doc.id)
  // Written in the alert's languages: the first one it has, then the other where it has it.
  const [firstLocale, otherLocale] = en ? (['en', 'ml'] as const) : (['ml', 'en'] as const)
  const texts = { en, ml }
  const data = {
    school: schoolOf(doc),
    title: texts[firstLocale] ?? '',
    category: 'holiday' as const,
    date: storedDate(first < last ? first : last),
    endDate: first < last ? storedDate(last) : null,
    classes: [],
    recurrence: '',
    _status: 'published' as const,
  }
  const save = { overrideAccess: true, context: { alertHoliday: true }, req } as const
  const entry = existing
    ? await req.payload
        .update({ collection: 'events', id: existing, data, locale: firstLocale, ...save })
        .catch(() => req.payload.create({ collection: 'events', data, locale: firstLocale, ...save }))
    : await req.payload.create({ collection: 'events', data, locale: firstLocale, ...save })
  if (texts[otherLocale])
    await req.payload.update({
      collection: 'events',
      id: entry.id,
      data: { title: texts[otherLocale] },
      locale: otherLocale,
      ...save,
    })
  if (entry.id !== existing)
    await req.payload.update({ collection: 'alerts', id: doc.id, data: { holidayEntry: entry.id }, ...save })
  return doc
}

export const removeAlertHoliday: CollectionAfterDeleteHook<Alert> = async ({ doc, req }) => {
  await removeEntry(req, doc.holidayEntry)
  return doc
}

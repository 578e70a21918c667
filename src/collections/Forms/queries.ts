import type { FormField } from '@/forms/office-form'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'
import { otherLocale, type Locale } from '@/i18n/locales.mjs'
import { officeFormNotice } from '@/i18n/privacy-text'
import { PAGE_SLUG_PATTERN } from '@/lib/content/custom-pages'
import { longDayAndTime } from '@/lib/content/format'
import { payloadClient } from '@/lib/platform/payload'
import { schoolTag } from '@/lib/platform/cache'
import { grievanceContact, type GrievanceContact } from '@/lib/privacy/grievance'
import { cachedQuery } from '@/lib/queries/cached-query'
import { relationId } from '@/lib/platform/relation'
import { siteReads } from '@/lib/preview/session'
import { formWindowRefusal } from '@/lib/submissions/office-form'

import { type StoredForm, takenPlaces } from './on-file'
import { formFields, wordsIn } from './read'

export type { StoredForm } from './on-file'

/** A published form of the school by its address (a draft, too, for staff previewing); null for none. */
export async function findForm(school: number, slug: string, { published = false } = {}): Promise<StoredForm | null> {
  if (!PAGE_SLUG_PATTERN.test(slug)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'forms',
    where: { and: [{ school: { equals: school } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    ...(published ? { overrideAccess: false, locale: 'all' } : siteReads()),
  })
  return (docs[0] as unknown as StoredForm | undefined) ?? null
}

/** A form by its number, as published (the Form block of an own page names it so). */
export async function findFormById(id: number | string): Promise<StoredForm | null> {
  const payload = await payloadClient()
  const doc = await payload
    .findByID({ collection: 'forms', id, depth: 0, disableErrors: true, ...siteReads() })
    .catch(() => null)
  return (doc as unknown as StoredForm | null) ?? null
}

/** What a form's page shows in one language: its words, its questions, and whether it takes replies now. */
export type FormView = {
  id: number
  slug: string
  title: string
  /** The title's language where it is not the page's (written in the other language only). */
  titleLang?: Locale
  intro: string
  fields: FormField[]
  /** Why it takes no reply now (not yet open, closed, full), with the date; none while it does. */
  refusal?: string
  /** "Open until …", for a form with a closing time. */
  closes?: string
  /** "3 places left", for a form with a limit. */
  left?: string
  notice: string
  /** Whom to ask about one's data, under the form (the school's grievance officer). */
  contact?: GrievanceContact
}

export async function formView(form: StoredForm, locale: Locale, now = new Date()): Promise<FormView> {
  const say = OFFICE_FORM_MESSAGES[locale]
  const payload = await payloadClient()
  const [taken, school] = await Promise.all([
    takenPlaces(payload, form.id),
    payload.findByID({
      collection: 'schools',
      id: relationId(form.school) as number,
      depth: 0,
      locale,
      select: { email: true, phone: true, grievanceOfficer: true },
      overrideAccess: true,
      disableErrors: true,
    }),
  ])
  const fields = formFields(form.fields ?? [], locale, taken.slots, !!form.aboutAChild)
  const slot = fields.find((f) => f.kind === 'slot')
  const left = form.limit ? Math.max(0, form.limit - taken.total) : undefined
  const full = left === 0 || (slot?.slots != null && slot.slots.every((s) => s.left === 0))
  const windowRefusal = formWindowRefusal(form, locale, now)
  return {
    id: form.id,
    slug: form.slug,
    title: wordsIn(form.title, locale),
    titleLang: typeof form.title === 'object' && form.title && !form.title[locale] ? otherLocale(locale) : undefined,
    intro: wordsIn(form.intro, locale),
    fields,
    refusal: windowRefusal ?? (full ? say.isFull : undefined),
    closes: form.closesAt ? say.closesAt(longDayAndTime(form.closesAt, locale)) : undefined,
    left: left != null && left > 0 ? say.placesLeft(left) : undefined,
    notice: officeFormNotice(form, locale),
    contact: school ? grievanceContact(school, locale) : undefined,
  }
}

/**
 * A form's view for an own page's Form block. The page around it is cached like every page, so
 * the view is kept a minute at most (and the page with it): the places left and the form's
 * opening and closing follow within that minute. A reply for a place taken meanwhile is told so
 * by the server, with the rest of its answers kept.
 */
export const getFormView = cachedQuery(
  'form-view',
  async (school: number, id: number, locale: Locale): Promise<FormView | null> => {
    const form = await findFormById(id)
    return form && relationId(form.school) === school ? formView(form, locale) : null
  },
  (school) => [schoolTag(school)],
  60,
)

import type { Payload } from 'payload'

import { DEFAULT_FORM_RETENTION_MONTHS } from '@/forms/privacy'
import { LOCALES, type Locale } from '@/i18n/locales.mjs'
import { officeFormNotice } from '@/i18n/privacy-text'
import { relationId } from '@/lib/platform/relation'
import { formNoticeVersion } from '@/lib/privacy/notice-versions'
import type { FormOnFile } from '@/lib/submissions/office-form'
import type { Form } from '@/payload-types'

import { formFields, type StoredQuestion, type Words, wordsIn } from './read'

/**
 * What a reply to a form meets on the server: the places already taken, and the form as its store
 * needs it. Given the Payload client rather than finding it, so tests can call them directly.
 */

/** A form as stored, every text in each language (read with locale 'all'). */
export type StoredForm = Omit<Form, 'title' | 'intro' | 'confirmation' | 'privacyNotice' | 'fields'> & {
  title: Words
  intro?: Words
  confirmation?: Words
  privacyNotice?: Words
  fields: StoredQuestion[]
}

/** How many places each time has taken, and how many of the form's limit, by replies not cancelled. */
export async function takenPlaces(payload: Payload, form: number) {
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: {
      and: [{ form: { equals: form } }, { or: [{ place: { exists: true } }, { limitPlace: { exists: true } }] }],
    },
    select: { slot: true, place: true, limitPlace: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const slots: Record<string, number> = {}
  let total = 0
  for (const d of docs) {
    if (d.slot && d.place != null) slots[d.slot] = (slots[d.slot] ?? 0) + 1
    if (d.limitPlace != null) total += 1
  }
  return { slots, total }
}

/** The form as the store needs it when a reply comes: its questions in the reply's language and its notice version. */
export async function formOnFile(payload: Payload, form: StoredForm, locale: Locale): Promise<FormOnFile> {
  const school = relationId(form.school)
  if (typeof school !== 'number') throw new Error(`form ${form.id} has no school`)
  const months = form.retentionMonths || DEFAULT_FORM_RETENTION_MONTHS
  const texts = Object.fromEntries(LOCALES.map((l) => [l, officeFormNotice(form, l)])) as Record<Locale, string>
  const noticeVersion = await formNoticeVersion(payload, school, {
    id: form.id,
    title: wordsIn(form.title, 'en'),
    texts,
    months,
  })
  return {
    id: form.id,
    school,
    fields: formFields(form.fields ?? [], locale, {}, !!form.aboutAChild),
    opensAt: form.opensAt,
    closesAt: form.closesAt,
    limit: form.limit,
    onePer: form.onePer,
    version: form.updatedAt,
    noticeVersion,
  }
}

import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { formRetentionMonths, OFFICE_FORM_NOTICES, PRIVACY_FORMS, type PrivacyForm } from '@/forms/privacy'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales.mjs'
import { privacyText } from '@/i18n/privacy-text'
import { inLocale, STORED_LOCALE } from '@/lib/content/in-locale'
import type { School } from '@/payload-types'

type Texts = Record<Locale, string>
type Stored = { id: number; version: number; text?: Partial<Texts> | null; retentionMonths?: number | null }

const FORMS = Object.keys(PRIVACY_FORMS) as PrivacyForm[]

/** The privacy form whose notice an inbox's submissions are sent under. */
export const privacyFormOf = (inbox: string): PrivacyForm | undefined =>
  FORMS.find((form) => PRIVACY_FORMS[form].inbox === inbox)

/** What a form's notice says now in each language, as a visitor of that language reads it. */
const textsOf = (school: School, form: PrivacyForm): Texts =>
  Object.fromEntries(LOCALES.map((l) => [l, privacyText(inLocale(school, l), form, l).text])) as Texts

/** Which notice: one of the site's own forms, or a form the school built (by its number). */
type Notice = { form: NoticeForm; officeForm: number; title: string }
type NoticeForm = PrivacyForm | typeof OFFICE_FORM_NOTICES

const siteForm = (form: PrivacyForm): Notice => ({ form, officeForm: 0, title: PRIVACY_FORMS[form].label })

async function latest(payload: Payload, school: number, notice: Notice, req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'notice-versions',
    where: {
      and: [
        { school: { equals: school } },
        { form: { equals: notice.form } },
        { officeForm: { equals: notice.officeForm } },
      ],
    },
    sort: '-version',
    limit: 1,
    depth: 0,
    locale: STORED_LOCALE,
    select: { version: true, text: true, retentionMonths: true },
    req,
  })
  return docs[0] as Stored | undefined
}

const sameNotice = (stored: Stored, texts: Texts, months: number | null) =>
  (stored.retentionMonths ?? null) === months && LOCALES.every((l) => (stored.text?.[l] ?? '') === texts[l])

/** A new version, its text in every language at once: nobody reads it with one language only. */
async function create(
  payload: Payload,
  school: number,
  notice: Notice,
  version: number,
  texts: Texts,
  months: number | null,
  given?: Partial<PayloadRequest>,
): Promise<number> {
  const req = given?.payload ? (given as PayloadRequest) : await createLocalReq({}, payload)
  const owns = await initTransaction(req)
  try {
    const doc = await payload.create({
      collection: 'notice-versions',
      data: {
        title: `${notice.title}, version ${version}`,
        form: notice.form,
        officeForm: notice.officeForm,
        version,
        text: texts[DEFAULT_LOCALE],
        retentionMonths: months,
        school,
      },
      locale: DEFAULT_LOCALE,
      depth: 0,
      req,
    })
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE))
      await payload.update({
        collection: 'notice-versions',
        id: doc.id,
        data: { text: texts[locale] },
        locale,
        depth: 0,
        req,
      })
    if (owns) await commitTransaction(req)
    return doc.id
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}

/**
 * The version of each form's notice that visitors are shown now, made when a notice has none yet
 * (a school's notices as they stood become version 1) or its words in either language, or its
 * retention period, changed since the last one. Two submissions racing to make the same version
 * meet at the unique (school, form, version) index; the second takes the first one's.
 */
export async function recordNoticeVersions(
  payload: Payload,
  schoolId: number,
  forms: readonly PrivacyForm[] = FORMS,
  req?: Partial<PayloadRequest>,
): Promise<Partial<Record<PrivacyForm, number>>> {
  const school = (await payload.findByID({
    collection: 'schools',
    id: schoolId,
    depth: 0,
    locale: STORED_LOCALE,
    select: { privacyNotices: true, retention: true, email: true },
    req,
  })) as School
  const ids: Partial<Record<PrivacyForm, number>> = {}
  for (const form of forms) {
    const texts = textsOf(school, form)
    const months = formRetentionMonths(school, form) ?? null
    ids[form] = await noticeVersion(payload, schoolId, siteForm(form), texts, months, req)
  }
  return ids
}

/** The version of one notice with these words and period: the last one, or a new one when they changed. */
async function noticeVersion(
  payload: Payload,
  school: number,
  notice: Notice,
  texts: Texts,
  months: number | null,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const last = await latest(payload, school, notice, req)
  if (last && sameNotice(last, texts, months)) return last.id
  try {
    return await create(payload, school, notice, (last?.version ?? 0) + 1, texts, months, req)
  } catch (error) {
    const made = await latest(payload, school, notice, req)
    if (!made || !sameNotice(made, texts, months)) throw error
    return made.id
  }
}

/**
 * The notice version a reply to a form the school built is sent under: the words its page shows
 * in each language (officeFormNotice) and the form's own retention period.
 */
export async function formNoticeVersion(
  payload: Payload,
  school: number,
  form: { id: number; title: string; texts: Texts; months: number },
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const notice: Notice = { form: OFFICE_FORM_NOTICES, officeForm: form.id, title: `“${form.title}”` }
  return noticeVersion(payload, school, notice, form.texts, form.months, req)
}

/** The notice version a submission of `form` to the school is sent under now. */
export async function currentNoticeVersion(
  payload: Payload,
  schoolId: number,
  form: PrivacyForm,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const ids = await recordNoticeVersions(payload, schoolId, [form], req)
  return ids[form] as number
}

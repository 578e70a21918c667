import type { Payload, PayloadRequest } from 'payload'

import {
  type Answer,
  type Checked,
  FILE_TYPES,
  type FileType,
  type FormField,
  fieldName,
  type SlotChoice,
} from '@/forms/office-form'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'
import { fileKindOf } from '@/forms/file-kind'
import type { Locale } from '@/i18n/locales.mjs'

import { BadRequest } from './bad-request'
import { refusedFile } from './career'
import { storedKey, storeOnceByKey } from './submission-store'
import { inPlaceTransaction } from './in-place-transaction'
import { freePlace } from './places'
import { removeStoredFile } from '../files/object-store'
import { normaliseEmail } from '../privacy/person-data'
import { longDayAndTime } from '../content/format'
import type { Sent } from './submissions'

/** What the store needs of the form as it stood when the reply was sent. */
export type FormOnFile = {
  id: number
  school: number
  fields: FormField[]
  opensAt?: string | null
  closesAt?: string | null
  limit?: number | null
  onePer?: 'email' | 'phone' | null
  version: string
  noticeVersion?: number
}

export type SentFile = { field: string; name: string; bytes: Uint8Array }

/** Why the form takes no reply now (not yet open, closed), in the visitor's language; none while it is open. */
export function formWindowRefusal(form: Pick<FormOnFile, 'opensAt' | 'closesAt'>, locale: Locale, now = new Date()) {
  const say = OFFICE_FORM_MESSAGES[locale]
  if (form.opensAt && now < new Date(form.opensAt)) return say.notOpen(longDayAndTime(form.opensAt, locale))
  if (form.closesAt && now > new Date(form.closesAt)) return say.closed(longDayAndTime(form.closesAt, locale))
  return undefined
}

/** The places already held of this form's time `slot`, or of its limit (`slot` undefined). */
async function heldPlaces(payload: Payload, form: number, slot: string | undefined, req: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: {
      and: [
        { form: { equals: form } },
        ...(slot ? [{ slot: { equals: slot } }, { place: { exists: true } }] : [{ limitPlace: { exists: true } }]),
      ],
    },
    select: { place: true, limitPlace: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((d) => (slot ? d.place : d.limitPlace))
}

/** The one-a-person key of a reply: its e-mail address or its mobile number, as the form takes one each. */
export function onceKeyOf(form: Pick<FormOnFile, 'onePer'>, answers: readonly Answer[]): string | undefined {
  if (!form.onePer) return undefined
  const answer = answers.find((a) => a.kind === form.onePer)
  const value = typeof answer?.value === 'string' ? answer.value : ''
  return value ? (form.onePer === 'email' ? normaliseEmail(value) : value) : undefined
}

/**
 * Stores a reply to an office-built form whole or not at all: its files and its record in one
 * transaction, with the places it takes. A place is a number from 1 to the time's (or the
 * form's) capacity, and no two replies can hold the same one (the collection's unique indexes),
 * so however many replies race for the last place, one gets it and the others are told it is
 * gone; a reply that lost a race for a place while others were still free tries again for one of
 * those. The same key twice (a double click) stores once.
 */
export async function storeFormReply(
  payload: Payload,
  form: FormOnFile,
  checked: Checked,
  files: SentFile[],
  { key, language }: Sent,
): Promise<{ id: number | string; duplicate: boolean }> {
  const say = OFFICE_FORM_MESSAGES[language]
  const closed = formWindowRefusal(form, language)
  if (closed) throw new BadRequest(closed)
  const kinds = files.map((file) => checkFileKind(form, file, language))
  const onceKey = onceKeyOf(form, checked.answers)
  const slotField = form.fields.find((f) => f.kind === 'slot')
  const slotAnswer = slotField && checked.answers.find((a) => a.field === slotField.id)
  const slot = slotAnswer && slotField.slots?.find((s) => s.id === slotAnswer.value)
  const stored: string[] = []
  const write = () =>
    inPlaceTransaction(payload, async (req) => {
      stored.length = 0
      if (onceKey) {
        const { totalDocs } = await payload.count({
          collection: 'form-submissions',
          where: { and: [{ form: { equals: form.id } }, { onceKey: { equals: onceKey } }] },
          overrideAccess: true,
          req,
        })
        if (totalDocs) throw new BadRequest(say.sentBefore[form.onePer!])
      }
      let limitPlace: number | null = null
      if (form.limit) {
        limitPlace = freePlace(await heldPlaces(payload, form.id, undefined, req), form.limit)
        if (limitPlace == null) throw new BadRequest(say.full)
      }
      const place = slot && slotField ? await slotPlace(payload, form.id, slotField, slot, language, req) : null
      const fileIds: number[] = []
      for (const [i, file] of files.entries()) {
        const kind = kinds[i]
        const doc = await payload
          .create({
            collection: 'private-files',
            data: { school: form.school },
            file: {
              data: Buffer.from(file.bytes),
              mimetype: FILE_TYPES[kind].mime,
              name: `reply-${key.slice(0, 8)}-${i + 1}.${kind === 'jpeg' ? 'jpg' : kind}`,
              size: file.bytes.length,
            },
            overrideAccess: true,
            req,
          })
          .catch((error: unknown) => {
            // Payload's own check of the file's content (a broken PDF): the visitor's file, not our failure.
            throw refusedFile(error) ? fileRefusal(form, file.field, language) : error
          })
        if (doc.filename) stored.push(doc.filename)
        fileIds.push(doc.id)
      }
      const email = checked.answers.find((a) => a.kind === 'email')?.value
      const phone = checked.answers.find((a) => a.kind === 'phone')?.value
      const summary = checked.answers.find((a) => a.kind === 'text')?.text ?? (typeof email === 'string' ? email : '')
      const doc = await payload.create({
        collection: 'form-submissions',
        data: {
          form: form.id,
          school: form.school,
          submissionKey: storedKey(form.school, key),
          status: 'new',
          summary: summary.slice(0, 200),
          answers: checked.answers,
          email: typeof email === 'string' ? email : undefined,
          phone: typeof phone === 'string' ? phone : undefined,
          files: fileIds,
          slot: slot?.id,
          slotLabel: slot?.label,
          place,
          limitPlace,
          onceKey,
          formVersion: form.version,
          noticeVersion: form.noticeVersion,
          language,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      return { id: doc.id, duplicate: false }
    })
  return storeOnceByKey<{ id: number | string; duplicate: boolean }>(
    payload,
    { collection: 'form-submissions', school: form.school, key },
    () =>
      write().catch(async (error: unknown) => {
        // The transaction is rolled back; the files were written before their records, so they go by hand.
        await Promise.allSettled(stored.map((name) => removeStoredFile('private-files', name)))
        throw error
      }),
    async (id) => ({ id, duplicate: true }),
  )
}

/** A free place of the time, or the refusal that names the question: the time was taken meanwhile. */
async function slotPlace(
  payload: Payload,
  form: number,
  field: FormField,
  slot: SlotChoice,
  language: Locale,
  req: PayloadRequest,
) {
  const place = freePlace(await heldPlaces(payload, form, slot.id, req), slot.places)
  if (place != null) return place
  const message = OFFICE_FORM_MESSAGES[language].slotTaken(field.label)
  throw new BadRequest(message, { [fieldName(field)]: message })
}

/** A reply its sender cancels (the link in their mail): kept for the office, its places given back. */
export async function cancelReply(payload: Payload, id: number) {
  await payload.update({
    collection: 'form-submissions',
    id,
    data: { status: 'cancelled', cancelledAt: new Date().toISOString(), place: null, limitPlace: null, onceKey: null },
    overrideAccess: true,
    depth: 0,
  })
}

/** Moves a reply to another time while one is free there; its old place is free again. */
export async function changeReplySlot(
  payload: Payload,
  id: number,
  form: FormOnFile,
  slotId: string,
  language: Locale,
) {
  const field = form.fields.find((f) => f.kind === 'slot')
  const slot = field?.slots?.find((s) => s.id === slotId)
  if (!field || !slot) throw new BadRequest(OFFICE_FORM_MESSAGES[language].choice(field?.label ?? ''))
  return inPlaceTransaction(payload, async (req) => {
    const place = await slotPlace(payload, form.id, field, slot, language, req)
    await payload.update({
      collection: 'form-submissions',
      id,
      data: { slot: slot.id, slotLabel: slot.label, place },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return slot.label
  })
}

const allowedTypes = (field: FormField | undefined) => (field?.types?.length ? field.types : (['pdf'] as FileType[]))

/** The refusal of a file its question does not take, under that question. */
function fileRefusal(form: FormOnFile, fieldId: string, language: Locale): BadRequest {
  const field = form.fields.find((f) => f.id === fieldId)
  const message = OFFICE_FORM_MESSAGES[language].fileType(
    field?.label ?? '',
    allowedTypes(field)
      .map((t) => FILE_TYPES[t].name)
      .join(', '),
  )
  return new BadRequest(message, field ? { [fieldName(field)]: message } : undefined)
}

/** The file's own bytes must be a kind the question takes, whatever its name says. */
function checkFileKind(form: FormOnFile, file: SentFile, language: Locale): FileType {
  const kind = fileKindOf(file.bytes)
  if (kind && allowedTypes(form.fields.find((f) => f.id === file.field)).includes(kind)) return kind
  throw fileRefusal(form, file.field, language)
}

'use server'

import { refresh } from 'next/cache'

import { formOnFile } from '@/collections/Forms/on-file'
import { findForm } from '@/collections/Forms/queries'
import { wordsIn } from '@/collections/Forms/read'
import { checkAnswers, officeFormSchema, rawAnswers, type Checked } from '@/forms/office-form'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'

import { type ActionState, formAction } from './form-action'
import { BadRequest } from './bad-request'
import { cancelReply, changeReplySlot, formWindowRefusal, storeFormReply, type SentFile } from './office-form'
import { verifyReplyToken } from './reply-link'
import { requestLocale } from '@/i18n/request-locale'
import { requestSchool } from '../site/school'
import { relationId } from '../platform/relation'
import { payloadClient } from '../platform/payload'

type Reply = { checked: Checked; files: SentFile[] }

/**
 * A reply to the form the school built at /forms/{slug}, by its page or an own page's Form block:
 * the shared path of every form (form-action.ts), with the form's own questions, checked in the
 * page's language, and stored with its places (office-form.ts). The page is drawn again after
 * every reply, so a time just taken leaves its list.
 */
export async function submitFormReply(slug: string, previous: ActionState, form: FormData): Promise<ActionState> {
  const answer = await formAction<ReturnType<typeof officeFormSchema>, Reply>({
    kind: 'office-form',
    handle: async (school, locale) => {
      const say = OFFICE_FORM_MESSAGES[locale]
      const stored = await findForm(school.id, slug, { published: true })
      if (!stored) return say.gone
      const onFile = await formOnFile(await payloadClient(), stored, locale)
      const closed = formWindowRefusal(onFile, locale)
      if (closed) return closed
      return {
        success: wordsIn(stored.confirmation, locale) || say.received,
        schema: officeFormSchema(onFile.fields, locale),
        read: (data) => rawAnswers(onFile.fields, data),
        prepare: async (raw) => {
          const checked = checkAnswers(onFile.fields, raw, locale)
          const files = await Promise.all(
            checked.files.map(async ({ field, file }) => ({
              field,
              name: file.name,
              bytes: new Uint8Array(await (file as File).arrayBuffer()),
            })),
          )
          return { checked, files }
        },
        store: async (_school, { checked, files }, sent) =>
          storeFormReply(await payloadClient(), onFile, checked, files, sent),
      }
    },
  })(previous, form)
  // The page is drawn again with the answer: places taken (by this reply or a faster one) leave its lists.
  refresh()
  return answer
}

/** The reply a confirmation mail's link names, with its form, when the link is genuine and the form the school's. */
async function linkedReply(token: string, slug: string) {
  const id = verifyReplyToken(token)
  const school = await requestSchool()
  if (id == null || !school) return null
  const payload = await payloadClient()
  const reply = await payload
    .findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  const form = await findForm(school.id, slug, { published: true })
  if (!reply || !form || relationId(reply.form) !== form.id) return null
  return { payload, reply, form }
}

/** "Cancel my reply", from the link in the confirmation mail: the reply stays for the office, its places go back. */
export async function cancelFormReply(slug: string, token: string): Promise<void> {
  const found = await linkedReply(token, slug)
  if (found && found.reply.status !== 'cancelled') await cancelReply(found.payload, found.reply.id)
  refresh()
}

/** "Change the time", from the same link: to a time still free, while the form is open. */
export async function changeFormReplyTime(slug: string, token: string, data: FormData): Promise<void> {
  const found = await linkedReply(token, slug)
  const locale = await requestLocale()
  const slot = data.get('slot')
  if (found && found.reply.status !== 'cancelled' && typeof slot === 'string') {
    const onFile = await formOnFile(found.payload, found.form, locale)
    if (!formWindowRefusal(onFile, locale))
      await changeReplySlot(found.payload, found.reply.id, onFile, slot, locale).catch((error: unknown) => {
        // Taken meanwhile: the page shows the times still free.
        if (!(error instanceof BadRequest)) throw error
      })
  }
  refresh()
}

import type { CollectionAfterChangeHook, Payload } from 'payload'
import { z } from 'zod'

import type { Answer } from '@/forms/office-form'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'
import { localeOf } from '@/i18n/locales.mjs'
import { afterCommit } from '@/lib/platform/after-commit'
import { env } from '@/lib/platform/env'
import { logFailure } from '@/lib/platform/log'
import { sendMail } from '@/lib/platform/mail'
import { relationId } from '@/lib/platform/relation'
import { replyPath } from '@/lib/submissions/reply-link'
import { absoluteUrl, siteBase } from '@/lib/site/site-origin'

import { wordsIn, type Words } from '../Forms/read'

type Reply = {
  id: number
  school: unknown
  form: unknown
  summary?: string | null
  email?: string | null
  slotLabel?: string | null
  language?: string | null
  answers?: Answer[] | null
}

type FormOfReply = {
  id: number
  slug: string
  title: Words
  confirmation?: Words
  mailConfirmation?: boolean | null
  notify?: unknown[] | null
}

/** An admin page at SERVER_URL; without it the path, which a mail shows as text. */
const adminLink = (path: string) => (env.serverUrl ? absoluteUrl(path, env.serverUrl) : path)

/**
 * A page of the school's site at its own address (never the address a request came to, which its
 * sender writes), else SERVER_URL; without either, the path.
 */
async function siteLink(payload: Payload, school: unknown, path: string) {
  const id = relationId(school)
  const record =
    typeof id === 'number'
      ? await payload.findByID({ collection: 'schools', id, depth: 0, select: { domains: true }, overrideAccess: true })
      : null
  const base = record ? siteBase(record) : null
  return base ? new URL(path, base).href : path
}

/** Whom the office told of new replies: the staff the form names, else the office's address. */
async function officeAddresses(payload: Payload, form: FormOfReply): Promise<string[]> {
  const ids = (form.notify ?? []).map(relationId).filter((id): id is number => typeof id === 'number')
  if (!ids.length) return env.officeEmail ? [env.officeEmail] : []
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((u) => u.email).filter(Boolean)
}

/** The mails of a new reply: a note to the staff named, and the sender's confirmation where the form sends one. */
async function mailReply(payload: Payload, reply: Reply) {
  const form = (await payload.findByID({
    collection: 'forms',
    id: relationId(reply.form) as number,
    depth: 0,
    locale: 'all',
    overrideAccess: true,
    disableErrors: true,
  })) as unknown as FormOfReply | null
  if (!form) return
  const title = wordsIn(form.title, 'en')
  const jobs: Promise<unknown>[] = []
  for (const to of await officeAddresses(payload, form))
    jobs.push(
      sendMail({
        to,
        subject: `New reply to “${title}” on the school website`,
        // The reply's first short answer (a name) and the time booked: no phone, no address.
        text: `From: ${reply.summary ?? ''}${reply.slotLabel ? `\nTime booked: ${reply.slotLabel}` : ''}\n\nOpen it in the admin: ${adminLink(`/admin/collections/form-submissions/${reply.id}`)}\n`,
      }),
    )
  // Exactly one well-formed address, as the sender typed it: never a list.
  if (form.mailConfirmation && z.email().safeParse(reply.email).success) {
    const language = localeOf(reply.language)
    const say = OFFICE_FORM_MESSAGES[language]
    const formTitle = wordsIn(form.title, language)
    const answers = (reply.answers ?? []).map((a) => `${a.label}: ${a.text}`).join('\n')
    jobs.push(
      sendMail({
        to: reply.email!,
        replyTo: env.officeEmail,
        language,
        subject: say.reply.mailSubject(formTitle),
        text: [
          wordsIn(form.confirmation, language) || say.received,
          answers,
          `${say.reply.mailLink}\n${await siteLink(payload, reply.school, replyPath(form.slug, reply.id, language))}`,
        ].join('\n\n'),
      }),
    )
  }
  await Promise.allSettled(jobs)
}

/**
 * After a reply is stored (committed, so a reply that lost its place to a faster one mails
 * nobody): the mails, in the background; the sender is answered whatever mail does.
 */
export const mailOnReply: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await afterCommit(req, () => {
    void mailReply(req.payload, doc as Reply).catch((error) => logFailure('form reply mail', error))
  })
  return doc
}

import { createHash, randomInt, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { localeOf } from '@/i18n/locales.mjs'
import { translator } from '@/i18n/messages'
import { longDate } from '@/lib/content/format'
import { sendMail } from '@/lib/platform/mail'
import type { School } from '@/payload-types'

import { requestLink } from './request-steps'

/** A mailed code works this long, and for this many tries. */
export const CODE_HOURS = 48
export const CODE_TRIES = 5

const hashOf = (id: number | string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex')

/**
 * Mails the person a six-digit code for their request's page, where typing it back records that
 * the one asking reads mail at the address given (the office asks for it before exporting or
 * erasing). A new code replaces the last one.
 */
export async function sendIdentityCode(payload: Payload, id: number, school: School, now = new Date()) {
  const request = await payload.findByID({ collection: 'privacy-requests', id, depth: 0, overrideAccess: true })
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await payload.update({
    collection: 'privacy-requests',
    id,
    data: { codeHash: hashOf(id, code), codeSentAt: now.toISOString(), codeTries: 0 },
    overrideAccess: true,
    depth: 0,
    context: { quietly: true },
  })
  const language = localeOf(request.language)
  const t = translator(language)
  const sent = await sendMail({
    to: request.email,
    language,
    fromName: school.name,
    subject: t('PrivacyRequest.mail.codeSubject', { number: request.number ?? '' }),
    text: t('PrivacyRequest.mail.codeText', {
      code,
      hours: CODE_HOURS,
      link: requestLink(school, id, language),
      school: school.name,
    }),
  })
  return { sent, to: request.email }
}

export type CodeCheck = 'checked' | 'wrong' | 'expired' | 'none'

/** The person's typing of the code on their request's page: right (recorded), wrong, or too late or too often. */
export async function checkIdentityCode(
  payload: Payload,
  id: number,
  typed: string,
  now = new Date(),
): Promise<CodeCheck> {
  const request = await payload.findByID({
    collection: 'privacy-requests',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  if (!request.codeHash || !request.codeSentAt) return 'none'
  const tries = request.codeTries ?? 0
  if (now.getTime() - Date.parse(request.codeSentAt) > CODE_HOURS * 60 * 60 * 1000 || tries >= CODE_TRIES)
    return 'expired'
  const right = timingSafeEqual(Buffer.from(hashOf(id, typed.replace(/\D/g, ''))), Buffer.from(request.codeHash))
  await payload.update({
    collection: 'privacy-requests',
    id,
    data: right
      ? {
          codeHash: null,
          codeTries: 0,
          identity: {
            method: 'email-code',
            at: now.toISOString(),
            note: `Code mailed to ${request.email} on ${longDate(request.codeSentAt)}, typed back on the request's page.`,
          },
          ...(request.status === 'received' ? { status: 'identity-checked' } : {}),
        }
      : { codeTries: tries + 1 },
    overrideAccess: true,
    depth: 0,
    context: { quietly: true },
  })
  return right ? 'checked' : 'wrong'
}

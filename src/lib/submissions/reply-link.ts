import { createHmac, timingSafeEqual } from 'node:crypto'

import { formPath } from '@/collections/Forms/descriptor'
import { localePath, type Locale } from '@/i18n/locales.mjs'

import { payloadSecret } from '../platform/env'

/**
 * The link in a form's confirmation mail that lets its sender cancel the reply or change the time
 * booked: the reply's number, signed with the installation's secret, so that nobody can reach
 * another's reply by changing the number. It holds no personal data and stays valid as long as
 * the reply is kept; what it allows still depends on the form (open, times free).
 */
const sign = (id: string) => createHmac('sha256', payloadSecret()).update(`form-reply:${id}`).digest('base64url')

export const replyToken = (id: number | string) => `${id}.${sign(String(id))}`

/** The address of a reply's own page, under the form's address, in the language it was sent in. */
export const replyPath = (slug: string, id: number | string, locale: Locale) =>
  localePath(locale, `${formPath(slug)}/reply/${replyToken(id)}`)

/** The reply a token names, when it is genuine. */
export function verifyReplyToken(token: string): number | null {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const expected = Buffer.from(sign(match[1]))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(match[1]) : null
}

import { formPath } from '@/collections/Forms/descriptor'
import { localePath, type Locale } from '@/i18n/locales.mjs'

import { signedIds } from '../platform/signed-id'

/**
 * The link in a form's confirmation mail that lets its sender cancel the reply or change the time
 * booked. It stays valid as long as the reply is kept; what it allows still depends on the form
 * (open, times free).
 */
const replies = signedIds('form-reply')

export const replyToken = replies.token

/** The address of a reply's own page, under the form's address, in the language it was sent in. */
export const replyPath = (slug: string, id: number | string, locale: Locale) =>
  localePath(locale, `${formPath(slug)}/reply/${replyToken(id)}`)

/** The reply a token names, when it is genuine. */
export const verifyReplyToken = replies.verify

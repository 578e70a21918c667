import { z } from 'zod'

import { CIRCULAR_CLASSES } from '@/collections/Circulars/categories'
import { FREQUENCIES, TOPICS } from '@/collections/Subscriptions/choices'
import { LOCALES } from '@/i18n/locales.mjs'

import { EMAIL_NOT_VALID, emailAddress } from './fields'

export { classBox, readSubscribeForm, topicBox } from './subscribe-fields'

/** What /Subscribe says, in English; the Malayalam page's are in the forms' text table. */
export const SUBSCRIBE_MESSAGES = {
  email: 'Email is required.',
  emailInvalid: EMAIL_NOT_VALID,
  topics: 'Choose at least one kind of news.',
  frequency: 'Choose how often.',
  language: 'Choose a language.',
} as const

/**
 * Said whether or not the address was known (the answer never tells who subscribes): a new or
 * unconfirmed address gets a confirmation link, a subscribed one a link to change its choices.
 */
export const SUBSCRIBE_SUCCESS =
  'Thank you. We have sent a mail to this address: open the link in it to confirm. Nothing else is sent until you do.'

/** The mail could not go: the parent is told so and tries again, rather than waiting for a link that never comes. */
export const CONFIRMATION_NOT_SENT = 'The confirmation mail could not be sent. Please try again in a few minutes.'

/** When the site has no mail server to send through, or no address for its mails' links. */
export const MAIL_NOT_SET_UP = 'E-mail subscriptions are not available yet: the school has not set up its mail.'

export const CHOICES_SAVED = 'Your choices are saved.'

/** Said on a subscriber's page when its link no longer names a subscription. */
export const LINK_GONE = 'This link does not work any more. You can subscribe again.'

export const subscribeSchema = z.object({
  email: emailAddress(SUBSCRIBE_MESSAGES.email),
  topics: z.array(z.enum(TOPICS)).min(1, { error: SUBSCRIBE_MESSAGES.topics }),
  classes: z.array(z.enum(CIRCULAR_CLASSES)),
  frequency: z.enum(FREQUENCIES, { error: SUBSCRIBE_MESSAGES.frequency }),
  language: z.enum(LOCALES, { error: SUBSCRIBE_MESSAGES.language }),
})

export type SubscribeInput = z.infer<typeof subscribeSchema>

/** The same choices on the page a subscriber's link opens: the address is the link's (`token`). */
export const choicesSchema = subscribeSchema.omit({ email: true }).extend({ token: z.string().max(100).optional() })

'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import {
  CHOICES_SAVED,
  choicesSchema,
  CONFIRMATION_NOT_SENT,
  LINK_GONE,
  MAIL_NOT_SET_UP,
  readSubscribeForm,
  SUBSCRIBE_SUCCESS,
  subscribeSchema,
} from '@/forms/subscribe'
import { localePath } from '@/i18n/locales.mjs'
import { requestLocale } from '@/i18n/request-locale'
import {
  changeSubscription,
  confirmSubscription,
  leaveSubscription,
  subscribe,
  subscriptionByToken,
} from '@/lib/notifications/subscriptions'
import { subscriptionsOpen } from '@/lib/notifications/subscription-mail'
import { subscriptionToken } from '@/lib/notifications/tokens'
import { payloadClient } from '@/lib/platform/payload'
import { relationId } from '@/lib/platform/relation'
import { BadRequest } from '@/lib/submissions/bad-request'
import { type ActionState, formAction } from '@/lib/submissions/form-action'
import { withinRateLimit } from '@/lib/submissions/guard'

const newSubscription = formAction({
  kind: 'subscribe',
  success: SUBSCRIBE_SUCCESS,
  schema: subscribeSchema,
  read: readSubscribeForm,
  refuse: (school) => (subscriptionsOpen(school) ? undefined : MAIL_NOT_SET_UP),
  store: async (school, data) => {
    if (!(await subscribe(await payloadClient(), school, data))) throw new BadRequest(CONFIRMATION_NOT_SENT)
    return { id: 0 }
  },
})

export async function submitSubscription(previous: ActionState, form: FormData): Promise<ActionState> {
  return newSubscription(previous, form)
}

const newChoices = formAction({
  kind: 'subscribe-change',
  success: CHOICES_SAVED,
  schema: choicesSchema,
  read: (form) => ({ ...readSubscribeForm(form), token: String(form.get('token') ?? '') }),
  store: async (school, data) => {
    const record = await subscriptionByToken(await payloadClient(), data.token ?? '', 'manage')
    if (!record || relationId(record.school) !== school.id) throw new BadRequest(LINK_GONE)
    await changeSubscription(await payloadClient(), record, data)
    return { id: record.id }
  },
})

export async function saveChoices(previous: ActionState, form: FormData): Promise<ActionState> {
  return newChoices(previous, form)
}

/** The page a subscriber lands on after an action, in the language of the page they acted on. */
async function goTo(path: string): Promise<never> {
  redirect(localePath(await requestLocale(), path))
}

/** The confirmation page's button (a link alone confirms nothing: mail scanners open links). */
export async function confirmFromLink(form: FormData): Promise<void> {
  const token = String(form.get('token') ?? '')
  if (!(await withinRateLimit('subscribe-link', await headers()))) return goTo(`/Subscribe/confirm/${token}`)
  const payload = await payloadClient()
  const record = await subscriptionByToken(payload, token, 'confirm')
  if (!record) return goTo(`/Subscribe/confirm/${token}`)
  const confirmed = await confirmSubscription(payload, record)
  return goTo(`/Subscribe/welcome/${subscriptionToken('manage', confirmed.id, confirmed.email)}`)
}

/** "Unsubscribe" on a subscriber's page: the address is deleted. */
export async function leaveFromLink(form: FormData): Promise<void> {
  const token = String(form.get('token') ?? '')
  if (!(await withinRateLimit('subscribe-link', await headers()))) return goTo(`/Subscribe/manage/${token}`)
  const payload = await payloadClient()
  const record = await subscriptionByToken(payload, token, 'manage')
  if (record) await leaveSubscription(payload, record)
  return goTo('/Subscribe/left')
}

/*
 * src/lib/notifications: what parents hear of by mail: their subscriptions (this file), the links
 * in their mails (tokens, links), the mails themselves and their headers (subscription-mail).
 */
import type { Payload } from 'payload'

import type { SubscribeInput } from '@/forms/subscribe'
import type { Locale } from '@/i18n/locales.mjs'
import type { School, Subscription } from '@/payload-types'

import { relationId } from '../platform/relation'
import { currentNoticeVersion } from '../privacy/notice-versions'
import { normaliseEmail } from '../privacy/person-data'
import { type LinkPurpose, tokenId, tokenMatches } from './tokens'
import { sendSubscriptionLink } from './subscription-mail'

/** One confirmation or "change your choices" mail per address in this time, however often the form is sent. */
export const LINK_INTERVAL_MS = 10 * 60 * 1000

export type Choices = Pick<SubscribeInput, 'topics' | 'classes' | 'frequency' | 'language'>

const choicesOf = (input: Choices) => ({
  topics: input.topics,
  classes: input.classes,
  frequency: input.frequency,
  language: input.language,
})

async function stored(payload: Payload, school: number, email: string) {
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: { and: [{ school: { equals: school } }, { email: { equals: email } }] },
    limit: 1,
    depth: 0,
  })
  return docs[0]
}

/**
 * A parent's request from /Subscribe. A new or unconfirmed address is stored (or updated) as
 * waiting and sent a confirmation link; an address already confirmed keeps its choices, since
 * whoever sent the form may not own it, and its owner is sent a link to change them. Either way the
 * answer is the same. Resolves false when the mail could not be sent.
 */
export async function subscribe(
  payload: Payload,
  school: Pick<School, 'id'>,
  input: SubscribeInput,
  now = new Date(),
): Promise<boolean> {
  const email = normaliseEmail(input.email)
  const noticeVersion = await currentNoticeVersion(payload, school.id, 'subscribe')
  let record = await stored(payload, school.id, email)
  const lastLink = record?.linkSentAt ? new Date(record.linkSentAt).getTime() : 0
  const linkDue = now.getTime() - lastLink >= LINK_INTERVAL_MS
  if (!record) {
    try {
      record = await payload.create({
        collection: 'subscriptions',
        data: {
          email,
          ...choicesOf(input),
          status: 'pending',
          noticeVersion,
          linkSentAt: now.toISOString(),
          school: school.id,
        },
        depth: 0,
      })
    } catch (error) {
      // The same address sent twice at once: the unique (school, email) index kept one; it has its link.
      if (await stored(payload, school.id, email)) return true
      throw error
    }
  } else if (record.status !== 'confirmed') {
    record = await payload.update({
      collection: 'subscriptions',
      id: record.id,
      data: {
        ...choicesOf(input),
        status: 'pending',
        noticeVersion,
        ...(linkDue ? { linkSentAt: now.toISOString() } : {}),
      },
      depth: 0,
    })
  } else if (linkDue) {
    await payload.update({
      collection: 'subscriptions',
      id: record.id,
      data: { linkSentAt: now.toISOString() },
      depth: 0,
    })
  }
  if (!linkDue && lastLink) return true
  const sent = await sendSubscriptionLink(payload, school.id, record)
  // A link that did not go may be asked for again at once.
  if (!sent) await payload.update({ collection: 'subscriptions', id: record.id, data: { linkSentAt: null }, depth: 0 })
  return sent
}

/** The subscription a mail's link names, when the link is genuine for that purpose. */
export async function subscriptionByToken(
  payload: Payload,
  token: string,
  purpose: LinkPurpose,
): Promise<Subscription | undefined> {
  const id = tokenId(token)
  if (id === undefined) return undefined
  const record = await payload.findByID({ collection: 'subscriptions', id, depth: 0, disableErrors: true })
  return record && tokenMatches(token, purpose, record.id, record.email) ? record : undefined
}

/** The confirmation link opened and its button pressed: mail may now go to the address. */
export async function confirmSubscription(
  payload: Payload,
  record: Subscription,
  now = new Date(),
): Promise<Subscription> {
  if (record.status === 'confirmed') return record
  return payload.update({
    collection: 'subscriptions',
    id: record.id,
    data: { status: 'confirmed', confirmedAt: now.toISOString(), failures: 0 },
    depth: 0,
  })
}

/** New choices from the page a mail's link opens; the notice they were shown is the one agreed to. */
export async function changeSubscription(payload: Payload, record: Subscription, choices: Choices): Promise<void> {
  const school = Number(relationId(record.school))
  await payload.update({
    collection: 'subscriptions',
    id: record.id,
    data: { ...choicesOf(choices), noticeVersion: await currentNoticeVersion(payload, school, 'subscribe') },
    depth: 0,
  })
}

/** Leaving deletes the address: the notice says so, and nothing is kept that could be mailed. */
export async function leaveSubscription(payload: Payload, record: Pick<Subscription, 'id'>): Promise<void> {
  await payload.delete({ collection: 'subscriptions', id: record.id, depth: 0 })
}

/** For the page a link opens: the choices as stored, in the form's shape. */
export const storedChoices = (record: Subscription): Choices & { email: string } => ({
  email: record.email,
  topics: (record.topics ?? []) as Choices['topics'],
  classes: (record.classes ?? []) as Choices['classes'],
  frequency: record.frequency as Choices['frequency'],
  language: (record.language ?? 'en') as Locale,
})

import type { Payload, Where } from 'payload'

import type { PushInput } from '@/forms/push'
import type { School } from '@/payload-types'

import { currentNoticeVersion } from '../privacy/notice-versions'

const byEndpoint = (school: number, endpoint: string): Where => ({
  and: [{ school: { equals: school } }, { endpoint: { equals: endpoint } }],
})

/**
 * A phone's "Get alerts on this phone": stored, or its choices replaced when the same browser asks
 * again (its endpoint is the same). The browser's permission prompt was the confirmation; only
 * that browser knows its endpoint and keys, so nobody else can change its choices.
 */
export async function storePush(payload: Payload, school: Pick<School, 'id'>, input: PushInput) {
  const data = {
    endpoint: input.endpoint,
    service: new URL(input.endpoint).host,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    topics: input.topics,
    classes: input.classes,
    language: input.language,
    failures: 0,
    noticeVersion: await currentNoticeVersion(payload, school.id, 'subscribe'),
    school: school.id,
  }
  const { docs } = await payload.update({
    collection: 'push-subscriptions',
    where: byEndpoint(school.id, input.endpoint),
    data,
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length) return { id: docs[0].id, duplicate: true }
  try {
    const made = await payload.create({ collection: 'push-subscriptions', data, depth: 0, overrideAccess: true })
    return { id: made.id }
  } catch (error) {
    // The same browser's second request, a moment after the first: the unique index kept one.
    const { docs: again } = await payload.find({
      collection: 'push-subscriptions',
      where: byEndpoint(school.id, input.endpoint),
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (again[0]) return { id: again[0].id, duplicate: true }
    throw error
  }
}

/** The phone turned its alerts off: forgotten at once. */
export async function removePush(payload: Payload, school: Pick<School, 'id'>, endpoint: string): Promise<void> {
  await payload.delete({
    collection: 'push-subscriptions',
    where: byEndpoint(school.id, endpoint),
    depth: 0,
    overrideAccess: true,
  })
}

import type { Payload, Where } from 'payload'

import { readsInbox, schoolIdOf } from '@/access/roles'
import { CIRCULAR_CLASSES } from '@/collections/Circulars/categories'
import { TOPIC_LABELS, TOPICS } from '@/collections/Subscriptions/choices'
import type { User } from '@/payload-types'

import { recentPublications, type PublicationDeliveries } from './delivery-store'

export type SubscriberFigures = {
  confirmed: number
  waiting: number
  paused: number
  /** Phones that get the school's notifications by web push. */
  phones: number
  byTopic: { label: string; count: number }[]
  byClass: { label: string; count: number }[]
  recent: PublicationDeliveries[]
}

/**
 * The dashboard's figures of parents' mail, for those who may read the subscribers (school
 * admins): how many subscribe, to what and for which classes, and how the latest publications
 * went. Counted with the member's own access, so a school's admin counts their school only.
 */
export async function subscriberFigures(payload: Payload, user: User): Promise<SubscriberFigures | null> {
  if (!readsInbox(user)) return null
  const count = async (where: Where) =>
    (await payload.count({ collection: 'subscriptions', where, overrideAccess: false, user })).totalDocs
  const confirmed: Where = { status: { equals: 'confirmed' } }
  const [total, waiting, paused, phones, byTopic, byClass, recent] = await Promise.all([
    count(confirmed),
    count({ status: { equals: 'pending' } }),
    count({ status: { equals: 'paused' } }),
    payload.count({ collection: 'push-subscriptions', overrideAccess: false, user }).then((c) => c.totalDocs),
    Promise.all(
      TOPICS.map(async (topic) => ({
        label: TOPIC_LABELS[topic],
        count: await count({ and: [confirmed, { topics: { in: [topic] } }] }),
      })),
    ),
    Promise.all(
      CIRCULAR_CLASSES.map(async (name) => ({
        label: name,
        count: await count({ and: [confirmed, { classes: { in: [name] } }] }),
      })),
    ),
    recentPublications(payload, schoolIdOf(user)),
  ])
  return { confirmed: total, waiting, paused, phones, byTopic, byClass: byClass.filter((c) => c.count > 0), recent }
}

import type { CollectionSlug, Payload, Where } from 'payload'

import { isPlatformAdmin, mayPublish, schoolIdOf } from '@/access/roles'
import type { User } from '@/payload-types'

import { longDateTime } from '../content/format'

/**
 * What Payload's scheduled publishing has queued and not yet done, as the office reads it: each
 * record with when it goes live (or comes down). Payload keeps these as jobs of its queue; only
 * the records the member may read are named, so a school sees its own.
 */
export type ScheduledItem = {
  collection: string
  /** "News item", "Event" … */
  kind: string
  id: number
  title: string
  action: 'publish' | 'unpublish'
  at: string
  atText: string
  href: string
}

export type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  doc?: { relationTo: string; value: string | number }
  user?: { relationTo: string; value: string | number } | null
}

/** Payload's scheduled publications that have not run yet (its queue keeps them as jobs). */
export const WAITING_SCHEDULES: Where = {
  and: [
    { taskSlug: { equals: 'schedulePublish' } },
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
  ],
}

/** At most this many waiting schedules are looked at; an office has a handful at a time. */
const LOOKED_AT = 100

const labelOf = (label: unknown, fallback: string) => (typeof label === 'string' ? label : fallback)

/** The ids of the members `where` selects who may publish. */
async function publishersWhere(payload: Payload, where: Where): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where,
    depth: 0,
    pagination: false,
    select: { role: true, school: true },
  })
  return docs.filter((member) => mayPublish({ ...member, collection: 'users' })).map((member) => member.id)
}

/**
 * The members whose schedules may go out on this member's site: a schedule runs as the member who
 * made it, and one made by a member who may not publish is refused when it runs
 * (hooks/editors-save-drafts.ts), so it is not shown as going out. For a school's member: its
 * school admins and the platform admins; for a platform admin, every school's (undefined: no bound).
 */
const publishersFor = (payload: Payload, user: User) =>
  isPlatformAdmin(user)
    ? undefined
    : publishersWhere(payload, {
        or: [
          { role: { equals: 'platform-admin' } },
          { and: [{ role: { equals: 'school-admin' } }, { school: { equals: schoolIdOf(user) ?? -1 } }] },
        ],
      })

/**
 * Of the members who made these schedules, those who may publish: a platform admin's view, and the
 * schedules that keep a draft as it is (hooks/editors-save-drafts.ts).
 */
export async function allPublishers(payload: Payload, jobs: { input?: unknown }[]): Promise<Set<number>> {
  const schedulers = jobs.flatMap((job) => {
    const by = (job.input as ScheduleInput | null)?.user
    return by?.relationTo === 'users' ? [Number(by.value)] : []
  })
  return new Set(schedulers.length ? await publishersWhere(payload, { id: { in: [...new Set(schedulers)] } }) : [])
}

/**
 * Whether a schedule goes out as it is when its time comes: made by one of `publishers` (from
 * allPublishers or publishersFor), or by no member at all.
 */
export const byPublisher = (job: { input?: unknown }, publishers: ReadonlySet<number>) => {
  const by = (job.input as ScheduleInput | null)?.user
  return !by || publishers.has(Number(by.value))
}

export async function upcomingSchedules(payload: Payload, user: User): Promise<ScheduledItem[]> {
  // The queue is the installation's: asked for all of it, a school's schedules could be past the
  // first hundred of other schools'. Asked by who made them, they are the school's and its
  // platform admins' alone (the JSON path is how Payload's own schedule drawer asks its queue).
  const publishers = await publishersFor(payload, user)
  if (publishers?.length === 0) return []
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: publishers ? { and: [WAITING_SCHEDULES, { 'input.user.value': { in: publishers } }] } : WAITING_SCHEDULES,
    sort: 'waitUntil',
    limit: LOOKED_AT,
    depth: 0,
  })
  const allowed = publishers ? new Set(publishers) : await allPublishers(payload, jobs)
  const waiting = jobs.flatMap((job) => {
    const input = job.input as ScheduleInput | null
    if (!byPublisher(job, allowed)) return []
    return input?.doc && job.waitUntil
      ? [
          {
            collection: input.doc.relationTo,
            id: Number(input.doc.value),
            action: input.type ?? 'publish',
            at: job.waitUntil,
          },
        ]
      : []
  })
  const byCollection = new Map<string, typeof waiting>()
  for (const w of waiting) byCollection.set(w.collection, [...(byCollection.get(w.collection) ?? []), w])
  const titles = new Map<string, string>()
  for (const [collection, items] of byCollection) {
    const config = payload.collections[collection as CollectionSlug]?.config
    if (!config) continue
    const titleField = config.admin?.useAsTitle ?? 'id'
    const { docs } = await payload.find({
      collection: collection as CollectionSlug,
      where: { id: { in: items.map((i) => i.id) } },
      draft: true,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
    })
    for (const doc of docs) {
      const title = (doc as unknown as Record<string, unknown>)[titleField]
      titles.set(`${collection}/${doc.id}`, typeof title === 'string' && title ? title : `#${doc.id}`)
    }
  }
  return waiting.flatMap((w) => {
    const title = titles.get(`${w.collection}/${w.id}`)
    if (title === undefined) return []
    const config = payload.collections[w.collection as CollectionSlug].config
    return [
      {
        ...w,
        kind: labelOf(config.labels.singular, w.collection),
        title,
        atText: longDateTime(w.at),
        href: `/admin/collections/${w.collection}/${w.id}`,
      },
    ]
  })
}

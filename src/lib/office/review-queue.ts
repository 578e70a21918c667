import type { CollectionSlug, Payload } from 'payload'

import type { ReviewState } from '@/lib/office/review-states'
import type { User } from '@/payload-types'

import { DEFAULT_LOCALE } from '@/i18n/locales.mjs'
import { inLocale, STORED_LOCALE } from '@/lib/content/in-locale'
import { longDateTime } from '../content/format'

export type ReviewItem = {
  collection: string
  /** "News item", "Event" … */
  kind: string
  id: number
  title: string
  comment: string | null
  /** When it was sent back or published; for a request, when the draft was saved. */
  atText: string
  href: string
}

/** The content types with drafts, which go through review. */
const reviewed = (payload: Payload) => payload.config.collections.filter((c) => c.versions && c.versions.drafts)

/**
 * The member's school's records whose latest draft stands at `state`, newest first: for the
 * dashboard's review queue (what waits), and for editors what came back or went out.
 */
export async function reviewItems(payload: Payload, user: User, state: ReviewState, limit = 20): Promise<ReviewItem[]> {
  const found = await Promise.all(
    reviewed(payload).map(async (config) => {
      const { docs } = await payload.find({
        collection: config.slug as CollectionSlug,
        draft: true,
        // Every language: a record written in Malayalam alone is named by its Malayalam title.
        locale: STORED_LOCALE,
        where: { 'review.state': { equals: state } },
        sort: '-updatedAt',
        limit,
        depth: 0,
        overrideAccess: false,
        user,
      })
      const titleField = config.admin?.useAsTitle ?? 'id'
      return inLocale(docs, DEFAULT_LOCALE).map((doc) => {
        const record = doc as unknown as Record<string, unknown> & {
          id: number
          updatedAt: string
          review?: { comment?: string | null; at?: string | null }
        }
        const title = record[titleField]
        const at = state === 'requested' ? record.updatedAt : (record.review?.at ?? record.updatedAt)
        return {
          sortKey: at,
          item: {
            collection: config.slug,
            kind: typeof config.labels.singular === 'string' ? config.labels.singular : config.slug,
            id: record.id,
            title: typeof title === 'string' && title ? title : `#${record.id}`,
            comment: record.review?.comment ?? null,
            atText: longDateTime(at),
            href: `/admin/collections/${config.slug}/${record.id}`,
          },
        }
      })
    }),
  )
  return found
    .flat()
    .sort((a, b) => b.sortKey.localeCompare(a.sortKey))
    .slice(0, limit)
    .map((f) => f.item)
}

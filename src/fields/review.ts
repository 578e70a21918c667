import type { CollectionBeforeChangeHook, Field } from 'payload'
import { ValidationError } from 'payload'

import { mayPublish } from '@/access/roles'
import { ONLY_ADMINS_REVIEW, RETURN_NEEDS_COMMENT, REVIEW_STATES, type ReviewState } from '@/lib/office/review-states'

/**
 * Review before publishing: an editor saves a draft and asks for review; a school admin publishes
 * it or sends it back with a comment. The record carries where it stands, so the editor sees in
 * the record (and on the dashboard) when it was published or why it came back.
 */
export const reviewField = (): Field => ({
  name: 'review',
  type: 'group',
  label: 'Review',
  admin: { position: 'sidebar' },
  fields: [
    {
      name: 'state',
      label: 'Review',
      type: 'select',
      index: true,
      options: Object.entries(REVIEW_STATES).map(([value, label]) => ({ value, label })),
      admin: {
        description:
          'Editors: press "Submit for review" beside Save draft. A school admin publishes the draft, or sends it back with a comment.',
      },
    },
    { name: 'comment', label: 'Comment from the reviewer', type: 'textarea' },
    {
      name: 'at',
      label: 'Reviewed on',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
})

type Review = { state?: ReviewState | null; comment?: string | null; at?: string | null }

const refuse = (path: string, message: string, collection: string): never => {
  throw new ValidationError({ collection, errors: [{ path, message }] })
}

/**
 * Keeps the review's state true to what happened: publishing marks it published, with the time;
 * only those who may publish send a draft back, and never without a comment; a new draft after
 * publication starts unreviewed.
 */
export const trackReview: CollectionBeforeChangeHook = ({ collection, data, originalDoc, req }) => {
  const before = ((originalDoc as { review?: Review } | undefined)?.review ?? {}) as Review
  const review: Review = { ...before, ...((data.review as Review | undefined) ?? {}) }
  const now = new Date().toISOString()
  if (data._status === 'published') {
    data.review = { ...review, state: 'published', at: now }
    return data
  }
  if (review.state !== before.state) {
    if ((review.state === 'returned' || review.state === 'published') && !mayPublish(req.user))
      refuse('review.state', ONLY_ADMINS_REVIEW, collection.slug)
    if (review.state === 'returned') {
      if (!review.comment?.trim()) refuse('review.comment', RETURN_NEEDS_COMMENT, collection.slug)
      review.at = now
    }
    if (review.state === 'requested') review.comment = review.comment ?? null
  } else if (review.state === 'published') {
    // Saved again as a draft after publication: this draft has not been reviewed.
    review.state = null
  }
  data.review = review
  return data
}

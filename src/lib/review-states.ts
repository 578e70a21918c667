/** Where a draft stands in review, and what the office is told when a step is refused. */
export const REVIEW_STATES = {
  requested: 'Waiting for review',
  returned: 'Sent back with a comment',
  published: 'Published',
} as const

export type ReviewState = keyof typeof REVIEW_STATES

/** The editor's button beside Save draft, and what it says once the draft waits. */
export const SUBMIT_FOR_REVIEW = 'Submit for review'
export const WAITING_FOR_REVIEW = REVIEW_STATES.requested

export const RETURN_NEEDS_COMMENT = 'Comment from the reviewer: say what to change before sending the draft back.'
export const ONLY_ADMINS_REVIEW = 'Review: only a school admin sends a draft back or marks it published.'
export const EDITORS_SAVE_DRAFTS =
  'Editors save changes to a published record as a draft (Save draft, or ?draft=true in the CMS API); a school admin publishes them.'

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
export const EDITORS_CREATE_DRAFTS =
  'Editors save a new or duplicated record as a draft (Save draft, or ?draft=true in the CMS API); a school admin publishes it.'
export const EDITORS_KEEP_PUBLISHED =
  'Only a school admin deletes a published record: ask your school admin (editors may delete drafts that were never published).'
export const EDITORS_KEEP_FILES =
  'Only a school admin replaces or deletes a file of the media library, since the pages that show it change at once: upload the new file and choose it in a draft, or ask your school admin.'
export const EDITORS_DO_NOT_PUBLISH =
  'Only a school admin publishes: editors save their work as a draft (Save draft, or ?draft=true in the CMS API) and submit it for review.'
export const SCHEDULED_DRAFT_KEPT =
  'A school admin has scheduled this draft to be published as it is: ask your school admin to cancel the schedule before changing it.'

'use client'

import {
  FormSubmit,
  PublishButton,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormFields,
  useFormModified,
  useLocale,
} from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

import { SUBMIT_FOR_REVIEW, WAITING_FOR_REVIEW } from '@/lib/office/review-states'

import { useDayMonthYearScheduleBox } from './schedule-date'

/**
 * Beside Save draft: Payload's Publish for those who may publish; for editors, who may not,
 * "Submit for review", which saves the form as a draft marked waiting for review. Payload decides
 * who may publish by asking the collection's update access (draftsWrite). Publish's Schedule
 * Publish drawer reads typed dates day/month/year (schedule-date.ts).
 */
export function PublishOrSubmitForReview() {
  const { hasPublishPermission } = useDocumentInfo()
  useDayMonthYearScheduleBox()
  return hasPublishPermission ? <PublishButton /> : <SubmitForReviewButton />
}

function SubmitForReviewButton() {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { id, collectionSlug, uploadStatus, setUnpublishedVersionCount } = useDocumentInfo()
  const { submit, getDataByPath } = useForm()
  const modified = useFormModified()
  const { code: locale } = useLocale()
  const state = useFormFields(([fields]) => fields['review.state']?.value)
  // Already waiting and nothing changed since: there is nothing new to send.
  const waiting = state === 'requested' && !modified

  const submitForReview = async () => {
    const search = `?locale=${locale}&depth=0&fallback-locale=null&draft=true`
    await submit({
      action: formatAdminURL({ apiRoute: api, path: `/${collectionSlug}${id ? `/${id}` : ''}${search}` }),
      method: id ? 'PATCH' : 'POST',
      overrides: {
        _status: 'draft',
        review: { ...((getDataByPath('review') as object | undefined) ?? {}), state: 'requested' },
      },
    })
    setUnpublishedVersionCount((count) => count + 1)
  }

  return (
    <FormSubmit
      buttonId="action-submit-review"
      disabled={waiting || uploadStatus === 'uploading'}
      onClick={() => void submitForReview()}
      size="medium"
      type="button"
    >
      {waiting ? WAITING_FOR_REVIEW : SUBMIT_FOR_REVIEW}
    </FormSubmit>
  )
}

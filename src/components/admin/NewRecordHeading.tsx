'use client'

import { useDocumentInfo, useDocumentTitle, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

/** "Urgent alert" → "New urgent alert"; a label starting with an abbreviation ("TC look-up") keeps it. */
const newRecord = (singular: string) =>
  `New ${/^.[A-Z]/.test(singular) ? singular : singular.charAt(0).toLowerCase() + singular.slice(1)}`

/**
 * The heading of a record not yet saved, and of the drawer that creates one: "New circular"
 * instead of Payload's "[Untitled]". Payload names a document by its `useAsTitle` field and falls
 * back to its id, which a new record lacks; it sets that heading again whenever the title field
 * changes, so whenever it comes back to "[Untitled]" it is replaced here. Once the title is typed
 * (or the record is saved) Payload's own heading stands.
 */
export function NewRecordHeading() {
  const { id, docConfig } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const { t } = useTranslation()
  const singular = docConfig && 'labels' in docConfig ? docConfig.labels?.singular : undefined
  const untitled = `[${t('general:untitled')}]`
  useEffect(() => {
    if (id != null || title !== untitled || typeof singular !== 'string') return
    // A frame later, as Payload does: its provider sets the title again in the same commit as this
    // effect on the first render, and a change made in that commit would be lost unseen.
    const frame = requestAnimationFrame(() => setDocumentTitle(newRecord(singular)))
    return () => cancelAnimationFrame(frame)
  }, [id, title, untitled, singular, setDocumentTitle])
  return null
}

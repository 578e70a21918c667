'use client'

import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { readsInbox } from '@/access/roles'
import type { User } from '@/payload-types'

/** The list of one form's replies in the admin: the inbox filtered to it. */
export const repliesHref = (form: number | string) =>
  `/admin/collections/form-submissions?${new URLSearchParams({ 'where[form][equals]': String(form) })}`

/**
 * "Replies (12)" beside a saved form's Save, for those who read the inbox (school admins): its
 * replies alone, with their CSV. Editors build forms but never see what parents sent.
 */
export function FormReplies() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<User>()
  const [count, setCount] = useState<number | null>(null)
  const reads = id != null && readsInbox(user)
  useEffect(() => {
    if (!reads) return
    const controller = new AbortController()
    fetch(
      `/cms-api/form-submissions?${new URLSearchParams({ 'where[form][equals]': String(id), limit: '0', depth: '0' })}`,
      {
        credentials: 'include',
        signal: controller.signal,
      },
    )
      .then((res) => (res.ok ? res.json() : null))
      .then((answer: { totalDocs?: number } | null) => setCount(answer?.totalDocs ?? null))
      .catch(() => {})
    return () => controller.abort()
  }, [reads, id])
  if (!reads) return null
  return (
    <a className="btn btn--style-secondary btn--size-medium form-replies" href={repliesHref(id)}>
      Replies{count != null ? ` (${count})` : ''}
    </a>
  )
}

'use client'

import { useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** The CMS API's address (payload.config.ts routes.api). */
export const CMS_API = '/cms-api'

type Relation = number | string | { id?: number | string; value?: number | string } | null | undefined

const idOf = (value: Relation): number | string | null =>
  value == null || value === '' ? null : typeof value === 'object' ? (value.value ?? value.id ?? null) : value

/**
 * The school whose menu and pages a form's menu pickers read: the school record itself on its own
 * form, else the record's School field, else the member's own school.
 */
export function useSchoolOfForm(): number | string | null {
  const { id, collectionSlug } = useDocumentInfo()
  const chosen = useFormFields(([fields]) => fields.school?.value as Relation)
  const { user } = useAuth<{ school?: Relation }>()
  if (collectionSlug === 'schools') return id ?? null
  return idOf(chosen) ?? idOf(user?.school)
}

/** Reads shared by the fields that ask the same at once (every row of a menu has a picker). */
const recent = new Map<string, { at: number; answer: Promise<unknown> }>()
const SHARED_FOR_MS = 10_000

function read(path: string): Promise<unknown> {
  const kept = recent.get(path)
  if (kept && Date.now() - kept.at < SHARED_FOR_MS) return kept.answer
  const answer = fetch(`${CMS_API}${path}`, { credentials: 'include' })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
  recent.set(path, { at: Date.now(), answer })
  return answer
}

/**
 * A CMS API read by the signed-in member, with its answer (null until it comes, or when it fails),
 * read again when `again` changes (e.g. the form's record was saved).
 */
export function useCmsRead<T>(path: string | null, again?: unknown): T | null {
  const [answer, setAnswer] = useState<{ path: string; data: T } | null>(null)
  useEffect(() => {
    if (!path) return
    let current = true
    if (again !== undefined) recent.delete(path)
    void read(path).then((data) => current && data && setAnswer({ path, data: data as T }))
    return () => {
      current = false
    }
  }, [path, again])
  return answer?.path === path ? answer.data : null
}

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { afterCommit } from '@/lib/platform/after-commit'
import { invalidateSchool } from '@/lib/platform/cache'
import { relationId } from '@/lib/platform/relation'

import { HOLDS_SEAT, type AdmissionStatus } from './pipeline'

type Step = { status: string; at: string; by?: number | null; quiet?: boolean | null }

/**
 * Each change of an application's status, recorded with who made it and when (a new application's
 * first step has nobody: the parent sent it). "Quietly" is the office's choice for this change
 * alone: it is written on the step, which the parents' mail reads, and not kept on the record.
 */
export const recordStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const quiet = Boolean(data.quiet)
  delete data.quiet
  const before = operation === 'update' ? (originalDoc as { status?: string } | undefined)?.status : undefined
  const status = (data.status as string | undefined) ?? before
  if (!status || status === before) return data
  const history: Step[] = Array.isArray(data.history)
    ? data.history
    : ((originalDoc as { history?: Step[] } | undefined)?.history ?? [])
  const by = req.user && req.user.collection === 'users' ? (req.user.id as number) : null
  data.history = [...history, { status, at: new Date().toISOString(), by, quiet }]
  return data
}

const holdsSeat = (status: unknown) => HOLDS_SEAT.includes(status as AdmissionStatus)

/** A seat taken or given back changes what /Admission says of the class ("full"): its pages are read afresh. */
export const refreshSeats: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (holdsSeat(doc.status) !== holdsSeat(previousDoc?.status)) {
    const school = relationId(doc.school)
    await afterCommit(req, () => invalidateSchool(typeof school === 'number' ? school : undefined))
  }
  return doc
}

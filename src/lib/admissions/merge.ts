import type { Payload, TypedUser } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { keralaDateTime } from '@/lib/content/format'
import { relationId } from '@/lib/platform/relation'
import { BadRequest } from '@/lib/submissions/bad-request'
import type { AdmissionRegistration } from '@/payload-types'

import { parentAddresses } from './parent-mail'

export const MERGE_MESSAGES = {
  same: 'Choose two different applications.',
  notFound: 'One of the applications is not there (or not yours to change).',
  otherSession: 'Only applications of the same session and school can be merged.',
  merged: (number: string) => `${number} is already merged into another application.`,
} as const

const ids = (list: AdmissionRegistration['possibleDuplicates']) =>
  (list ?? []).map((d) => relationId(d)).filter((id): id is number => typeof id === 'number')

const withNote = (notes: string | null | undefined, line: string) =>
  notes?.trim() ? `${notes.trim()}\n\n${line}` : line

/**
 * Merges `drop` into `keep` (the same child registered twice). Both stay as the parents sent them:
 * `drop` is withdrawn quietly (the family hears of the kept one), marked "merged into", its
 * interaction place freed; `keep` takes its notes, and from then on its mails also go to the
 * addresses only `drop` gave (parent-mail.ts). Both saved as the member (their access, their name
 * on the step), in one transaction: all of it or none.
 */
export async function mergeApplications(payload: Payload, user: TypedUser, keepId: number, dropId: number) {
  if (keepId === dropId) throw new BadRequest(MERGE_MESSAGES.same)
  const req = await createLocalReq({ user }, payload)
  await initTransaction(req)
  try {
    const read = (id: number) =>
      payload
        .findByID({ collection: 'admission-registrations', id, depth: 0, user, overrideAccess: false, req })
        .catch(() => null)
    const [keep, drop] = await Promise.all([read(keepId), read(dropId)])
    if (!keep || !drop) throw new BadRequest(MERGE_MESSAGES.notFound)
    if (relationId(keep.school) !== relationId(drop.school) || relationId(keep.session) !== relationId(drop.session))
      throw new BadRequest(MERGE_MESSAGES.otherSession)
    if (drop.mergedInto != null) throw new BadRequest(MERGE_MESSAGES.merged(drop.number ?? String(drop.id)))
    const known = new Set(parentAddresses(keep))
    const alsoMailed = parentAddresses(drop).filter((a) => !known.has(a))
    const when = keralaDateTime(new Date().toISOString())
    const by = user.email ?? 'the office'
    const dropNumber = drop.number ?? `#${drop.id}`
    const keepNumber = keep.number ?? `#${keep.id}`
    await payload.update({
      collection: 'admission-registrations',
      id: drop.id,
      data: {
        status: 'withdrawn',
        quiet: true,
        mergedInto: keep.id,
        possibleDuplicates: ids(drop.possibleDuplicates).filter((id) => id !== keep.id),
        interactionTime: null,
        interactionSeat: null,
        notes: withNote(drop.notes, `Merged into ${keepNumber} on ${when} by ${by}.`),
      },
      user,
      overrideAccess: false,
      depth: 0,
      req,
    })
    const line = `${dropNumber} merged into this application on ${when} by ${by}${alsoMailed.length ? `; the parents' mails also go to ${alsoMailed.join(', ')}` : ''}.`
    await payload.update({
      collection: 'admission-registrations',
      id: keep.id,
      data: {
        possibleDuplicates: ids(keep.possibleDuplicates).filter((id) => id !== drop.id),
        notes: withNote(keep.notes, drop.notes?.trim() ? `${line}\nIts notes: ${drop.notes.trim()}` : line),
      },
      user,
      overrideAccess: false,
      depth: 0,
      req,
    })
    await commitTransaction(req)
    return { kept: keepNumber, merged: dropNumber, alsoMailed }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

import type { Payload } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { type CareerInput, CAREER_MESSAGES, cvLooksRight } from '@/forms/career'
import { findStored, storeOnce } from './submission-store'

import { BadRequest } from './bad-request'
import { removeStoredFile } from '../files/object-store'
import type { Sent } from './submissions'

const cvRejected = () => new BadRequest(CAREER_MESSAGES.fileType, { cv: CAREER_MESSAGES.fileType })

/**
 * Stores a job application with its CV in one transaction: the CV's record and the application
 * with its qualification rows are stored whole or not at all. The CV's content must be a PDF or
 * JPEG whatever its name says; a file Payload's own check refuses (a PDF that is not one) is the
 * visitor's mistake, not ours.
 */
export async function storeCareerApplication(
  payload: Payload,
  school: number,
  input: Omit<CareerInput, 'cv'>,
  cv: { name: string; bytes: Uint8Array },
  { key: submissionKey, language }: Sent,
) {
  const mimetype = cvLooksRight(cv.bytes)
  if (!mimetype) throw cvRejected()
  const existing = await findStored(payload, 'career-applications', school, submissionKey)
  if (existing) return { id: existing.id, duplicate: true }
  const ext = mimetype === 'application/pdf' ? 'pdf' : 'jpg'
  const req = await createLocalReq({}, payload)
  const owns = await initTransaction(req)
  let stored: string | undefined
  try {
    const file = await payload.create({
      collection: 'private-files',
      data: { school },
      file: {
        data: Buffer.from(cv.bytes),
        mimetype,
        name: `cv-${submissionKey.slice(0, 8)}.${ext}`,
        size: cv.bytes.length,
      },
      req,
    })
    stored = file.filename ?? undefined
    const application = await storeOnce(
      payload,
      'career-applications',
      {
        school,
        submissionKey,
        name: input.name,
        address: input.address,
        dob: new Date(`${input.dob}T00:00:00.000Z`).toISOString(),
        email: input.email,
        phone: input.phone,
        fatherName: input.fatherName,
        qualification1: input.qualification1,
        school1: input.school1,
        profession: input.profession,
        experience: input.experience,
        mailType: input.mailType,
        attachments: file.id,
        language,
      },
      req,
    )
    // A second click that raced this one stored the application first: this copy's CV goes.
    if (application.duplicate) await discard(req, stored)
    else if (owns) await commitTransaction(req)
    return application
  } catch (error) {
    await discard(req, stored)
    // Payload refused the file itself (its own content check): the visitor's file, not our failure.
    if (!stored && refusedFile(error)) throw cvRejected()
    throw error
  }
}

/** Rolls the transaction back; the file is written before its record, so it is removed by hand. */
async function discard(req: Awaited<ReturnType<typeof createLocalReq>>, filename: string | undefined) {
  await killTransaction(req)
  if (filename) await removeStoredFile('private-files', filename)
}

/**
 * Payload's content check refuses a file with a validation error on the `file` field (its errors'
 * class names do not survive the production build). A file it could not write (a full or
 * read-only disk) is also answered 400, but that is our failure: the visitor is told so.
 */
export const refusedFile = (error: unknown) => {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { errors?: unknown } }
  return status === 400 && Array.isArray(data?.errors) && data.errors.some((e) => e?.path === 'file')
}

import type { Payload } from 'payload'

import { type CareerInput, CAREER_MESSAGES, cvLooksRight } from '@/forms/career'
import { storeOnce } from '@/forms/store'

export class CvRejected extends Error {}

/**
 * Stores a job application with its CV. The CV's content must be a PDF or JPEG whatever its
 * name says; if the application cannot be stored, the uploaded CV is removed again, so nothing
 * is ever half-stored.
 */
export async function storeCareerApplication(
  payload: Payload,
  school: number,
  input: Omit<CareerInput, 'cv'>,
  cv: { name: string; bytes: Uint8Array },
  submissionKey: string,
) {
  const mimetype = cvLooksRight(cv.bytes)
  if (!mimetype) throw new CvRejected(CAREER_MESSAGES.fileType)
  const existing = await payload.find({
    collection: 'career-applications',
    where: { submissionKey: { equals: submissionKey } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return { id: existing.docs[0].id, duplicate: true }
  const ext = mimetype === 'application/pdf' ? 'pdf' : 'jpg'
  const file = await payload.create({
    collection: 'private-files',
    data: { school },
    file: {
      data: Buffer.from(cv.bytes),
      mimetype,
      name: `cv-${submissionKey.slice(0, 8)}.${ext}`,
      size: cv.bytes.length,
    },
  })
  try {
    return await storeOnce(payload, 'career-applications', {
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
    })
  } catch (error) {
    await payload.delete({ collection: 'private-files', id: file.id }).catch(() => {})
    throw error
  }
}

import type { Payload } from 'payload'

const CV = Buffer.from('%PDF-1.4\n% the CV\nxref\ntrailer<<>>\nstartxref\n0\n%%EOF\n')

/**
 * A career application with its CV (a private file), stored directly, for tests of what becomes of
 * the two together (retention, a school's export). Returns the CV's record.
 */
export async function applicationWithCv(
  payload: Payload,
  school: number,
  application: { name: string; createdAt?: string; submissionKey?: string },
) {
  const cv = await payload.create({
    collection: 'private-files',
    data: { school },
    file: { data: CV, mimetype: 'application/pdf', name: 'cv.pdf', size: CV.length },
  })
  await payload.create({
    collection: 'career-applications',
    data: {
      school,
      address: 'a',
      dob: '1990-01-01T00:00:00.000Z',
      email: 'c@example.org',
      phone: '9000000000',
      fatherName: 'f',
      qualification1: [{ qualification: 'B.Ed', subject: 's', howKnow: '1', rate: '1', school: 'x' }],
      school1: 'x',
      profession: 'p',
      experience: '1',
      mailType: 'English',
      status: 'new',
      attachments: cv.id,
      ...application,
    },
  })
  return cv
}

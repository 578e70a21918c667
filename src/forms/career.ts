import { z } from 'zod'

import { EMAIL_NOT_VALID, emailAddress, optionalText, requiredText } from './fields'
import { fileKindOf } from './file-kind'
import { POSTS_APPLIED } from './options'

/** SPEC §5 career messages, word for word (the row messages have no full stop in SPEC). */
export const CAREER_MESSAGES = {
  name: 'Name is required.',
  school1: 'Institution is required.',
  profession: 'Designation is required.',
  fatherName: 'Father / Spouse Name is required.',
  dob: 'Date of Birth is required.',
  phone: 'Contact Number is required.',
  mailType: 'Post Applied is required.',
  experience: 'Number of Years is required.',
  cv: 'Please upload CV (PDF only).',
  address: 'Address is required.',
  email: 'Email is required.',
  emailInvalid: EMAIL_NOT_VALID,
  fileType: 'Invalid file type. Only PDF are allowed.',
  fileSize: 'The CV must be 5 MB or smaller.',
  phoneDigits: 'Enter a 10-digit contact number.',
  row: {
    qualification: 'Qualification is required',
    subject: 'Subject is required',
    howKnow: 'Marks are required',
    rate: 'Percentage is required',
    school: 'Institution is required',
  },
} as const

export const CAREER_SUCCESS = 'Your Form Submitted Successfully.'

export const CV_MAX_BYTES = 5 * 1024 * 1024
const CV_TYPES = ['application/pdf', 'image/jpeg']
const CV_EXTENSIONS = /\.(pdf|jpe?g)$/i

export const qualificationRow = z.object({
  qualification: requiredText(CAREER_MESSAGES.row.qualification, 200),
  subject: requiredText(CAREER_MESSAGES.row.subject, 200),
  howKnow: requiredText(CAREER_MESSAGES.row.howKnow, 50),
  rate: requiredText(CAREER_MESSAGES.row.rate, 50),
  school: requiredText(CAREER_MESSAGES.row.school, 300),
})

export type CvFile = { name: string; type: string; size: number }

/** The CV as the browser describes it; its content is checked again on the server (cvLooksRight). */
export const cvSchema = z
  .custom<CvFile>((v) => Boolean(v && typeof v === 'object' && 'size' in v && (v as CvFile).size > 0), {
    error: CAREER_MESSAGES.cv,
  })
  .refine((f) => CV_EXTENSIONS.test(f.name) && (f.type === '' || CV_TYPES.includes(f.type)), {
    error: CAREER_MESSAGES.fileType,
    abort: true,
  })
  .refine((f) => f.size <= CV_MAX_BYTES, { error: CAREER_MESSAGES.fileSize })

export const careerSchema = z.object({
  name: requiredText(CAREER_MESSAGES.name, 200),
  address: requiredText(CAREER_MESSAGES.address, 1000),
  dob: requiredText(CAREER_MESSAGES.dob, 10).pipe(z.iso.date({ error: CAREER_MESSAGES.dob })),
  email: emailAddress(CAREER_MESSAGES.email),
  phone: requiredText(CAREER_MESSAGES.phone, 10).pipe(
    z.string().regex(/^\d{10}$/, { error: CAREER_MESSAGES.phoneDigits }),
  ),
  fatherName: requiredText(CAREER_MESSAGES.fatherName, 200),
  qualification1: z.array(qualificationRow).min(1).max(10),
  school1: requiredText(CAREER_MESSAGES.school1, 300),
  profession: requiredText(CAREER_MESSAGES.profession, 200),
  experience: requiredText(CAREER_MESSAGES.experience, 20),
  mailType: z.enum(POSTS_APPLIED, { error: CAREER_MESSAGES.mailType }),
  cv: cvSchema,
  howKnow1: optionalText(200),
})

export type CareerInput = z.infer<typeof careerSchema>

/** The file's first bytes must say PDF or JPEG, whatever its name claims. */
export function cvLooksRight(bytes: Uint8Array): 'application/pdf' | 'image/jpeg' | null {
  const kind = fileKindOf(bytes)
  return kind === 'pdf' ? 'application/pdf' : kind === 'jpeg' ? 'image/jpeg' : null
}

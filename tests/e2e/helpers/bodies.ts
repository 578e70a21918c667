import { samplePdf } from '../../../src/seed/images'

/** A complete Class 1 registration in SPEC §7's JSON, for tests that post one. */
export const admissionBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'C',
  gender: 'Male',
  dob: '2019-01-01',
  religion: 'R',
  category: 'General',
  address1: 'A',
  phone2: '1',
  fatherName: 'F',
  profession: 'P',
  phone: '1',
  motherName: 'M',
  profession1: 'P',
  phone1: '1',
  declaration: true,
  siblings: '[]',
  ...overrides,
})

/** A complete job application in SPEC §7's JSON (qualification1 as a JSON string, a base64 CV). */
export const careerBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'API applicant',
  address: 'Bekal',
  dob: '1990-01-01',
  email: 'a@example.org',
  phone: '9876543210',
  fatherName: 'F',
  qualification1: JSON.stringify([
    { qualification: 'B.Sc', subject: 'Physics', howKnow: '800', rate: '80', school: 'College' },
  ]),
  school1: 'School',
  profession: 'Teacher',
  experience: '3',
  mailType: 'Physics',
  attachments: { name: 'cv.pdf', type: 'application/pdf', data: samplePdf('CV', ['x']).toString('base64') },
  ...overrides,
})

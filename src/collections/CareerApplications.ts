import { POSTS_APPLIED, options } from '@/forms/options'

import { pageLanguageField } from '@/fields/language'

import { submissionCollection } from './factory'

export const CareerApplications = submissionCollection({
  slug: 'career-applications',
  labels: { singular: 'Career application', plural: 'Career applications' },
  admin: { useAsTitle: 'name', defaultColumns: ['createdAt', 'name', 'mailType', 'language', 'status'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'mailType', label: 'Post applied for', type: 'select', required: true, options: options(POSTS_APPLIED) },
    // How to answer the applicant, next to who they are and what they ask for.
    { name: 'email', type: 'text', required: true },
    { name: 'phone', label: 'Contact number', type: 'text', required: true },
    { name: 'address', type: 'textarea', required: true },
    { name: 'dob', label: 'Date of birth', type: 'date', required: true },
    { name: 'fatherName', label: 'Father / Spouse name', type: 'text', required: true },
    {
      name: 'qualification1',
      label: 'Qualifications',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'qualification', type: 'text', required: true },
        { name: 'subject', type: 'text', required: true },
        { name: 'howKnow', label: 'Marks', type: 'text', required: true },
        { name: 'rate', label: 'Percentage', type: 'text', required: true },
        { name: 'school', label: 'Institution', type: 'text', required: true },
      ],
    },
    { name: 'school1', label: 'Present institution', type: 'text', required: true },
    { name: 'profession', label: 'Designation', type: 'text', required: true },
    { name: 'experience', label: 'Experience (years)', type: 'text', required: true },
    { name: 'attachments', label: 'CV', type: 'upload', relationTo: 'private-files', required: true },
    pageLanguageField(),
  ],
})

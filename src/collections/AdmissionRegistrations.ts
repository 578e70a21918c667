import { jsonOnly } from '@/endpoints/json-only'
import { aadhaarField, revealAadhaarEndpoint } from '@/fields/aadhaar'
import { ADMISSION_CATEGORIES, GENDERS, options } from '@/forms/options'

import { pageLanguageField } from '@/fields/language'

import { submissionCollection } from './factory'

export const AdmissionRegistrations = submissionCollection({
  slug: 'admission-registrations',
  labels: { singular: 'Admission registration', plural: 'Admission registrations' },
  endpoints: [jsonOnly(revealAadhaarEndpoint('admission-registrations'))],
  admin: { useAsTitle: 'name', defaultColumns: ['createdAt', 'name', 'session', 'fatherName', 'language', 'status'] },
  fields: [
    { name: 'session', type: 'text', admin: { description: 'Admission to Std I for this session' } },
    { name: 'name', label: 'Student name', type: 'text', required: true },
    { name: 'gender', type: 'select', required: true, options: options(GENDERS) },
    { name: 'dob', label: 'Date of birth', type: 'date', required: true },
    { name: 'religion', type: 'text', required: true },
    { name: 'address', label: 'Community', type: 'text' },
    { name: 'category', type: 'select', required: true, options: options(ADMISSION_CATEGORIES) },
    aadhaarField(),
    { name: 'address1', label: 'Postal address', type: 'textarea', required: true },
    { name: 'phone2', label: 'WhatsApp No', type: 'text', required: true },
    { name: 'fatherName', label: 'Father name', type: 'text', required: true },
    { name: 'profession', label: 'Father occupation', type: 'text', required: true },
    { name: 'phone', label: "Father's mobile no", type: 'text', required: true },
    { name: 'email', label: "Father's email", type: 'text' },
    { name: 'motherName', label: 'Mother name', type: 'text', required: true },
    { name: 'profession1', label: "Mother's occupation", type: 'text', required: true },
    { name: 'phone1', label: "Mother's mobile no", type: 'text', required: true },
    { name: 'email1', label: "Mother's email", type: 'text' },
    { name: 'hasSiblings', label: 'Siblings studying at the school', type: 'checkbox', defaultValue: false },
    {
      name: 'siblings',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'class', type: 'text', required: true },
      ],
    },
    { name: 'declaration', label: 'Declaration accepted', type: 'checkbox', required: true },
    pageLanguageField(),
  ],
})

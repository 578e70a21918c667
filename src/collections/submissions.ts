import type { CollectionConfig } from 'payload'

import { adminsOfSchool } from '@/access/roles'
import { schoolField } from '@/fields/school'
import { ADMISSION_CATEGORIES, GENDERS, POSTS_APPLIED, options } from '@/forms/options'

import { submissionCollection } from './factory'

/** SPEC §3 field names throughout, so the inbox, the forms and the API speak the same words. */

export const TcRequests = submissionCollection({
  slug: 'tc-requests',
  labels: { singular: 'TC look-up', plural: 'TC look-ups' },
  admin: { useAsTitle: 'name', defaultColumns: ['createdAt', 'admission', 'name', 'found', 'status'] },
  fields: [
    { name: 'name', label: 'Student full name', type: 'text', required: true },
    { name: 'admission', label: 'Admission No.', type: 'text', required: true },
    { name: 'found', label: 'Certificate found', type: 'checkbox', defaultValue: false },
  ],
})

export const ContactMessages = submissionCollection({
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: { useAsTitle: 'subject', defaultColumns: ['createdAt', 'name', 'subject', 'status'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'text', required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
  ],
})

export const CareerApplications = submissionCollection({
  slug: 'career-applications',
  labels: { singular: 'Career application', plural: 'Career applications' },
  admin: { useAsTitle: 'name', defaultColumns: ['createdAt', 'name', 'mailType', 'status'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'mailType', label: 'Post applied for', type: 'select', required: true, options: options(POSTS_APPLIED) },
    { name: 'address', type: 'textarea', required: true },
    { name: 'dob', label: 'Date of birth', type: 'date', required: true },
    { name: 'email', type: 'text', required: true },
    { name: 'phone', label: 'Contact number', type: 'text', required: true },
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
  ],
})

export const AdmissionRegistrations = submissionCollection({
  slug: 'admission-registrations',
  labels: { singular: 'Admission registration', plural: 'Admission registrations' },
  admin: { useAsTitle: 'name', defaultColumns: ['createdAt', 'name', 'session', 'fatherName', 'status'] },
  fields: [
    { name: 'session', type: 'text', admin: { description: 'Admission to Std I for this session' } },
    { name: 'name', label: 'Student name', type: 'text', required: true },
    { name: 'gender', type: 'select', required: true, options: options(GENDERS) },
    { name: 'dob', label: 'Date of birth', type: 'date', required: true },
    { name: 'religion', type: 'text', required: true },
    { name: 'address', label: 'Community', type: 'text' },
    { name: 'category', type: 'select', required: true, options: options(ADMISSION_CATEGORIES) },
    { name: 'aadharCardDetails', label: 'Aadhaar number', type: 'text' },
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
  ],
})

/** Certificates the office has issued; the TC look-up finds them. */
export const TransferCertificates: CollectionConfig = {
  slug: 'transfer-certificates',
  labels: { singular: 'Transfer certificate', plural: 'Transfer certificates' },
  admin: {
    group: 'Inbox',
    useAsTitle: 'studentName',
    defaultColumns: ['admissionNo', 'studentName', 'createdAt'],
    description: 'Issue a certificate here; former students then download it from the TC page.',
  },
  access: { read: adminsOfSchool, create: adminsOfSchool, update: adminsOfSchool, delete: adminsOfSchool },
  fields: [
    { name: 'admissionNo', label: 'Admission No.', type: 'text', required: true, index: true },
    { name: 'studentName', label: 'Student full name', type: 'text', required: true },
    { name: 'file', label: 'Certificate (PDF or image)', type: 'upload', relationTo: 'private-files', required: true },
    schoolField(),
  ],
}

export const submissionCollections = [TcRequests, ContactMessages, CareerApplications, AdmissionRegistrations]

import { submissionCollection } from './factory'

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

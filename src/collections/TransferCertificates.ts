import type { CollectionConfig } from 'payload'

import { adminsOfSchool } from '@/access/roles'
import { schoolField } from '@/fields/school'

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

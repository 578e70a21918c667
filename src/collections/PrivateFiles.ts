import type { CollectionConfig } from 'payload'

import { adminsOfSchool } from '@/access/roles'
import { schoolField } from '@/fields/school'
import { freeFileName } from '@/hooks/free-file-name'
import { localStore } from '@/lib/files/bucket'
import { servedUpload } from '@/lib/files/served-upload'

const PRIVATE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png']

/**
 * Personal files: CVs sent with career applications and issued transfer certificates. Only the
 * school's admins can read them; visitors reach a certificate only through a successful look-up.
 */
export const PrivateFiles: CollectionConfig = {
  slug: 'private-files',
  labels: { singular: 'Private file', plural: 'Private files' },
  admin: { group: 'Files', useAsTitle: 'filename' },
  access: { read: adminsOfSchool, create: adminsOfSchool, update: adminsOfSchool, delete: adminsOfSchool },
  // Applicants' CVs share a few names ("CV.pdf"): a taken one is made free at once (free-file-name.ts).
  hooks: { beforeOperation: [freeFileName] },
  upload: {
    staticDir: localStore('private-files'),
    mimeTypes: PRIVATE_FILE_TYPES,
    handlers: [servedUpload('private-files', PRIVATE_FILE_TYPES)],
  },
  fields: [schoolField()],
}

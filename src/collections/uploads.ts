import type { CollectionConfig } from 'payload'

import { adminsOfSchool, contentWrite, publicRead } from '@/access/roles'
import { demoField, schoolField } from '@/fields/school'
import { uploadsDir } from '@/lib/env'

/** Public files: photos, banners, PDFs the site links to. Served to anyone. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media file', plural: 'Media library' },
  admin: { group: 'Files', useAsTitle: 'filename' },
  access: { read: publicRead, create: contentWrite, update: contentWrite, delete: contentWrite },
  upload: {
    staticDir: uploadsDir('media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf'],
    // Phones on slow networks get the smallest image that fills the slot.
    imageSizes: [
      { name: 'thumbnail', width: 400, withoutEnlargement: true },
      { name: 'card', width: 800, withoutEnlargement: true },
      { name: 'wide', width: 1600, withoutEnlargement: true },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      label: 'Text for screen readers',
      type: 'text',
      admin: { description: 'What the picture shows, in a few words. Leave empty for PDFs.' },
    },
    schoolField(),
    demoField(),
  ],
}

/**
 * Personal files: CVs sent with career applications and issued transfer certificates. Only the
 * school's admins can read them; visitors reach a certificate only through a successful look-up.
 */
export const PrivateFiles: CollectionConfig = {
  slug: 'private-files',
  labels: { singular: 'Private file', plural: 'Private files' },
  admin: { group: 'Files', useAsTitle: 'filename' },
  access: { read: adminsOfSchool, create: adminsOfSchool, update: adminsOfSchool, delete: adminsOfSchool },
  upload: {
    staticDir: uploadsDir('private'),
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  },
  fields: [schoolField()],
}

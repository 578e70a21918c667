import type { CollectionConfig } from 'payload'

import { contentWrite, publicRead, publishersOnly } from '@/access/roles'
import { editorsKeepFiles } from '@/hooks/editors-save-drafts'
import { freeFileName } from '@/hooks/free-file-name'
import { refuseHugePictures } from '@/hooks/picture-pixels'
import { revalidateHooks } from '@/hooks/revalidate'
import { demoField, schoolField } from '@/fields/school'
import { ALT_REQUIRED, needsAlt } from '@/lib/office/alt-text'
import { localStore } from '@/lib/files/bucket'
import { servedUpload } from '@/lib/files/served-upload'
import { MEDIA_MIME_TYPES } from '@/lib/content/media'

/** Public files: photos, banners, PDFs the site links to. Served to anyone. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media file', plural: 'Media library' },
  admin: { group: 'Files', useAsTitle: 'filename' },
  hooks: { ...revalidateHooks, beforeOperation: [editorsKeepFiles, refuseHugePictures, freeFileName] },
  access: { read: publicRead, create: contentWrite, update: contentWrite, delete: publishersOnly },
  upload: {
    staticDir: localStore('media'),
    mimeTypes: MEDIA_MIME_TYPES,
    handlers: [servedUpload('media', MEDIA_MIME_TYPES)],
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
      label: 'Alt text (for screen readers)',
      type: 'text',
      admin: {
        description:
          'What the picture shows, in a few words. Required for pictures; leave empty for PDFs. Many photos of one event at once: "Edit all" gives them one description, then change any photo\'s own.',
      },
      // The server knows the file's type once it has the file (Payload reads it before validating);
      // the admin's form, before the upload, does not, and the server's answer then marks the field.
      validate: (value: unknown, { data }: { data: Partial<{ mimeType: string | null }> }) =>
        needsAlt(data?.mimeType) && !(typeof value === 'string' && value.trim()) ? ALT_REQUIRED : true,
    },
    schoolField(),
    demoField(),
  ],
}

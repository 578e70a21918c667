import type { Block, TextField } from 'payload'

import { attachmentsField } from '../fields/attachments'
import { requiredInOneLanguage } from '../fields/localized'
import { menuLinkField } from '../fields/menu'
import { videoThumbnailField } from '../fields/video-thumbnail'
import { isVideoUrl, VIDEO_URL_MESSAGE } from '../lib/content/videos'

/**
 * The blocks an own page is built from (collections/CustomPages), each drawn by the server by
 * its component beside it (blocks/RenderBlocks.tsx). Words a visitor reads are in both
 * languages; pictures, files and links are one for both.
 */

/** A text a visitor reads, in both languages; a required one is required in one of them at least. */
export const words = (field: {
  name: string
  required?: boolean
  maxLength?: number
  admin?: TextField['admin']
}): TextField =>
  field.required
    ? requiredInOneLanguage({ ...field, type: 'text', required: true })
    : { ...field, type: 'text', localized: true }

export const TextBlock: Block = {
  slug: 'text',
  labels: { singular: 'Text', plural: 'Text' },
  fields: [{ name: 'content', type: 'richText', localized: true }],
}

export const ImageBlock: Block = {
  slug: 'image',
  labels: { singular: 'Picture', plural: 'Pictures' },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    words({ name: 'caption', maxLength: 300 }),
  ],
}

export const GalleryBlock: Block = {
  slug: 'gallery',
  labels: { singular: 'Photo gallery', plural: 'Photo galleries' },
  fields: [{ ...attachmentsField('photos', 'Photos'), required: true } as Block['fields'][number]],
}

export const DocumentsBlock: Block = {
  slug: 'documents',
  labels: { singular: 'Documents', plural: 'Documents' },
  fields: [
    {
      name: 'files',
      type: 'array',
      minRows: 1,
      labels: { singular: 'File', plural: 'Files' },
      fields: [
        {
          type: 'row',
          fields: [
            words({ name: 'title', required: true, maxLength: 200, admin: { width: '50%' } }),
            { name: 'file', type: 'upload', relationTo: 'media', required: true, admin: { width: '50%' } },
          ],
        },
      ],
    },
  ],
}

export const TableBlock: Block = {
  slug: 'table',
  labels: { singular: 'Table', plural: 'Tables' },
  fields: [
    words({ name: 'caption', maxLength: 200 }),
    {
      name: 'columns',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Column', plural: 'Columns' },
      fields: [words({ name: 'heading', required: true, maxLength: 100 })],
    },
    {
      name: 'rows',
      type: 'array',
      labels: { singular: 'Row', plural: 'Rows' },
      admin: { description: 'One cell per column, in the columns’ order.' },
      fields: [
        {
          name: 'cells',
          type: 'array',
          maxRows: 8,
          labels: { singular: 'Cell', plural: 'Cells' },
          fields: [words({ name: 'text', maxLength: 500 })],
        },
      ],
    },
  ],
}

export const VideoBlock: Block = {
  slug: 'video',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      admin: { description: 'The video’s address on YouTube or Vimeo.' },
      validate: (value: unknown) => (isVideoUrl(value) ? true : VIDEO_URL_MESSAGE),
    },
    words({ name: 'title', required: true, maxLength: 200 }),
    videoThumbnailField(),
  ],
}

export const ButtonBlock: Block = {
  slug: 'button',
  labels: { singular: 'Button', plural: 'Buttons' },
  fields: [
    {
      type: 'row',
      fields: [words({ name: 'label', required: true, maxLength: 60, admin: { width: '40%' } }), menuLinkField],
    },
  ],
}

export const FaqBlock: Block = {
  slug: 'faq',
  labels: { singular: 'Questions', plural: 'Questions' },
  fields: [
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        words({ name: 'question', required: true, maxLength: 300 }),
        requiredInOneLanguage({ name: 'answer', type: 'textarea', required: true, maxLength: 3000 }),
      ],
    },
  ],
}

export const FormBlock: Block = {
  slug: 'form',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      admin: {
        description: 'A form the school built (Pages → Forms). It shows here as on its own page, /forms/its-address.',
      },
    },
  ],
}

export const PAGE_BLOCKS = [
  TextBlock,
  ImageBlock,
  GalleryBlock,
  DocumentsBlock,
  TableBlock,
  VideoBlock,
  ButtonBlock,
  FaqBlock,
  FormBlock,
]

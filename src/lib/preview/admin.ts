import type { CollectionConfig, PayloadRequest } from 'payload'

import { siteOrigin } from '@/lib/site/site-origin'

import { previewHref, type PreviewCollection } from './paths'

/** The widths the office checks a draft at: a common phone, and a laptop. */
export const PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: 'Phone (375 px)', width: 375, height: 667 },
  { name: 'desktop', label: 'Desktop (1280 px)', width: 1280, height: 800 },
]

/**
 * The preview route's address on the host the admin is open on, where the staff member's session
 * cookie is. Absolute, because Live Preview posts messages to its frame by that origin.
 */
const previewUrl = (collection: PreviewCollection, id: unknown, req: PayloadRequest) =>
  typeof id === 'number' || typeof id === 'string' ? `${siteOrigin(req.headers)}${previewHref(collection, id)}` : null

/**
 * The admin's Preview button (a new tab) and Live Preview (beside the form, at phone and desktop
 * width) for a content type; both open the record's page with its latest draft.
 */
export const previewAdmin = (collection: PreviewCollection): NonNullable<CollectionConfig['admin']> => ({
  preview: (doc, { req }) => previewUrl(collection, doc.id, req),
  livePreview: {
    url: ({ data, req }) => previewUrl(collection, data.id, req),
    breakpoints: PREVIEW_BREAKPOINTS,
  },
})

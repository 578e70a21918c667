/** The media library's rule for text for screen readers, shared by the collection, the dashboard and tests. */
export const ALT_REQUIRED =
  'Alt text is required for a picture: describe in a few words what it shows, for visitors who cannot see it.'

/** Pictures need a description for visitors who cannot see them; documents (PDFs) carry their own text. */
export const needsAlt = (mimeType: unknown) => typeof mimeType === 'string' && mimeType.startsWith('image/')

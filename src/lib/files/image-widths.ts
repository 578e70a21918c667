/**
 * Widths /api/image makes, so the cache holds a handful of files per picture however clients ask:
 * a requested width is rounded up to the next of these. Free of server imports: pages build their
 * srcset from it too.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const

/** Kinds of picture /api/image can resize; anything else (SVG) is served as stored. */
export const RESIZABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])

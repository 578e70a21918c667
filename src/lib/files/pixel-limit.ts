/**
 * The most pixels a picture may have, wherever the site decodes one: uploads and the copies
 * Payload makes of them, /api/image, the school's icons. Decoded, a picture takes 3 to 4 bytes a
 * pixel, so 100 megapixels hold 300 to 400 MB for the time of one resize; sharp's own default
 * (268 megapixels) let a 16,000 × 16,000 PNG of a few hundred KB take about a gigabyte each
 * time. Phones' photos have 12 to 50 megapixels. Free of server imports: the upload messages,
 * which the admin's browser shows too, name it.
 */
export const MAX_PICTURE_PIXELS = 100_000_000

/** A picture's size as its header gives it; an animation's frames are decoded together. */
export type PictureSize = { width: number; height: number; frames: number }

export const pixelsOf = ({ width, height, frames }: PictureSize) => width * height * frames

import sharp, { type SharpInput, type SharpOptions } from 'sharp'

import { MAX_PICTURE_PIXELS, pixelsOf, type PictureSize } from './pixel-limit'

/**
 * sharp that refuses a picture over the pixel limit at its header, before decoding anything.
 * Every sharp() in the site is this one, Payload's included (`sharp` in payload.config.ts): its
 * resizing at upload cannot be handed options otherwise.
 */
export const limitedSharp = (input?: SharpInput, options?: SharpOptions) =>
  sharp(input, { ...options, limitInputPixels: MAX_PICTURE_PIXELS })

/**
 * The picture's size when it has more pixels than the limit, read from its header only; null
 * when within the limit or not a picture sharp reads (a PDF).
 */
export async function overLimit(input: Buffer | string): Promise<PictureSize | null> {
  try {
    // Without the limit, so that the header of a picture over it can be read and named.
    const { width, height, pages } = await sharp(input).metadata()
    if (!width || !height) return null
    const size = { width, height, frames: pages ?? 1 }
    return pixelsOf(size) > MAX_PICTURE_PIXELS ? size : null
  } catch {
    return null
  }
}

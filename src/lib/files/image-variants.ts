import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/lib/platform/env'

import { IMAGE_WIDTHS, RESIZABLE_TYPES } from './image-widths'
import { limitedSharp } from './limited-sharp'
import { MAX_PICTURE_PIXELS } from './pixel-limit'
import type { StoredFile } from './stored-file'

export { IMAGE_WIDTHS }
export const MAX_REQUESTED_WIDTH = 10_000

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png'

export const canResize = (file: StoredFile) => RESIZABLE_TYPES.has(file.type)

export const TOO_MANY_PIXELS = `This picture has more than ${MAX_PICTURE_PIXELS / 1_000_000} megapixels and is not resized; ask for it without w.`

export const WIDTH_ERROR = `w must be a whole number of pixels from 1 to ${MAX_REQUESTED_WIDTH}.`

export function pickWidth(text: string): number | null {
  if (!/^\d{1,5}$/.test(text) || +text < 1 || +text > MAX_REQUESTED_WIDTH) return null
  return IMAGE_WIDTHS.find((w) => w >= +text) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]
}

/** AVIF when the client takes it, else WebP, else the original's own kind. */
export function pickFormat(accept: string | null, original: string): VariantFormat {
  if (accept?.includes('image/avif')) return 'avif'
  if (accept?.includes('image/webp')) return 'webp'
  return original === 'image/png' || original === 'image/gif' ? 'png' : 'jpeg'
}

export const variantsDir = () => path.join(env.dataDir, 'cache', 'images')

const running = new Map<string, Promise<string>>()

/**
 * The resized copy of a stored picture, made once with sharp and kept under DATA_DIR/cache/images.
 * The name carries the original's size and time, so replacing a file never serves the old copy.
 */
export async function variantOf(file: StoredFile, width: number, format: VariantFormat): Promise<string> {
  const key = createHash('sha256')
    .update(`${file.name}|${file.size}|${file.mtimeMs}|${width}|${format}`)
    .digest('base64url')
    .slice(0, 32)
  const target = path.join(variantsDir(), `${key}.${format}`)
  try {
    await fs.access(target)
    return target
  } catch {
    // Not made yet.
  }
  const pending = running.get(target)
  if (pending) return pending
  const making = (async () => {
    await fs.mkdir(variantsDir(), { recursive: true })
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
    const pipeline = limitedSharp(file.file).rotate().resize({ width, withoutEnlargement: true })
    const encoded =
      format === 'avif'
        ? pipeline.avif({ quality: 50, effort: 3 })
        : format === 'webp'
          ? pipeline.webp({ quality: 75 })
          : format === 'png'
            ? pipeline.png({ compressionLevel: 9 })
            : pipeline.jpeg({ quality: 78, mozjpeg: true })
    await encoded.toFile(temporary)
    await fs.rename(temporary, target)
    return target
  })().finally(() => running.delete(target))
  running.set(target, making)
  return making
}

import type { School } from '@/payload-types'

import { initials } from './initials'
import { mediaOf } from '../content/media'
import { limitedSharp } from '../files/limited-sharp'
import { publicFile } from '../files/object-store'

/** The school's colour, when it is a plain #rrggbb (it is written into an SVG). */
export const brandColour = (school: Pick<School, 'colors'>) =>
  /^#[0-9a-f]{6}$/i.test(school.colors?.primary ?? '') ? school.colors!.primary! : '#1d3f72'

// Made once per school, logo and size; a new logo has a new file name.
const made = new Map<string, Promise<Buffer>>()

/**
 * A square PNG of the school's logo on white (favicon, home-screen icons), or, without a logo,
 * its initials on its colour.
 */
export function schoolIcon(school: School, size: number): Promise<Buffer> {
  const logo = mediaOf(school.logo)
  const key = `${school.id}:${logo?.filename ?? school.name}:${brandColour(school)}:${size}`
  let icon = made.get(key)
  if (!icon) {
    icon = draw(school, logo?.filename ?? null, size).catch((error) => {
      made.delete(key)
      throw error
    })
    if (made.size > 500) made.clear()
    made.set(key, icon)
  }
  return icon
}

async function draw(school: School, logoFile: string | null, size: number): Promise<Buffer> {
  if (logoFile) {
    const stored = await publicFile(logoFile).catch(() => null)
    // A logo sharp cannot read, or one over the pixel limit (refused from its header, never
    // decoded), gives way to the initials rather than to an error.
    const icon = stored
      ? await limitedSharp(stored.file)
          .resize(size, size, { fit: 'contain', background: '#ffffff' })
          .flatten({ background: '#ffffff' })
          .png()
          .toBuffer()
          .catch(() => null)
      : null
    if (icon) return icon
  }
  const text = initials(school.name) || 'S'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${brandColour(school)}"/><text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${text.length > 2 ? 30 : 40}" fill="#ffffff">${text}</text></svg>`
  return limitedSharp(Buffer.from(svg)).png().toBuffer()
}

import { imageSource, pipelineImage } from '@/lib/content/media'
import type { Media } from '@/payload-types'

import type { Photo } from './PhotoGrid'

/** Pictures as the photo grid shows them: a phone-sized thumbnail, and the large one its lightbox opens. */
export function galleryPhotos(pictures: Media[], fallbackAlt: string): Photo[] {
  return pictures.map((m) => {
    const full = imageSource(m, 1600)
    const thumb = pipelineImage(m, 640)
    return {
      src: full.src,
      width: full.width,
      height: full.height,
      thumb: thumb.src,
      thumbSrcSet: thumb.srcSet,
      thumbWidth: thumb.width,
      thumbHeight: thumb.height,
      alt: m.alt || fallbackAlt,
    }
  })
}

import { PhotoGrid } from '@/components/gallery/PhotoGrid'
import { galleryPhotos } from '@/components/gallery/photos'
import { mediaList } from '@/lib/content/media'

import type { BlockOf } from './types'

/** Photos in a grid that open the lightbox of /SubGallery: the one block with JavaScript of its own. */
export function GalleryBlock({ block, pageTitle }: { block: BlockOf<'gallery'>; pageTitle: string }) {
  const photos = galleryPhotos(mediaList(block.photos), pageTitle)
  return photos.length ? <PhotoGrid photos={photos} title={pageTitle} /> : null
}

'use client'

import Lightbox from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/styles.css'

import type { Photo } from './PhotoGrid'

/** The lightbox with arrows, Escape, swipe, zoom and captions; PhotoGrid loads it on the first click. */
export default function PhotoLightbox({ photos, index, close }: { photos: Photo[]; index: number; close: () => void }) {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={close}
      slides={photos.map((p) => ({ src: p.src, width: p.width, height: p.height, alt: p.alt, description: p.alt }))}
      plugins={[Zoom, Captions]}
      labels={{ Close: 'Close photo viewer', Previous: 'Previous photo', Next: 'Next photo' }}
    />
  )
}

'use client'

import Lightbox from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/styles.css'

import { useUiText } from '@/components/UiText'

import type { Photo } from './PhotoGrid'

/** The lightbox's slide counter ("3 of 12"), which it fills itself: its own on English pages. */
const COUNTER = 'Photo {index} of {total}'

/** The lightbox with arrows, Escape, swipe, zoom and captions; PhotoGrid loads it on the first click. */
export default function PhotoLightbox({ photos, index, close }: { photos: Photo[]; index: number; close: () => void }) {
  const text = useUiText()
  const counter = text(COUNTER)
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={close}
      slides={photos.map((p) => ({ src: p.src, width: p.width, height: p.height, alt: p.alt, description: p.alt }))}
      plugins={[Zoom, Captions]}
      labels={{
        Close: text('Close photo viewer'),
        Previous: text('Previous photo'),
        Next: text('Next photo'),
        'Zoom in': text('Zoom in'),
        'Zoom out': text('Zoom out'),
        Lightbox: text('Lightbox'),
        Carousel: text('Carousel'),
        'Photo gallery': text('Photo gallery'),
        Slide: text('Slide'),
        Caption: text('Caption'),
        '{index} of {total}': counter === COUNTER ? undefined : counter,
      }}
    />
  )
}

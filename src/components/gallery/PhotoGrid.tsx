'use client'

import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

import { useUiText } from '@/components/UiText'

// The lightbox library is most of this page's JavaScript and nothing needs it before a click.
const PhotoLightbox = dynamic(() => import('./PhotoLightbox'), { ssr: false })

export type Photo = {
  src: string
  thumb: string
  /** Sizes of the thumbnail through /api/image, for the browser to pick from. */
  thumbSrcSet?: string
  width: number
  height: number
  thumbWidth: number
  thumbHeight: number
  alt: string
}

/**
 * The photos of one gallery; each opens a lightbox with arrows, Escape, swipe, zoom and captions.
 * Closing it returns focus to the photo that opened it.
 */
export function PhotoGrid({ photos, title }: { photos: Photo[]; title: string }) {
  const [index, setIndex] = useState(-1)
  // Loaded on the first click, then kept, so closing can animate.
  const [wanted, setWanted] = useState(false)
  const opener = useRef<HTMLButtonElement | null>(null)
  const text = useUiText()
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((p, i) => (
          <li key={p.src}>
            <button
              type="button"
              onClick={(e) => {
                opener.current = e.currentTarget
                setWanted(true)
                setIndex(i)
              }}
              className="block w-full overflow-hidden rounded-md"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- sizes are already chosen on the server */}
              <img
                src={p.thumb}
                srcSet={p.thumbSrcSet}
                sizes={p.thumbSrcSet ? '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw' : undefined}
                width={p.thumbWidth}
                height={p.thumbHeight}
                alt={p.alt}
                // The first photo is often the page's largest element on a phone: fetched first.
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform hover:scale-105"
              />
              <span className="sr-only">{text(`Open photo ${i + 1} of ${photos.length} of ${title}`)}</span>
            </button>
          </li>
        ))}
      </ul>
      {wanted && (
        <PhotoLightbox
          photos={photos}
          index={index}
          close={() => {
            setIndex(-1)
            requestAnimationFrame(() => opener.current?.focus())
          }}
        />
      )}
    </>
  )
}

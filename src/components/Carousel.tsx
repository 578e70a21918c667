'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { Children, type ReactNode, useMemo, useState } from 'react'

import { usePrefersReducedMotion } from './usePrefersReducedMotion'

/** SPEC §9: 2000 ms between slides. */
export const CAROUSEL_DELAY_MS = 2000

/** Slides per view by breakpoint (SPEC §9: 1 to 4). */
const PER_VIEW = {
  1: 'basis-full',
  2: 'basis-full sm:basis-1/2',
  3: 'basis-full sm:basis-1/2 lg:basis-1/3',
  4: 'basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/4',
} as const

/**
 * A carousel that moves by itself every 2 s, stops while the pointer or keyboard focus is on it,
 * has previous, next and pause controls (WCAG 2.2.2), answers to swipes, and never moves by itself
 * for visitors who ask for reduced motion.
 */
export function Carousel({
  label,
  children,
  perView = 4,
  slow = false,
}: {
  label: string
  children: ReactNode
  perView?: keyof typeof PER_VIEW
  /** Transitions of about 1000 ms instead of about 500 ms (SPEC §9), for the large slider. */
  slow?: boolean
}) {
  const slides = Children.toArray(children)
  const reduced = usePrefersReducedMotion()
  const plugins = useMemo(
    () =>
      reduced || slides.length < 2
        ? []
        : [
            Autoplay({
              delay: CAROUSEL_DELAY_MS,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
              stopOnInteraction: false,
            }),
          ],
    [reduced, slides.length],
  )
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: slides.length > 1, align: 'start', duration: slow ? 45 : 25 },
    plugins,
  )
  const [playing, setPlaying] = useState(true)

  const togglePlaying = () => {
    const plugin = embla?.plugins()?.autoplay
    if (playing) plugin?.stop()
    else plugin?.play()
    setPlaying(!playing)
  }

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${PER_VIEW[perView]}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="mt-4 flex items-center justify-end gap-2">
          {!reduced && (
            <button type="button" className="carousel-btn" onClick={togglePlaying} aria-pressed={!playing}>
              {playing ? 'Pause' : 'Play'}
              <span className="sr-only"> {label}</span>
            </button>
          )}
          <button type="button" className="carousel-btn" onClick={() => embla?.scrollPrev()}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Previous slide of {label}</span>
          </button>
          <button type="button" className="carousel-btn" onClick={() => embla?.scrollNext()}>
            <span aria-hidden="true">›</span>
            <span className="sr-only">Next slide of {label}</span>
          </button>
        </div>
      )}
    </div>
  )
}

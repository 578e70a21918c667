import { getTranslations } from 'next-intl/server'
import { Children, type ReactNode } from 'react'

import { CarouselControls } from './CarouselControls'

/** Slides per view by breakpoint (SPEC §9: 1 to 4): utilities of site.css, a word in each slide. */
const PER_VIEW = {
  1: 'slide-of-1',
  2: 'slide-of-2',
  3: 'slide-of-3',
  4: 'slide-of-4',
} as const

/**
 * A carousel drawn by the server as a CSS scroll-snap strip: it answers to swipes, the scroll
 * wheel and the keyboard before any JavaScript runs, and ships no carousel library. Moving by
 * itself every 2 s, pause, previous and next are CarouselControls' few lines (WCAG 2.2.2).
 */
export async function Carousel({
  label,
  children,
  perView = 4,
  slow = false,
  onDark = false,
}: {
  label: string
  children: ReactNode
  perView?: keyof typeof PER_VIEW
  /** Transitions of about 1000 ms instead of about 500 ms (SPEC §9), for the large slider. */
  slow?: boolean
  /** Full-width on a dark band (the slider): light controls, kept off the screen's edge. */
  onDark?: boolean
}) {
  const t = await getTranslations('Home')
  const slides = Children.toArray(children)
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      {/* Focusable, so a keyboard can scroll a strip whose slides hold no link. */}
      <div data-carousel-track tabIndex={0} className="carousel-track">
        {/* The strip that CarouselControls moves while a slide glides in. */}
        <div className="flex">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { n: i + 1, count: slides.length })}
              className={PER_VIEW[perView]}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && <CarouselControls label={label} durationMs={slow ? 1000 : 500} onDark={onDark} />}
    </div>
  )
}

'use client'

import { useEffect, useRef, useState } from 'react'

import { useUiText, VerbFor } from './UiText'

/** SPEC §9: 2000 ms between slides. */
const CAROUSEL_DELAY_MS = 2000

/**
 * The moving parts of a Carousel, which the server has already drawn: every 2 s the strip glides
 * one slide on (back to the first after the last) while it is on screen, except while the pointer
 * or keyboard focus is on it, after Pause, and for visitors who ask for reduced motion (who get no
 * Pause button).
 */
export function CarouselControls({
  label,
  durationMs,
  onDark,
}: {
  label: string
  durationMs: number
  onDark: boolean
}) {
  const text = useUiText()
  const controls = useRef<HTMLDivElement>(null)
  const [playing, setPlaying] = useState(true)
  const button = onDark ? 'carousel-btn-on-dark' : 'carousel-btn'

  const step = (direction: 1 | -1) => {
    const region = controls.current?.parentElement
    const track = region?.querySelector<HTMLElement>('[data-carousel-track]')
    if (track) glide(track, direction, durationMs)
  }

  useEffect(() => {
    const region = controls.current?.parentElement
    const track = region?.querySelector<HTMLElement>('[data-carousel-track]')
    if (!playing || !region || !track) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    // Only a carousel on screen moves: one scrolled out of sight would cost a phone work for nothing.
    let onScreen = false
    const watch = new IntersectionObserver(([entry]) => {
      onScreen = entry.isIntersecting
    })
    watch.observe(region)
    const timer = setInterval(() => {
      const held = region.matches(':hover') || region.contains(document.activeElement)
      if (onScreen && !reduced.matches && !held && !document.hidden) glide(track, 1, durationMs)
    }, CAROUSEL_DELAY_MS)
    return () => {
      clearInterval(timer)
      watch.disconnect()
    }
  }, [durationMs, playing])

  return (
    <div
      ref={controls}
      className={`flex items-center justify-end gap-2 ${onDark ? 'mx-auto max-w-7xl px-4 py-3' : 'mt-4'}`}
    >
      <button
        type="button"
        className={`${button} motion-reduce:hidden`}
        onClick={() => setPlaying(!playing)}
        aria-pressed={!playing}
      >
        <VerbFor verb={playing ? 'Pause' : 'Play'} what={label} />
      </button>
      <button type="button" className={button} onClick={() => step(-1)}>
        <span aria-hidden="true">‹</span>
        <span className="sr-only">{text(`Previous slide of ${label}`)}</span>
      </button>
      <button type="button" className={button} onClick={() => step(1)}>
        <span aria-hidden="true">›</span>
        <span className="sr-only">{text(`Next slide of ${label}`)}</span>
      </button>
    </div>
  )
}

/**
 * Moves the strip one slide on or back, wrapping at either end, in `ms` with ease-in-out. The
 * glide is a transform animation of the strip inside its scroll box, which the browser's
 * compositor runs without the page's main thread; at its end the box is scrolled to where the
 * strip stands, in the same frame. (Setting scrollLeft on every frame, as this did before, cost a
 * phone's main thread a frame's work 60 times a second for each glide: the browser's own smooth
 * scrolling cannot take SPEC §9's 500 or 1000 ms.)
 */
function glide(track: HTMLElement, direction: 1 | -1, ms: number) {
  const strip = track.firstElementChild as HTMLElement | null
  const slide = (strip?.firstElementChild as HTMLElement | null)?.offsetWidth
  const max = track.scrollWidth - track.clientWidth
  if (!strip || !slide || max <= 0 || strip.getAnimations().length) return
  const from = track.scrollLeft
  const atEnd = direction > 0 ? from >= max - 2 : from <= 2
  const to = atEnd
    ? direction > 0
      ? 0
      : max
    : Math.min(max, Math.max(0, Math.round(from / slide + direction) * slide))
  // Snapping is off meanwhile: the browser would otherwise scroll after the moving slides.
  track.style.scrollSnapType = 'none'
  const move = strip.animate([{ transform: 'translateX(0)' }, { transform: `translateX(${from - to}px)` }], {
    duration: ms,
    easing: 'ease-in-out',
  })
  const end = () => {
    track.scrollLeft = to
    move.cancel()
    track.style.scrollSnapType = ''
  }
  // Cancelled (the carousel left the page): nothing is left to finish.
  move.finished.then(end, () => {})
}

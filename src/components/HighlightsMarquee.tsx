'use client'

import { useEffect, useState } from 'react'

import { langOf } from '@/lib/content/fallback-marks'
import type { HighlightLine } from '@/collections/Highlights/queries'

import { useUiText, VerbFor } from './UiText'

/** SPEC §9: the highlights are fetched again every 30 seconds. */
export const HIGHLIGHTS_POLL_MS = 30_000

/**
 * The scrolling highlights line. It pauses on hover and focus and with its own button (WCAG
 * 2.2.2), and does not move at all for visitors who ask for reduced motion.
 */
export function HighlightsMarquee({
  initial,
  source,
  pollMs = HIGHLIGHTS_POLL_MS,
}: {
  initial: HighlightLine[]
  source: string
  pollMs?: number
}) {
  const text = useUiText()
  const [items, setItems] = useState(initial)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    const timer = setInterval(async () => {
      try {
        const response = await fetch(source, { cache: 'no-store' })
        if (!response.ok) return
        const body = (await response.json()) as { data?: HighlightLine[] }
        setItems((body.data ?? []).filter((h) => h.title))
      } catch {
        // Offline or server busy: keep showing what we have.
      }
    }, pollMs)
    return () => clearInterval(timer)
  }, [source, pollMs])

  if (!items.length) return null
  // A line shown in the other language than the page's says so, on the first render and after each
  // poll alike (the API's `_english` / `_malayalam`); other lines are bare text, with no element each.
  const line = items.map((item, i) => [
    i > 0 && '   •   ',
    langOf(item, 'title') ? (
      <span key={i} lang={langOf(item, 'title')}>
        {item.title}
      </span>
    ) : (
      item.title
    ),
  ])
  return (
    <div className="bg-brand-dark text-white" data-testid="highlights">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 text-sm">
        <span className="shrink-0 rounded bg-accent px-2 py-0.5 text-xs font-bold uppercase tracking-wide">
          {text('News')}
        </span>
        <div className="group relative flex-1 overflow-hidden py-2" aria-live="off">
          <p className="sr-only">{line}</p>
          <div
            aria-hidden="true"
            className={`flex w-max gap-16 whitespace-nowrap motion-safe:animate-[marquee_40s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] ${
              paused ? '[animation-play-state:paused]' : ''
            }`}
          >
            <span>{line}</span>
            <span className="motion-reduce:hidden">{line}</span>
          </div>
        </div>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          className="min-h-6 shrink-0 rounded border border-white/50 px-2 py-0.5 text-xs motion-reduce:hidden"
        >
          <VerbFor verb={paused ? 'Play' : 'Pause'} what={text('highlights')} />
        </button>
      </div>
    </div>
  )
}

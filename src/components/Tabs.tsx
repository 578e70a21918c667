'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

/**
 * ARIA tabs: arrow keys move between tabs, the panel follows. Only the open panel is drawn: a
 * closed one cannot be opened without JavaScript anyway, and home's second toppers' carousel would
 * be read, styled and hydrated by every visit for the few that open it.
 */
export function Tabs({ label, tabs }: { label: string; tabs: { title: string; content: ReactNode }[] }) {
  const [active, setActive] = useState(0)
  const id = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    e.preventDefault()
    const next = (active + step + tabs.length) % tabs.length
    setActive(next)
    refs.current[next]?.focus()
  }
  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-6 flex justify-center gap-2" onKeyDown={onKey}>
        {tabs.map((tab, i) => (
          <button
            key={tab.title}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={active === i}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={active === i ? 0 : -1}
            onClick={() => setActive(i)}
            className="rounded-full border border-brand px-5 py-2 text-sm font-semibold text-brand aria-selected:bg-brand aria-selected:text-white"
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.title}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={active !== i}
        >
          {active === i && tab.content}
        </div>
      ))}
    </div>
  )
}

import type { ReactNode } from 'react'

/** A titled part of a page of text (the accessibility statement, the website policies): a landmark named by its heading. */
export function PageSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold text-brand">
        {heading}
      </h2>
      {children}
    </section>
  )
}

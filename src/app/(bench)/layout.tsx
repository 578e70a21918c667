import type { ReactNode } from 'react'

/** Root layout of the benchmark's empty page: no styles, no header, nothing of the site. */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}

'use client'

import { type ComponentProps, useEffect, useRef, useState } from 'react'

/**
 * An <iframe> that gets its address only when it comes within a screen or so of the viewport.
 * Chromium's own loading="lazy" starts frames up to 3000 px away, which on a phone is the
 * footer's map on every short page: a second site's document (and its scripts) competing with
 * the page's first paint for a slow connection, for a map most visitors never scroll to.
 */
export function NearViewportFrame({ src, title, ...props }: ComponentProps<'iframe'> & { src: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const frame = ref.current
    if (!frame) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(frame)
    return () => observer.disconnect()
  }, [])
  return <iframe ref={ref} src={near ? src : undefined} title={title} {...props} />
}

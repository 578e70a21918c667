'use client'

import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react'

import { PIN_ICON } from './icon-paths'
import { useUiText } from './UiText'

/**
 * The school's map as a box with a "Show the map" button, which puts the provider's frame in its
 * place. A map frame is another site's whole application: on most Android phones it runs on the
 * page's own main thread (Chrome isolates sites there only for those the visitor signs in to),
 * and even a frame without an address is a window and a document made while the page loads
 * (ContactUs, with two, did twice the empty page's main-thread work under Lighthouse). Lighthouse
 * itself advises such a facade for map embeds, and the provider learns of a visitor only when
 * asked. Without JavaScript the frame (`noScript`, a <noscript> frame) covers the box.
 */
export function MapOnRequest({
  src,
  title,
  provider,
  className,
  noScript,
  onDark = false,
  ...frame
}: ComponentProps<'iframe'> & {
  src: string
  title: string
  /** The map's provider, as the button's caption names it. */
  provider: string
  className: string
  noScript: ReactNode
  /** On the footer's dark band: light text. */
  onDark?: boolean
}) {
  const text = useUiText()
  const [shown, setShown] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  // The button is gone once pressed: keyboard focus goes to the map that replaced it.
  useEffect(() => {
    if (shown) frameRef.current?.focus()
  }, [shown])
  if (shown) return <iframe ref={frameRef} src={src} title={title} className={className} {...frame} />
  return (
    <div className={`relative flex flex-col items-center justify-center gap-2 p-4 text-center ${className}`}>
      <button type="button" onClick={() => setShown(true)} className={onDark ? 'btn-outline' : 'btn-primary'}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
          <path d={PIN_ICON} />
        </svg>
        {text('Show the map')}
      </button>
      <p className={`text-xs ${onDark ? 'text-slate-200' : 'text-muted'}`}>
        {text(`From ${provider}, when you ask for it`)}
      </p>
      {noScript}
    </div>
  )
}

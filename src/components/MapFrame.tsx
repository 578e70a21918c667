import { isMapEmbed } from '@/fields/link'

import { MapOnRequest } from './MapOnRequest'

/** Who draws a map, by its embed address's host (one of http-policy's MAP_EMBED_HOSTS). */
const providerOf = (src: string) =>
  new URL(src).hostname.endsWith('openstreetmap.org') ? 'OpenStreetMap' : 'Google Maps'

/**
 * The school's map, from a provider the Content-Security-Policy allows, shown when the visitor
 * asks (components/MapOnRequest.tsx). Sandboxed: the map runs its own scripts and may open the
 * provider's site in a new tab, but cannot navigate this page.
 */
export function MapFrame({
  src,
  title,
  className,
  onDark,
}: {
  src?: string | null
  title: string
  className: string
  onDark?: boolean
}) {
  if (!isMapEmbed(src)) return null
  const address = src!.trim()
  const frame = {
    title,
    loading: 'lazy',
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    referrerPolicy: 'strict-origin-when-cross-origin',
  } as const
  return (
    <MapOnRequest
      src={address}
      provider={providerOf(address)}
      className={className}
      onDark={onDark}
      {...frame}
      noScript={
        <noscript>
          <iframe src={address} {...frame} className="absolute inset-0 h-full w-full rounded-[inherit] border-0" />
        </noscript>
      }
    />
  )
}

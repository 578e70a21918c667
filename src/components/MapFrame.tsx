import { isMapEmbed } from '@/fields/link'

import { NearViewportFrame } from './NearViewportFrame'

/**
 * The school's map, from a provider the Content-Security-Policy allows. Sandboxed: the map runs
 * its own scripts and may open the provider's site in a new tab, but cannot navigate this page.
 */
export function MapFrame({ src, title, className }: { src?: string | null; title: string; className: string }) {
  if (!isMapEmbed(src)) return null
  const frame = {
    title,
    loading: 'lazy',
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    referrerPolicy: 'strict-origin-when-cross-origin',
    className,
  } as const
  return (
    <>
      <NearViewportFrame src={src!} {...frame} />
      {/* Without JavaScript the map still shows, loaded as the browser's own lazy loading decides. */}
      <noscript>
        <iframe src={src!} {...frame} />
      </noscript>
    </>
  )
}

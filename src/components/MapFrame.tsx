import { isMapEmbed } from '@/fields/link'

/**
 * The school's map, from a provider the Content-Security-Policy allows. Sandboxed: the map runs
 * its own scripts and may open the provider's site in a new tab, but cannot navigate this page.
 */
export function MapFrame({ src, title, className }: { src?: string | null; title: string; className: string }) {
  if (!isMapEmbed(src)) return null
  return (
    <iframe
      src={src!}
      title={title}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="strict-origin-when-cross-origin"
      className={className}
    />
  )
}

import { pipelineImage } from '@/lib/content/media'
import type { Media } from '@/payload-types'

/**
 * A stored picture as a plain <img> with a srcset through /api/image: no client JavaScript (as
 * next/image's component brings), the browser picks the width it shows. `priority` is for the
 * page's largest picture (its LCP): fetched first (fetchpriority="high"), never lazy. Its preload
 * is not a React hint, which travels in the page's prefetch data (every page prefetching home
 * would fetch home's slide), but a Link header the HTTP server adds to the page's own answer
 * (`priorityImageLink` in src/lib/server/cached-answers.mjs).
 */
export function Picture({
  media,
  alt,
  sizes,
  widest,
  className,
  priority = false,
  width,
  height,
}: {
  media: Media
  alt: string
  /** The slot's width by breakpoint, as for `sizes`. */
  sizes: string
  /** The widest file any visitor needs, in px (slot width × a phone's pixel ratio). */
  widest: number
  className?: string
  priority?: boolean
  /** Intrinsic size when the slot fixes it (a round avatar); else the picture's own. */
  width?: number
  height?: number
}) {
  const img = pipelineImage(media, widest)
  const tag = (
    // eslint-disable-next-line @next/next/no-img-element -- next/image would ship its client component; the resizing is /api/image's
    <img
      src={img.src}
      srcSet={img.srcSet}
      sizes={img.srcSet ? sizes : undefined}
      width={width ?? img.width}
      height={height ?? img.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      // Only where it is set: an unset prop still travels in the page's RSC data, for every picture.
      {...(priority ? { fetchPriority: 'high' } : {})}
      decoding="async"
      className={className}
    />
  )
  // React turns every eager <img> of a server component into a preload hint in the page's RSC
  // data, and Next.js sends a page's hints with its link prefetch too: each inner page's header
  // link to / fetched the home slide. Inside <picture> React leaves the choice to the browser and
  // sends no hint; `contents` keeps the <img> the box its classes style.
  return priority ? <picture className="contents">{tag}</picture> : tag
}

import { Picture } from '@/components/Picture'
import { mediaOf } from '@/lib/content/media'
import { langOf } from '@/lib/content/in-locale'

import type { BlockOf } from './types'

/** One picture across the text's width, with its caption; the first block's is the page's LCP. */
export function ImageBlock({
  block,
  first,
  pageTitle,
}: {
  block: BlockOf<'image'>
  first: boolean
  pageTitle: string
}) {
  const image = mediaOf(block.image)
  if (!image) return null
  return (
    <figure>
      <Picture
        media={image}
        alt={image.alt || block.caption || pageTitle}
        widest={1280}
        sizes="(min-width: 896px) 48rem, 100vw"
        priority={first}
        className="h-auto w-full rounded-lg"
      />
      {block.caption && (
        <figcaption lang={langOf(block, 'caption')} className="mt-2 text-sm text-muted">
          {block.caption}
        </figcaption>
      )}
    </figure>
  )
}

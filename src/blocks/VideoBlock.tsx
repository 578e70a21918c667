import { getTranslations } from 'next-intl/server'

import { Picture } from '@/components/Picture'
import { mediaOf } from '@/lib/content/media'
import { langOf } from '@/lib/content/in-locale'

import type { BlockOf } from './types'

/**
 * A video as its picture, kept by the server, and a link to watch it on YouTube or Vimeo: the
 * visitor's browser asks those sites for nothing until the visitor chooses to watch.
 */
export async function VideoBlock({ block }: { block: BlockOf<'video'> }) {
  const t = await getTranslations('Listing.videos')
  const thumbnail = mediaOf(block.thumbnail)
  return (
    <figure className="max-w-3xl">
      {/* The picture repeats the caption's link for the mouse and the finger; keyboards and screen
          readers meet the one link, in the caption (a figure's caption stands directly in it). */}
      <a
        href={block.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-hidden="true"
        tabIndex={-1}
        className="group relative block"
      >
        {thumbnail ? (
          <Picture
            media={thumbnail}
            alt=""
            widest={960}
            sizes="(min-width: 896px) 48rem, 100vw"
            className="aspect-video w-full rounded-lg object-cover"
          />
        ) : (
          // Its picture could not be fetched yet: a plain frame, under the play button.
          <div aria-hidden="true" className="aspect-video w-full rounded-lg bg-brand-soft" />
        )}
        <span
          aria-hidden="true"
          className="absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-black/70 text-white group-hover:bg-accent"
        >
          <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </a>
      <figcaption className="mt-2 font-semibold">
        <a href={block.url} target="_blank" rel="noopener noreferrer" className="text-brand underline">
          <span lang={langOf(block, 'title')}>{block.title}</span>
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      </figcaption>
    </figure>
  )
}

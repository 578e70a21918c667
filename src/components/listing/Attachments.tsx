import { getTranslations } from 'next-intl/server'

import { mediaList } from '@/lib/content/media'

import { Picture } from '../Picture'

/** Pictures and documents attached to a news item or an event, readable on the page itself. */
export async function Attachments({ images, files, title }: { images?: unknown; files?: unknown; title: string }) {
  const t = await getTranslations('Listing')
  const pictures = mediaList(images)
  const documents = mediaList(files)
  return (
    <>
      {!!pictures.length && (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {pictures.map((m) => (
            <li key={m.id}>
              <Picture
                media={m}
                alt={m.alt || title}
                sizes="(min-width: 640px) 50vw, 100vw"
                widest={960}
                className="h-auto w-full rounded-md"
              />
            </li>
          ))}
        </ul>
      )}
      {!!documents.length && (
        <ul className="mt-4 space-y-1">
          {documents.map((d) => (
            <li key={d.id}>
              <a href={d.url ?? '#'} target="_blank" rel="noopener noreferrer">
                {d.alt || d.filename}
                <span className="sr-only"> {t('newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

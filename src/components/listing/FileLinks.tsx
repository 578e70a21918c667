import { getLocale, getTranslations } from 'next-intl/server'

import { fileKind, fileSize } from '@/lib/content/format'
import { mediaList } from '@/lib/content/media'
import type { Locale } from '@/i18n/locales.mjs'

/**
 * A record's files as links that say what they are before a parent on mobile data opens them:
 * "Exam timetable (PDF, 240 kB)".
 */
export async function FileLinks({ files, heading }: { files: unknown; heading: string }) {
  const documents = mediaList(files)
  if (!documents.length) return null
  const [t, locale] = await Promise.all([getTranslations('Listing'), getLocale()])
  return (
    <section className="mt-6">
      <h3 className="font-semibold">{heading}</h3>
      <ul className="mt-2 space-y-2">
        {documents.map((file) => (
          <li key={file.id}>
            <a href={file.url ?? '#'} target="_blank" rel="noopener noreferrer">
              {file.alt || file.filename}
              <span className="sr-only"> {t('newTab')}</span>
            </a>{' '}
            <span className="text-sm text-muted">
              ({[fileKind(file.mimeType), fileSize(file.filesize, locale as Locale)].filter(Boolean).join(', ')})
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

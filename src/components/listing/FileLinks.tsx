import { getLocale, getTranslations } from 'next-intl/server'

import { fileFacts } from '@/lib/content/format'
import { mediaList } from '@/lib/content/media'
import type { Locale } from '@/i18n/locales.mjs'
import type { Media } from '@/payload-types'

/**
 * A file as a link that says what it is before a parent on mobile data opens it:
 * "Exam timetable (PDF, 240 kB)". `name` is the office's, else the file's description or name.
 */
export async function FileLink({ file, name, lang }: { file: Media; name?: string | null; lang?: Locale }) {
  const [t, locale] = await Promise.all([getTranslations('Listing'), getLocale()])
  return (
    <>
      <a href={file.url ?? '#'} target="_blank" rel="noopener noreferrer">
        <span lang={lang}>{name || file.alt || file.filename}</span>
        <span className="sr-only"> {t('newTab')}</span>
      </a>{' '}
      <span className="text-sm text-muted">({fileFacts(file, locale as Locale)})</span>
    </>
  )
}

/** A record's files under a heading, each a FileLink. */
export async function FileLinks({ files, heading }: { files: unknown; heading: string }) {
  const documents = mediaList(files)
  if (!documents.length) return null
  return (
    <section className="mt-6">
      <h3 className="font-semibold">{heading}</h3>
      <ul className="mt-2 space-y-2">
        {documents.map((file) => (
          <li key={file.id}>
            <FileLink file={file} />
          </li>
        ))}
      </ul>
    </section>
  )
}

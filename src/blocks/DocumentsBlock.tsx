import { FileLink } from '@/components/listing/FileLinks'
import { mediaOf } from '@/lib/content/media'
import { langOf } from '@/lib/content/in-locale'

import type { BlockOf } from './types'

/** The page's files, each named by the office and saying its kind and size before it is opened. */
export function DocumentsBlock({ block }: { block: BlockOf<'documents'> }) {
  const files = (block.files ?? []).flatMap((row) => {
    const media = mediaOf(row.file)
    return media ? [{ row, media }] : []
  })
  if (!files.length) return null
  return (
    <ul className="space-y-2">
      {files.map(({ row, media }) => (
        <li key={row.id ?? media.id}>
          <FileLink file={media} name={row.title} lang={langOf(row, 'title')} />
        </li>
      ))}
    </ul>
  )
}

import { DefaultCell } from '@payloadcms/ui'
import type { DefaultServerCellComponentProps, TextFieldClient } from 'payload'

import { LOCALE_NAMES_IN_ENGLISH, LOCALES } from '@/i18n/locales.mjs'
import { written } from '@/lib/content/in-locale'

/**
 * A record's title in the admin's list. Payload reads the list in the chosen language only, so a
 * record not yet written in it would read "<No Title>": it shows the title there is, in the
 * other language, with that language named.
 */
export async function OtherLanguageCell({
  cellData,
  collectionSlug,
  field,
  link,
  linkURL,
  payload,
  rowData,
  viewType,
}: DefaultServerCellComponentProps) {
  const name = 'name' in field ? field.name : ''
  const clientField = { name, type: 'text', label: 'label' in field ? field.label : name } as TextFieldClient
  const cell = (text: unknown) => (
    <DefaultCell
      cellData={text}
      collectionSlug={collectionSlug}
      field={clientField}
      link={link}
      linkURL={linkURL}
      rowData={rowData}
      viewType={viewType}
    />
  )
  if (written(cellData) || rowData?.id === undefined) return cell(cellData)
  const stored = (await payload
    .findByID({
      collection: collectionSlug as 'news',
      id: rowData.id,
      locale: 'all',
      depth: 0,
      draft: true,
      disableErrors: true,
      select: { [name]: true },
    })
    .catch(() => null)) as Record<string, Partial<Record<string, unknown>>> | null
  const texts = stored?.[name]
  const from = LOCALES.find((locale) => written(texts?.[locale]))
  if (!from) return cell(cellData)
  return (
    <>
      <span lang={from}>{cell(texts![from])}</span>{' '}
      <span style={{ color: 'var(--theme-elevation-500)' }}>({LOCALE_NAMES_IN_ENGLISH[from]})</span>
    </>
  )
}

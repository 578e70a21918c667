import { relationId } from '@/lib/platform/relation'

import { DOCUMENT_TABLES, type AnswerPlace } from './appendix-ix'

/** A file or link the disclosure offers: what its nightly check opens. */
export type DisclosureTarget = { place: AnswerPlace; label: string; url?: string | null; file?: unknown }

type Row = { label?: string | null; url?: string | null; file?: unknown }
type Linking = Partial<Record<(typeof DOCUMENT_TABLES)[number], Row[] | null>> & { inspectionVideoUrl?: string | null }

/** Each document row's file or link, and the inspection video. */
export function disclosureTargets(d: Linking): DisclosureTarget[] {
  const rows: DisclosureTarget[] = DOCUMENT_TABLES.flatMap((place) =>
    (d[place] ?? []).map((row) => ({ place, label: row.label ?? '', url: row.url, file: row.file })),
  )
  if (d.inspectionVideoUrl)
    rows.push({ place: 'inspectionVideoUrl', label: 'Inspection video', url: d.inspectionVideoUrl })
  return rows.filter((row) => row.file != null || row.url?.trim())
}

/** A file's media record number, whether the row holds the number or the record. */
export const fileId = (file: unknown): number | undefined => {
  const id = relationId(file)
  return typeof id === 'number' ? id : undefined
}

'use client'

import { useSearchParams } from 'next/navigation'

/**
 * "Export CSV" above an inbox list: downloads exactly the records the list shows now, with the
 * filters and search the staff member has set.
 */
export function ExportCsvButton({ collectionSlug }: { collectionSlug: string }) {
  const search = useSearchParams()
  const params = new URLSearchParams(search.toString())
  params.delete('page')
  params.delete('limit')
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`/cms-api/${collectionSlug}/export.csv?${params}`}
        download
      >
        Export CSV
      </a>
    </div>
  )
}

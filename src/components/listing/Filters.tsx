import { SiteLink } from '@/components/SiteLink'

import { MONTHS, type ListParams } from '@/lib/content/listing'

import { FilterForm } from './FilterForm'

const selectClass = 'rounded-md border border-slate-400 bg-white px-3 py-2'

/** Year, month and search filters of SPEC §2 (the months offered can be limited to those present). */
export function Filters({
  label,
  params,
  years,
  months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  yearLabel = 'Year',
  searchLabel = 'Search by title',
  showMonth = true,
}: {
  label: string
  params: ListParams
  years: (number | string)[]
  months?: number[]
  yearLabel?: string
  searchLabel?: string
  showMonth?: boolean
}) {
  return (
    <FilterForm label={label}>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {yearLabel}
        <select name="year" defaultValue={String(params.year)} key={`y${params.year}`} className={selectClass}>
          <option value="all">All</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      {showMonth && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Month
          <select
            name="month"
            defaultValue={params.month ? String(params.month) : ''}
            key={`m${params.month}`}
            className={selectClass}
          >
            <option value="">All</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {MONTHS[m - 1]}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
        {searchLabel}
        <input type="search" name="q" defaultValue={params.q} key={`q${params.q}`} className={selectClass} />
      </label>
      <button type="submit" className="btn-primary py-2.5">
        Apply
      </button>
    </FilterForm>
  )
}

/** Page links that keep the filters. */
export function Pagination({ params, pages, basePath }: { params: ListParams; pages: number; basePath: string }) {
  if (pages <= 1) return null
  const href = (page: number) => {
    const q = new URLSearchParams()
    q.set('year', String(params.year))
    if (params.month) q.set('month', String(params.month))
    if (params.q) q.set('q', params.q)
    if (page > 1) q.set('page', String(page))
    return `${basePath}?${q}`
  }
  const around = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pages || Math.abs(p - params.page) <= 2,
  )
  return (
    <nav aria-label="Pages" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {around.map((p, i) => (
          <li key={p} className="flex items-center gap-2">
            {i > 0 && around[i - 1] !== p - 1 && <span aria-hidden="true">…</span>}
            <SiteLink
              href={href(p)}
              aria-current={p === params.page ? 'page' : undefined}
              className="flex min-h-10 min-w-10 items-center justify-center rounded-md border border-brand px-3 no-underline aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              <span className="sr-only">Page </span>
              {p}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** What a filtered list says when nothing matches, with a way back to everything. */
export function NothingMatches({ basePath, what }: { basePath: string; what: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center" data-empty="filtered">
      <p className="text-lg">No {what} match these filters.</p>
      <p className="mt-3">
        <SiteLink href={`${basePath}?year=all`}>Show all {what}</SiteLink>
      </p>
    </div>
  )
}

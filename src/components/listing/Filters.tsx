import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteLink } from '@/components/SiteLink'
import type { TypeWith } from '@/collections/registry'

import { monthNames, type ListParams } from '@/lib/content/listing'

import { FilterForm } from './FilterForm'

export const selectClass = 'rounded-md border border-slate-400 bg-white px-3 py-2'

/** One of a list's own filters: a labelled select of its choices, "all" first (the empty value). */
export function FilterSelect({
  name,
  label,
  allLabel,
  value,
  options,
}: {
  name: string
  label: string
  allLabel: string
  value: string | undefined
  options: readonly { value: string; label: string }[]
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select name={name} defaultValue={value ?? ''} key={`${name}${value ?? ''}`} className={selectClass}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The lists' words in sentences ("No news match these filters."), each type's listWhat
 * (collections/<Type>/descriptor.ts); Malayalam writes each its own.
 */
export type ListWhat = TypeWith<'listWhat'>['listWhat']

/**
 * Year, month and search filters of SPEC §2 (the months offered can be limited to those present).
 * The form has no action: it is sent to the page's own address, /ml/… included.
 */
export async function Filters({
  label,
  params,
  years,
  months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  yearLabel,
  searchLabel,
  showMonth = true,
  children,
}: {
  label: string
  params: ListParams
  years: (number | string)[]
  months?: number[]
  /** In the page's language; "Year" by default. */
  yearLabel?: string
  /** In the page's language; "Search by title" by default. */
  searchLabel?: string
  showMonth?: boolean
  /** The list's own filters, between the dates and the search. */
  children?: ReactNode
}) {
  const [t, locale] = await Promise.all([getTranslations('Listing.filters'), getLocale()])
  const monthName = monthNames(locale)
  return (
    <FilterForm label={label}>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {yearLabel ?? t('year')}
        <select name="year" defaultValue={String(params.year)} key={`y${params.year}`} className={selectClass}>
          <option value="all">{t('allYears')}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      {showMonth && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('month')}
          <select
            name="month"
            defaultValue={params.month ? String(params.month) : ''}
            key={`m${params.month}`}
            className={selectClass}
          >
            <option value="">{t('allMonths')}</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthName[m - 1]}
              </option>
            ))}
          </select>
        </label>
      )}
      {children}
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
        {searchLabel ?? t('searchTitle')}
        <input type="search" name="q" defaultValue={params.q} key={`q${params.q}`} className={selectClass} />
      </label>
      <button type="submit" className="btn-primary py-2.5">
        {t('apply')}
      </button>
    </FilterForm>
  )
}

/** Page links that keep the filters (SiteLink keeps the page's language). */
export async function Pagination({ params, pages, basePath }: { params: ListParams; pages: number; basePath: string }) {
  const href = (page: number) => {
    const q = new URLSearchParams()
    q.set('year', String(params.year))
    if (params.month) q.set('month', String(params.month))
    for (const [key, value] of Object.entries(params.filters ?? {})) q.set(key, value)
    if (params.q) q.set('q', params.q)
    if (page > 1) q.set('page', String(page))
    return `${basePath}?${q}`
  }
  return <PageLinks pages={pages} current={params.page} href={href} />
}

/** Links to the first, the last and the pages around the current one of a paged list. */
export async function PageLinks({
  pages,
  current,
  href,
}: {
  pages: number
  current: number
  href: (page: number) => string
}) {
  if (pages <= 1) return null
  const t = await getTranslations('Listing.pagination')
  const around = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pages || Math.abs(p - current) <= 2,
  )
  return (
    <nav aria-label={t('label')} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {around.map((p, i) => (
          <li key={p} className="flex items-center gap-2">
            {i > 0 && around[i - 1] !== p - 1 && <span aria-hidden="true">…</span>}
            <SiteLink
              href={href(p)}
              aria-current={p === current ? 'page' : undefined}
              className="flex min-h-10 min-w-10 items-center justify-center rounded-md border border-brand px-3 no-underline aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              <span className="sr-only">{t('page')} </span>
              {p}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** What a filtered list says when nothing matches, with a way back to everything. */
export async function NothingMatches({ basePath, what }: { basePath: string; what: ListWhat }) {
  const t = await getTranslations('Listing.nothing')
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center" data-empty="filtered">
      <p className="text-lg">{t('text', { what })}</p>
      <p className="mt-3">
        <SiteLink href={`${basePath}?year=all`}>{t('showAll', { what })}</SiteLink>
      </p>
    </div>
  )
}

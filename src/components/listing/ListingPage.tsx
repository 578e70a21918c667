import type { ReactNode } from 'react'

import { PlaceholderCards } from '@/components/home/Cards'
import { InnerPage } from '@/components/InnerPage'
import type { ListParams } from '@/lib/content/listing'
import type { SiteRoute } from '@/lib/site/routes'

import { NothingMatches, Pagination, type ListWhat } from './Filters'

type Listing<T> = { list: { docs: T[]; total: number; pages: number }; hasAny: boolean }

/**
 * The one layout of a dated list page (News, Events, Gallery, VideoGallery): its filters, the
 * total, then placeholders while the school has published nothing, "nothing matches" when the
 * filters exclude everything, or the page of items; then the page links.
 */
export function ListingPage<T extends { id: number | string }>({
  route,
  filters,
  params,
  listing,
  totalLabel,
  placeholder,
  what,
  listClassName,
  itemClassName,
  renderItem,
}: {
  route: SiteRoute
  filters: ReactNode
  params: ListParams
  listing: Listing<T>
  /** "Total news", in the page's language: shown with the count; left out where SPEC shows none. */
  totalLabel?: string
  /** What the placeholder cards stand for, e.g. "School news", in the page's language. */
  placeholder: string
  /**
   * The items in a sentence, e.g. "news" in "No news match these filters."; always this English
   * word, by which Malayalam chooses its own sentence.
   */
  what: ListWhat
  listClassName: string
  itemClassName?: string
  /** `index` on the page: the first item's picture is the one to fetch first. */
  renderItem: (item: T, index: number) => ReactNode
}) {
  const { list, hasAny } = listing
  const basePath = `/${route}`
  return (
    <InnerPage route={route}>
      {filters}
      {totalLabel && (
        <p className="mb-4 font-semibold" aria-live="polite">
          {totalLabel}: {list.total}
        </p>
      )}
      {!hasAny ? (
        <PlaceholderCards label={placeholder} level={2} />
      ) : list.docs.length === 0 ? (
        <NothingMatches basePath={basePath} what={what} />
      ) : (
        <ul className={listClassName}>
          {list.docs.map((item, index) => (
            <li key={item.id} className={itemClassName}>
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      )}
      <Pagination params={params} pages={list.pages} basePath={basePath} />
    </InnerPage>
  )
}

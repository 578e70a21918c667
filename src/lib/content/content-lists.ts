import type { CollectionSlug, Sort, Where } from 'payload'

import { typesWith, type RegisteredType, type TypeWith } from '@/collections/registry'

export type ContentList = { collection: CollectionSlug; sort: Sort; where?: Where }

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never

/** A type's lists by name, each read from the type's own collection. */
type ListsOf<T> = T extends { slug: infer S; lists: infer L }
  ? { [N in keyof L]: { collection: S; sort: Sort; where?: Where } }
  : never

/**
 * The published lists of a school and their order (SPEC §9: news, events and galleries newest
 * first by date, toppers by percentage). The site's pages and the public API both read these, so
 * they always agree on what a list holds and in which order. Ties are broken by id, newest
 * first (oldest first for the messages), so pages of a list never overlap.
 *
 * Each type names its own (collections/<Type>/descriptor.ts); here they are by name.
 */
export const LISTS = Object.fromEntries(
  typesWith('lists').flatMap((type) =>
    Object.entries(type.lists).map(([name, list]) => [name, { collection: type.slug, ...list } as ContentList]),
  ),
) as UnionToIntersection<ListsOf<RegisteredType>>

/**
 * What each collection's lists are read by: the school, published only, then the list's first
 * sort field (lib/platform/schema-indexes.ts makes an index of each), so that a list is read in
 * order from its own school's rows alone.
 */
export function listOrders(): { collection: CollectionSlug; field: string }[] {
  const orders = new Map<string, { collection: CollectionSlug; field: string }>()
  for (const list of Object.values(LISTS) as ContentList[]) {
    const field = String([list.sort].flat()[0]).replace(/^-/, '')
    orders.set(`${list.collection} ${field}`, { collection: list.collection, field })
  }
  return [...orders.values()]
}

/** How many entries of each list the home page shows, by the home page's name for it. */
export const HOME_COUNTS = Object.assign(
  {},
  ...typesWith('homeCounts').map((type) => type.homeCounts),
) as UnionToIntersection<TypeWith<'homeCounts'>['homeCounts']>

/** One school's records of a list, with the list's own condition. */
export const whereOf = (list: ContentList, school: number): Where =>
  list.where ? { and: [{ school: { equals: school } }, list.where] } : { school: { equals: school } }

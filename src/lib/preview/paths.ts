import { typesWith, type TypeWith } from '@/collections/registry'

/**
 * Where the site shows a record of each content type, so a draft is previewed on the page a
 * visitor would find it: each type with drafts says where (publicPath in
 * collections/<Type>/descriptor.ts): the school's pages, news, events and galleries have pages of
 * their own; the home page's lists (notices, messages, birthdays, registrations) and the marquee
 * of highlights show on `/`; toppers and videos on their list, at the record's own year.
 */
type Doc = Record<string, unknown>

export type PreviewCollection = Extract<TypeWith<'publicPath'>, { drafts: true }>['slug']

export const PREVIEW_PATHS = Object.fromEntries(
  typesWith('publicPath')
    .filter((type) => type.drafts)
    .map((type) => [type.slug, type.publicPath]),
) as Record<PreviewCollection, (doc: Doc) => string>

export const isPreviewCollection = (slug: unknown): slug is PreviewCollection =>
  typeof slug === 'string' && Object.hasOwn(PREVIEW_PATHS, slug)

/** The public page a record is shown on (any record of the collection, typed or as read). */
export const publicPathOf = (collection: PreviewCollection, doc: object): string =>
  PREVIEW_PATHS[collection](doc as Doc)

/** The site's preview route for a record: it checks the session, turns on draft mode and opens publicPathOf. */
export const PREVIEW_ROUTE = '/preview'
export const EXIT_PREVIEW_ROUTE = '/preview/exit'

export const previewHref = (collection: PreviewCollection, id: number | string) =>
  `${PREVIEW_ROUTE}?${new URLSearchParams({ collection, id: String(id) })}`

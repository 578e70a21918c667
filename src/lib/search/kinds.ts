/**
 * What a search result says it is, and a record's words as the index holds them: read by each
 * content type's descriptor (collections/<Type>/descriptor.ts), by searched.ts and by the API's
 * schema, apart from the index's table so that a descriptor needs nothing of the search's own.
 */

/** What a search result says it is; the page names each kind in the reader's language. */
export const SEARCH_KINDS = ['news', 'event', 'circular', 'gallery', 'video', 'topper', 'teacher', 'page'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** A record's words in one language, as the index holds them. */
export type SearchText = { title: string; body: string; date: string | null }

/**
 * Malayalam for the English texts of the lists' client components (filters, the photo lightbox,
 * tabs…), by their English words; see ../../text-table.ts.
 */
export const LISTING_UI_ML: Record<string, string> = {}

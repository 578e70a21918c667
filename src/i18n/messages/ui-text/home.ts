/**
 * Malayalam for the English texts of home's client components (carousel controls, the
 * notification popup, the highlights marquee…), by their English words; see ../../text-table.ts.
 */
export const HOME_UI_ML: Record<string, string> = {}

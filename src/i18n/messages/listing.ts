/**
 * The listing interface text of the server components (next-intl namespace `Listing`), English and
 * Malayalam side by side; ml must have every key of en (TypeScript checks it in ../ml.ts).
 */
export const listingEn = {}

export const listingMl: typeof listingEn = {}

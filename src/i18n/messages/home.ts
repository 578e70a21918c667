/**
 * The home interface text of the server components (next-intl namespace `Home`), English and
 * Malayalam side by side; ml must have every key of en (TypeScript checks it in ../ml.ts).
 */
export const homeEn = {}

export const homeMl: typeof homeEn = {}

// @ts-check
/**
 * PAGE_CACHE_MB, the memory given to cached pages, and how it is shared: Next.js's page and data
 * cache (next.config.ts) and the pages the HTTP server answers itself for a second
 * (lib/server/kept-pages.mjs). Plain JavaScript: next.config.ts and the server read it without a build.
 */
const MB = 1024 * 1024

/** PAGE_CACHE_MB: 256 unless set to at least 16. */
export function pageCacheMegabytes() {
  const n = Number(process.env.PAGE_CACHE_MB)
  return Number.isInteger(n) && n >= 16 ? n : 256
}

/**
 * The kept pages' share, in bytes: an eighth of the page cache (32 MB by default). They are a
 * second's copies of pages the cache holds, so the busiest pages of that second fit many times.
 */
export const keptPagesBytes = () => Math.floor((pageCacheMegabytes() * MB) / 8)

/** Next.js's share: the rest. */
export const nextCacheBytes = () => pageCacheMegabytes() * MB - keptPagesBytes()

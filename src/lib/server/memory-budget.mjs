// @ts-check
/**
 * PAGE_CACHE_MB, the memory given to everything the server keeps of answers it made, and how it
 * is shared, so that one figure bounds them all: Next.js's page and data cache (next.config.ts),
 * each page's ETag and bytes and their compressed copies (lib/server/cached-answers.mjs), the
 * pages the HTTP server answers itself for a while (lib/server/kept-pages.mjs) and the public
 * API's answers (lib/api/answer-cache.ts). Plain JavaScript: next.config.ts and the server read it
 * without a build.
 */
import { env } from './env.mjs'

const MB = 1024 * 1024

const eighths = (/** @type {number} */ n) => Math.floor((env.pageCacheMegabytes * MB * n) / 8)

/** Next.js's share: half (128 MB by default); it holds each cached page whole, with its RSC data. */
export const nextCacheBytes = () => eighths(4)

/** Each cached page's ETag and bytes, worked out once per version: an eighth. */
export const bodyVersionsBytes = () => eighths(1)

/** Compressed copies of cached pages (Brotli and gzip, each made once per page version): an eighth. */
export const encodedBodiesBytes = () => eighths(1)

/**
 * The pages the server answers itself for a while: an eighth. They are copies of pages the cache
 * holds; when full, the least recently served go (lib/server/kept-pages.mjs).
 */
export const keptPagesBytes = () => eighths(1)

/** The public API's serialised answers: an eighth. */
export const apiAnswersBytes = () => eighths(1)

/**
 * The memory a kept body takes, as the shares above count it. V8 keeps a text with any character
 * beyond Latin-1 (the language switch's മലയാളം is on every page) at two bytes a character, so a
 * text counts two bytes a character; a Buffer its length.
 * @param {string | Buffer} body
 */
export const heldBytes = (body) => (typeof body === 'string' ? 2 * body.length : body.length)

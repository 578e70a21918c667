// @ts-check
/**
 * Every value this process keeps on globalThis, with the module that owns it and why it is
 * process-wide. The HTTP server (scripts/server.mjs) and Next.js's bundles (the proxy, the pages,
 * the API, the admin's hooks) each load their own copy of a module, so a module-level variable
 * would exist once per bundle: what they must share is found through the process-wide symbol
 * registry instead. Nothing else in the code touches globalThis. Plain JavaScript: the server runs
 * it without a build step.
 */

/**
 * @typedef {{ key: symbol, owner: string, why: string }} Declaration
 */
export const PROCESS_WIDE = {
  domains: {
    key: Symbol.for('school-website.domains'),
    owner: 'src/lib/site/domains.ts (filled by lib/site/domain-table.ts)',
    why: 'the proxy, the pages, the admin hooks and the HTTP server (request-origin.mjs, school-hosts.mjs) read one table of school domains',
  },
  keptPages: {
    key: Symbol.for('school-website.kept-pages'),
    owner: 'src/lib/server/kept-pages.mjs (offered by scripts/request-handler.mjs)',
    why: "a save in Next.js's bundle empties the pages the HTTP server keeps",
  },
  keptApiAnswers: {
    key: Symbol.for('school-website.kept-api-answer'),
    owner: 'src/lib/server/kept-api-answers.mjs (offered by lib/api/answer-cache.ts)',
    why: "the HTTP server sends a kept API answer without a trip through Next.js's router",
  },
  apiAnswers: {
    key: Symbol.for('school-website.api-answers'),
    owner: 'src/lib/api/answer-cache.ts',
    why: 'the API routes are several bundles; one byte budget and one set of answers serves them all',
  },
  generations: {
    key: Symbol.for('school-website.generations'),
    owner: 'src/lib/platform/cache.ts',
    why: "without Redis, the admin's save and the API's read run in different bundles and share the save counters",
  },
  afterCommit: {
    key: Symbol.for('school-website.after-commit'),
    owner: 'src/lib/platform/after-commit.ts',
    why: "a save's hooks and the adapter that commits it may be loaded by different bundles; the work waiting for a commit is one list",
  },
  redis: {
    key: Symbol.for('school-website.redis'),
    owner: 'src/lib/platform/redis.ts',
    why: 'one Redis connection per process, whichever bundle asks first',
  },
}

/** @typedef {keyof typeof PROCESS_WIDE} Name */

/** @type {Record<symbol, unknown>} */
const registry = /** @type {any} */ (globalThis)

/**
 * The process's one value under `name`, made by `create` on first use.
 * @template T @param {Name} name @param {() => T} create @returns {T}
 */
export function processWide(name, create) {
  const { key } = PROCESS_WIDE[name]
  if (!(key in registry)) registry[key] = create()
  return /** @type {T} */ (registry[key])
}

/**
 * The value under `name`, if its owner has set it yet.
 * @template T @param {Name} name @returns {T | undefined}
 */
export const processWideValue = (name) => /** @type {T | undefined} */ (registry[PROCESS_WIDE[name].key])

/**
 * Sets (or replaces) the value under `name`.
 * @param {Name} name @param {unknown} value
 */
export function setProcessWide(name, value) {
  registry[PROCESS_WIDE[name].key] = value
}

/**
 * @typedef {{ revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }} IncrementalCache
 */

/**
 * Next.js's own data and page cache, which Next.js (not this code) puts on globalThis as a private
 * `__incrementalCache`. Read only by lib/platform/cache.ts, to clear a school's tags from a job of
 * Payload's queue, where Next.js offers no public call (outside a request). Undefined outside the
 * Next.js server (scripts, tests); were a Next.js upgrade to rename it, a job's saves would show
 * only once the cache ends (maxAge).
 * @returns {IncrementalCache | undefined}
 */
export const nextIncrementalCache = () => /** @type {any} */ (globalThis).__incrementalCache

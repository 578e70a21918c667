// @ts-check
/**
 * Where the schools' domain table lives in this process (lib/site/domains.ts fills it from the
 * database, at start and after every change to a school). On globalThis: the proxy, the pages, the
 * admin's hooks and the HTTP server (scripts/server.mjs) are separate bundles of one process.
 * Plain JavaScript: the server runs it without a build step.
 */
export const DOMAIN_TABLE_KEY = Symbol.for('school-website.domains')

/**
 * True when `hostname` (lower case, no port) is one of the schools' domains now.
 * @param {string} hostname
 */
export function isSchoolHost(hostname) {
  const table = /** @type {{ byHost?: Map<string, string> } | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (globalThis)[DOMAIN_TABLE_KEY]
  )
  return Boolean(table?.byHost?.has(hostname.replace(/\.$/, '')))
}

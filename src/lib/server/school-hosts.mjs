// @ts-check
/**
 * The schools' domain table as the HTTP server reads it (lib/site/domains.ts fills it from the
 * database, at start and after every change to a school; process-wide.mjs says why it is shared).
 * Plain JavaScript: the server runs it without a build step.
 */
import { env } from './env.mjs'
import { processWideValue } from './process-wide.mjs'

/**
 * True when `hostname` (lower case, no port) is one of the schools' domains now.
 * @param {string} hostname
 */
export function isSchoolHost(hostname) {
  /** @type {{ byHost?: Map<string, string> } | undefined} */
  const table = processWideValue('domains')
  return Boolean(table?.byHost?.has(hostname.replace(/\.$/, '')))
}

/**
 * A Host header's name as the domain table writes names: lower case, without port or final dot
 * (lib/site/domains.ts's normalizeHost checks it further).
 * @param {string | null | undefined} host
 */
export const bareHostName = (host) => (host ?? '').trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '')

/**
 * The name the server keeps answers under for every Host it does not serve by name. The proxy
 * shows the default school (SCHOOL_CODE) on any such host, so they all answer the same pages.
 */
const ANY_OTHER_HOST = '*'

/** SERVER_URL's host name, worked out again only when the variable changes. */
let platform = { url: /** @type {string | undefined} */ (undefined), host: '' }

/** @param {string | undefined} url */
function hostOfUrl(url) {
  try {
    return url ? new URL(url).hostname : ''
  } catch {
    return ''
  }
}

/**
 * The host a request's answers are kept under (lib/server/page-query.mjs's pageAddress): its
 * name, as the domain table writes names (bareHostName), when it is a school's domain or SERVER_URL's host, else
 * ANY_OTHER_HOST. A page cannot depend on the host beyond the school it shows (Next.js caches it
 * under the school's code, src/proxy.ts), so hosts of no school share their answers: kept under
 * each raw Host, every name a visitor invented added an entry (issue 47).
 * @param {string | undefined} host the request's Host header
 */
export function keptHost(host) {
  const name = bareHostName(host)
  if (env.serverUrl !== platform.url) {
    platform = { url: env.serverUrl, host: hostOfUrl(env.serverUrl) }
  }
  return name && (name === platform.host || isSchoolHost(name)) ? name : ANY_OTHER_HOST
}

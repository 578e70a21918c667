// @ts-check
/**
 * Where the public API leaves its answer look-up for the HTTP server (scripts/server.mjs): a list
 * answer kept in memory is sent from there without a trip through Next.js's router, which costs
 * more than the answer itself. Next.js's bundle and the server load their own copies of modules,
 * so the look-up is found process-wide (process-wide.mjs). Plain JavaScript: the server runs
 * without a build step.
 */
import { processWideValue, setProcessWide } from './process-wide.mjs'

/**
 * @typedef {{ status: 200 | 304, headers: Record<string, string>, body: string | null }} KeptAnswer
 * @typedef {(pathname: string, search: string, ifNoneMatch: string | undefined) => Promise<KeptAnswer | null>} LookUp
 */

/** @param {LookUp} lookUp */
export function offerKeptAnswers(lookUp) {
  setProcessWide('keptApiAnswers', lookUp)
}

/** The look-up, once the API's code has loaded (its first request goes through Next.js). @returns {LookUp | undefined} */
export function keptAnswers() {
  return /** @type {LookUp | undefined} */ (processWideValue('keptApiAnswers'))
}

import { env } from '../platform/env'
import { processWide } from '../server/process-wide.mjs'
import { bareHostName } from '../server/school-hosts.mjs'

/**
 * Which school a request is for, by its Host: the school whose `domains` hold the host name, else
 * SCHOOL_CODE's, so a one-school installation answers under any name. The table is read on every
 * page request (by the proxy, before Next.js looks in its cache), so it lives in memory and is
 * reloaded from the database at start and after every change to a school (lib/site/domain-table.ts).
 */
type DomainTable = {
  byHost: Map<string, string>
  byCode: Map<string, number | string>
  /** When a save (this instance's, or one another instance announced) last changed a school's entries, in ms. */
  changedAt: number
}

// Process-wide: the HTTP server allows staff requests from the schools' domains
// (lib/server/request-origin.mjs), and the proxy, pages and hooks are other bundles (process-wide.mjs).
const table = processWide('domains', (): DomainTable => ({ byHost: new Map(), byCode: new Map(), changedAt: 0 }))

/** A host name as schools list it: lower case, without port or trailing dot; '' when not a host name. */
export function normalizeHost(host: string | null | undefined): string {
  // An IPv6 literal is never a school's domain.
  if (!host || host.trim().startsWith('[')) return ''
  const name = bareHostName(host)
  return HOST_NAME.test(name) ? name : ''
}

/** Letters, digits and hyphens in dot-separated labels of at most 63, 253 in all (RFC 1123). */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

export function schoolCodeForHost(host: string | null | undefined): string {
  return table.byHost.get(normalizeHost(host)) ?? env.schoolCode
}

/** A school's record id by its code, without a database read (the public API's hot path). */
export const schoolIdForCode = (code: string): number | string | undefined => table.byCode.get(code.toUpperCase())

/**
 * The school's id when the installation has exactly one, without a database read: the admin hides
 * every school field then (fields/school.ts). The table changes with each school saved or removed,
 * so the field shows the moment a second school is made.
 */
export function onlySchoolId(): number | string | undefined {
  if (table.byCode.size !== 1) return undefined
  return table.byCode.values().next().value
}

export type SchoolDomains = { id: number | string; code: string; domains?: readonly string[] | null }

/** Adds a school: its id by its code, its code by each of its domains (a domain stays with the first school listing it). */
function addSchool(into: Omit<DomainTable, 'changedAt'>, school: SchoolDomains): void {
  into.byCode.set(school.code, school.id)
  for (const domain of school.domains ?? []) {
    const host = normalizeHost(domain)
    if (host && !into.byHost.has(host)) into.byHost.set(host, school.code)
  }
}

/** The whole table from every school's record (at start, after an import, on another instance's word). */
export function setDomainTable(schools: readonly SchoolDomains[]): void {
  const next: Omit<DomainTable, 'changedAt'> = { byHost: new Map(), byCode: new Map() }
  for (const school of schools) addSchool(next, school)
  table.byHost = next.byHost
  table.byCode = next.byCode
}

/**
 * One school's entries after its record was saved (`before`: what it was, if it existed) or
 * deleted (`after` null). A save changes its own row only, so the others are not read again:
 * reading every school at each save made adding the thousandth school read a thousand. Changed in
 * place, in one synchronous step: no request reads the table halfway.
 */
export function updateDomainTable(before: SchoolDomains | null | undefined, after: SchoolDomains | null): void {
  if (before) {
    table.byCode.delete(before.code)
    for (const [host, code] of table.byHost) if (code === before.code) table.byHost.delete(host)
  }
  if (after) addSchool(table, after)
  table.changedAt = Date.now()
}

/** When a save last changed the table (0: never). */
export const lastLocalChange = (): number => table.changedAt

import { keralaDay, longDate, longDateTime } from '@/lib/content/format'
import { menuLinkTarget } from '@/lib/site/menu-links'
import type { School } from '@/payload-types'

import { completeness, type Completeness, type DisclosureAnswers } from './completeness'
import { disclosureTargets } from './targets'
import { standingProblems, type LinkProblemRow, type LinkReport } from './link-report'

/**
 * The disclosure as an inspector would find it, for the office's dashboard: how complete it is
 * against Appendix IX, which documents and links are dead, whether home links it (CBSE's 2025
 * notice named a link "not prominently displayed on the Main Home page" a violation), and from
 * 1 September the annual report due on 15 September.
 */

export const DISCLOSURE_PATH = '/MandatoryDisclosure'

/** The annual report's month and last day (CBSE Affiliation Bye-Laws 2018, clause 14.5). */
export const ANNUAL_REPORT_DUE = { month: 9, day: 15 } as const

export type DisclosureHealth = Completeness & {
  problems: LinkProblemRow[]
  /** "27 November 2026, 3:00 am", or null before the first check. */
  checkedAtText: string | null
  linkedFromHome: boolean
  /** The reminder's words while it stands (1 to 30 September, until the disclosure is updated). */
  annualReport: string | null
}

type Menus = Pick<School, 'menu' | 'footerLinks'>

const linksDisclosure = (link: unknown) => menuLinkTarget(link)?.href.split(/[?#]/)[0] === DISCLOSURE_PATH

/** Whether home shows a link to the disclosure: in the header's menu (a dropdown's too) or the footer's quick links. */
export function linkedFromHome(school: Menus): boolean {
  const menu = (school.menu ?? []) as { link?: string | null; items?: { link?: string | null }[] | null }[]
  const footer = (school.footerLinks ?? []) as { link?: string | null }[]
  return (
    menu.some((entry) => linksDisclosure(entry.link) || (entry.items ?? []).some((i) => linksDisclosure(i.link))) ||
    footer.some((row) => linksDisclosure(row.link))
  )
}

/** From 1 to 30 September in Kerala, while the disclosure was last changed before 1 September, the reminder. */
export function annualReportReminder(updatedAt: string | null | undefined, now = new Date()): string | null {
  const today = keralaDay(now.toISOString())!
  if (Number(today.month) !== ANNUAL_REPORT_DUE.month) return null
  const year = Number(today.year)
  const changed = updatedAt ? keralaDay(updatedAt) : null
  if (changed && Number(changed.year) === year && Number(changed.month) >= ANNUAL_REPORT_DUE.month) return null
  const due = longDate(`${year}-09-${ANNUAL_REPORT_DUE.day}T06:00:00.000Z`)
  const late = Number(today.day) > ANNUAL_REPORT_DUE.day
  return `${late ? 'CBSE’s annual report was due' : 'CBSE’s annual report is due'} by ${due}: bring the disclosure up to date (fee structure, SMC and PTA lists, results, staff, certificates) and file the report on SARAS. The disclosure was last changed ${changed ? `on ${longDate(updatedAt)}` : 'never'}.`
}

export function disclosureHealth(
  d: DisclosureAnswers & { updatedAt?: string | null },
  school: Menus,
  now = new Date(),
): DisclosureHealth {
  const report = (d.linkCheck ?? null) as LinkReport | null
  return {
    ...completeness(d, now),
    problems: standingProblems(report, disclosureTargets(d)),
    checkedAtText: report?.checkedAt ? longDateTime(report.checkedAt) : null,
    linkedFromHome: linkedFromHome(school),
    annualReport: annualReportReminder(d.updatedAt, now),
  }
}

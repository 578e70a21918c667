/*
 * src/lib/office: the school office's work in the admin: the dashboard (this file), the review
 * queue and its states (review-queue, review-states), scheduled publishing, disclosure documents
 * running out (disclosure-validity), pictures without a description (alt-text), CSV exports (csv).
 */
import type { Payload, Where } from 'payload'

import { isPlatformAdmin, readsInbox, schoolIdOf } from '@/access/roles'
import type { Inbox } from '@/forms/privacy'
import { schoolsWithoutOffice, type SchoolWithoutOffice } from '@/lib/accounts/office-account'
import { NO_REQUIREMENT_WARNING, requirement } from '@/lib/accounts/second-factor-rule'
import { backupStatus } from '@/lib/backups/status'
import type { SetupWarning } from '@/lib/platform/setup-warnings'
import { aadhaarKeyWarning } from '@/lib/privacy/aadhaar'
import { expiringDocuments, type ExpiringDocument } from '@/lib/office/disclosure-validity'
import { disclosureHealth, type DisclosureHealth } from '@/lib/disclosure/health'
import { openBreaches, type OpenBreach } from '@/lib/privacy/breaches'
import { reviewItems, type ReviewItem } from '@/lib/office/review-queue'
import { upcomingSchedules, type ScheduledItem } from '@/lib/office/scheduled-publishing'
import type { User } from '@/payload-types'
import { isTranslated, type TranslatedCollection } from '@/fields/malayalam'
import { longDateTime } from '@/lib/content/format'
import { LISTS } from '@/lib/content/content-lists'
import { typesWith } from '@/collections/registry'
import { inLocale, STORED_LOCALE } from '@/lib/content/in-locale'
import { DEFAULT_LOCALE } from '@/i18n/locales.mjs'
import { ALERTS_SHOWN } from '@/lib/office/alerts'
import { CHANGE_MENU_PATH, mayChangeMenu, menuEntriesWithoutMalayalam } from '@/lib/office/menu-office'
import { countToTranslate, translateHref } from '@/lib/office/translate-list'
import { ownSchoolWhere, pluralLabel } from '@/lib/office/member-scope'

/**
 * What the office's dashboard in /admin shows: for the staff member's school, what is new in each
 * inbox, what needs a picture description, which disclosure documents run out. Every figure is
 * read with the member's own access, so a school's staff count their school only and an editor,
 * who may not read the inbox, gets no inbox figures at all.
 */

export const ADMIN = '/admin'

/** A where clause as bracketed query parameters (where[status][equals]=new), as the list view reads it. */
function whereParams(value: unknown, prefix: string): string[] {
  if (value === null || typeof value !== 'object') return [`${prefix}=${encodeURIComponent(String(value))}`]
  return Object.entries(value).flatMap(([key, inner]) => whereParams(inner, `${prefix}[${key}]`))
}

/** A list in /admin filtered by a where clause. */
export const listHref = (collection: string, where?: Where) =>
  `${ADMIN}/collections/${collection}${where ? `?${whereParams(where, 'where').join('&')}` : ''}`

/** The inboxes the dashboard counts: SPEC's forms', the replies to the school's own forms, and privacy requests. */
type InboxList = Inbox | 'form-submissions' | 'privacy-requests'

const INBOX_ORDER: InboxList[] = [
  'tc-requests',
  'contact-messages',
  'career-applications',
  'admission-registrations',
  'form-submissions',
  'privacy-requests',
]

const NEW_SUBMISSION: Where = { status: { equals: 'new' } }

/** What the dashboard counts as new in an inbox: admissions' pipeline starts at "registered", privacy requests' at "received". */
export const newIn = (collection: InboxList): Where =>
  collection === 'admission-registrations'
    ? { status: { equals: 'registered' } }
    : collection === 'privacy-requests'
      ? { status: { equals: 'received' } }
      : NEW_SUBMISSION

/** Stored pictures nobody has described yet (PDFs need no description). */
export const IMAGE_WITHOUT_ALT: Where = {
  and: [{ mimeType: { like: 'image/' } }, { or: [{ alt: { exists: false } }, { alt: { equals: '' } }] }],
}

export type InboxFigure = { collection: InboxList; label: string; count: number; href: string }
/** A list without Malayalam: the records of a collection, or (`menu`) the entries of the school's menus. */
export type MalayalamFigure = { collection: TranslatedCollection | 'menu'; label: string; count: number; href: string }

export type MediaItem = { id: number; filename: string; href: string }
/** An urgent alert on the site now, with when it ends. */
export type AlertItem = { id: number; message: string; endsAtText: string; href: string }

export type DashboardFigures = {
  /**
   * For platform admins only: what in the server's setup puts the school's data at risk (the key
   * of Aadhaar numbers, the sign-in rule, the backups). School staff can do nothing about these.
   */
  setupWarnings: SetupWarning[]
  /** For platform admins: the schools that have no school-admin account yet, or null when all have. */
  withoutOffice: { schools: SchoolWithoutOffice[]; total: number } | null
  /** The member's school by name, or null for a platform admin, who sees every school's. */
  schoolName: string | null
  /** Null when the member may not read the inbox (editors). */
  inbox: InboxFigure[] | null
  /** Data breaches not yet closed, with the 72-hour clock; for those who read the inbox. */
  breaches: OpenBreach[]
  imagesWithoutAlt: { count: number; items: MediaItem[]; href: string }
  /** Each list the office translates with how many of its records lack Malayalam or have English changed since; only those that do. */
  withoutMalayalam: MalayalamFigure[]
  expiringDocuments: ExpiringDocument[]
  /** Each disclosure the member's school (or, for a platform admin, every school) has, against CBSE's list. */
  disclosures: (DisclosureHealth & { school: string | null })[]
  scheduled: ScheduledItem[]
  /** Published alerts that have not ended: on every page of the site now. */
  alertsNow: AlertItem[]
  review: { waiting: ReviewItem[]; sentBack: ReviewItem[]; recentlyPublished: ReviewItem[] }
}

/** How many of the pictures without a description the dashboard names one by one. */
export const LISTED_IMAGES = 10

export async function dashboardFigures(payload: Payload, user: User, now = new Date()): Promise<DashboardFigures> {
  const asMember = { overrideAccess: false, user } as const
  const schoolId = schoolIdOf(user)
  const school =
    schoolId === undefined
      ? null
      : await payload.findByID({ collection: 'schools', id: schoolId, depth: 0, select: { name: true } })

  const inbox = readsInbox(user)
    ? await Promise.all(
        INBOX_ORDER.map(async (collection) => ({
          collection,
          label: pluralLabel(payload, collection),
          count: (await payload.count({ collection, where: newIn(collection), ...asMember })).totalDocs,
          href: listHref(collection, newIn(collection)),
        })),
      )
    : null

  const ownSchool = (where?: Where) => ownSchoolWhere(user, where)

  const missingAlt = await payload.find({
    collection: 'media',
    where: ownSchool(IMAGE_WITHOUT_ALT),
    limit: LISTED_IMAGES,
    sort: '-createdAt',
    depth: 0,
    select: { filename: true },
    ...asMember,
  })

  const withoutMalayalam: MalayalamFigure[] = (
    await Promise.all(
      // In the order of the admin's navigation (collections/index.ts), where the office finds them.
      payload.config.collections
        .map((config) => config.slug)
        .filter(isTranslated)
        .map(async (collection) => ({
          collection,
          label: pluralLabel(payload, collection),
          count: await countToTranslate(payload, user, collection),
          href: translateHref(collection),
        })),
    )
  ).filter((figure) => figure.count > 0)
  const menuEntries = await menuEntriesWithoutMalayalam(payload, user)
  if (menuEntries > 0) {
    withoutMalayalam.push({
      collection: 'menu',
      label: 'Menu entries',
      count: menuEntries,
      href: CHANGE_MENU_PATH,
    })
  }

  const { docs: alertsRead } = await payload.find({
    collection: 'alerts',
    // Every language: an alert written in Malayalam alone is listed by its Malayalam message.
    locale: STORED_LOCALE,
    where: ownSchool({ and: [{ _status: { equals: 'published' } }, { endsAt: { greater_than: now.toISOString() } }] }),
    sort: LISTS.alerts.sort,
    limit: ALERTS_SHOWN,
    depth: 0,
    select: { message: true, endsAt: true },
    ...asMember,
  })
  const alerts = inLocale(alertsRead, DEFAULT_LOCALE)

  const { docs: disclosures } = await payload.find({
    collection: 'disclosures',
    depth: 0,
    pagination: false,
    where: ownSchool(),
    ...asMember,
  })

  const withoutOffice = isPlatformAdmin(user) ? await schoolsWithoutOffice(payload) : null

  const disclosureSchools = disclosures.length
    ? (
        await payload.find({
          collection: 'schools',
          where: { id: { in: disclosures.map((d) => d.school as number) } },
          depth: 0,
          pagination: false,
          select: { name: true, menu: true, footerLinks: true },
        })
      ).docs
    : []

  return {
    setupWarnings: isPlatformAdmin(user) ? await setupWarnings(payload) : [],
    withoutOffice: withoutOffice?.total ? withoutOffice : null,
    schoolName: school?.name ?? null,
    inbox,
    breaches: readsInbox(user) ? await openBreaches(payload, schoolId ?? null, now) : [],
    imagesWithoutAlt: {
      count: missingAlt.totalDocs,
      items: missingAlt.docs.map((m) => ({
        id: m.id,
        filename: m.filename ?? `Media file ${m.id}`,
        href: `${ADMIN}/collections/media/${m.id}`,
      })),
      href: listHref('media', IMAGE_WITHOUT_ALT),
    },
    withoutMalayalam,
    expiringDocuments: disclosures.flatMap((d) => expiringDocuments(d, now)),
    disclosures: disclosures.flatMap((d) => {
      const owner = disclosureSchools.find((s) => s.id === d.school)
      if (!owner) return []
      return [{ ...disclosureHealth(d, owner, now), school: schoolId === undefined ? owner.name : null }]
    }),
    scheduled: await upcomingSchedules(payload, user),
    alertsNow: alerts.map((alert) => ({
      id: alert.id,
      message: alert.message,
      endsAtText: longDateTime(alert.endsAt),
      href: `${ADMIN}/collections/alerts/${alert.id}`,
    })),
    review: {
      waiting: await reviewItems(payload, user, 'requested'),
      sentBack: await reviewItems(payload, user, 'returned', 10),
      recentlyPublished: await reviewItems(payload, user, 'published', 5),
    },
  }
}

/** What in the server's setup needs the platform admin (and its technician), worst first. */
async function setupWarnings(payload: Payload): Promise<SetupWarning[]> {
  const dataKey = await aadhaarKeyWarning(payload)
  const secondFactor = (await requirement(payload)) === 'nobody' ? NO_REQUIREMENT_WARNING : null
  return [...(dataKey ? [dataKey] : []), ...(secondFactor ? [secondFactor] : []), ...(await backupStatus()).warnings]
}

/** The week's work, most urgent first: each type's own quick action (collections/<Type>/descriptor.ts). */
export const QUICK_ACTIONS: readonly { label: string; href: string }[] = typesWith('quickAction')
  .sort((a, b) => a.quickAction.rank - b.quickAction.rank)
  .map(({ slug, quickAction }) => ({
    label: quickAction.label,
    href: `${ADMIN}/collections/${slug}${'opens' in quickAction ? '' : '/create'}`,
  }))

/** The quick actions of a staff member: the week's work, and for those who may change it the school's menu. */
export function quickActions(user: User): readonly { label: string; href: string }[] {
  if (!mayChangeMenu(user)) return QUICK_ACTIONS
  return [...QUICK_ACTIONS, { label: 'Change the menu', href: CHANGE_MENU_PATH }]
}

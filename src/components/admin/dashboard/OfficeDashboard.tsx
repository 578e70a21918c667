import type { DashboardViewServerProps } from '@payloadcms/next/views'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { mayPublish } from '@/access/roles'
import { RebuildSearchIndex } from '@/components/admin/RebuildSearchIndex'
import { SetupWarnings } from '@/components/admin/SetupWarnings'
import { HealthReport } from '@/components/admin/disclosure/HealthReport'
import { longDateTime } from '@/lib/content/format'
import { clockText } from '@/lib/privacy/breach-drafts'
import { subscriberFigures, type SubscriberFigures } from '@/lib/notifications/subscriber-figures'
import { dashboardFigures, listHref, quickActions } from '@/lib/office/office-dashboard'
import type { ReviewItem } from '@/lib/office/review-queue'
import { TRANSLATE_PATH } from '@/lib/office/translate-list'
import { WARN_DAYS_BEFORE_EXPIRY } from '@/lib/office/disclosure-validity'
import type { User } from '@/payload-types'

import { OfficeAccountInvitation } from './OfficeAccountInvitation'
import './office-dashboard.css'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="office-dashboard__panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

type CountFigure = { collection: string; label: string; count: number; href: string }

/** Counts per list, each a link to that list filtered; `mark` names the list for the browser tests. */
function Counts({ figures, mark }: { figures: CountFigure[]; mark: 'data-inbox' | 'data-malayalam' }) {
  return (
    <ul className="office-dashboard__counts">
      {figures.map((figure) => (
        <li key={figure.collection}>
          <Link href={figure.href} {...{ [mark]: figure.collection }}>
            <span className="office-dashboard__count">{figure.count}</span>
            <span>{figure.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

const daysText = (days: number) =>
  days < 0
    ? `ran out ${plural(-days, 'day')} ago`
    : days === 0
      ? 'runs out today'
      : `runs out in ${plural(days, 'day')}`

function ReviewList({ items, empty }: { items: ReviewItem[]; empty: string }) {
  if (!items.length) return <p>{empty}</p>
  return (
    <ul className="office-dashboard__list">
      {items.map((item) => (
        <li key={`${item.collection}/${item.id}`}>
          {item.kind} <Link href={item.href}>{item.title}</Link>, {item.atText}
          {item.comment ? <q className="office-dashboard__comment">{item.comment}</q> : null}
        </li>
      ))}
    </ul>
  )
}

const DELIVERY_WORDS: [string, string][] = [
  ['sent', 'sent'],
  ['queued', 'waiting'],
  ['sending', 'sending'],
  ['failed', 'failed'],
  ['skipped', 'not sent (unpublished)'],
]

/** Who gets the school's mail, for what and which classes, and how the latest publications went. */
function ParentsMail({ figures }: { figures: SubscriberFigures }) {
  const counted = (list: { label: string; count: number }[]) =>
    list.map((item) => `${item.label} ${item.count}`).join(' · ') || 'none'
  return (
    <Panel id="dashboard-mail" title="Parents who get the school’s mail">
      <p data-subscribers={figures.confirmed}>
        <Link href={listHref('subscriptions')}>{plural(figures.confirmed, 'subscriber')}</Link>
        {figures.waiting ? `, ${figures.waiting} waiting to confirm` : ''}
        {figures.paused ? `, ${figures.paused} paused (their mail was refused)` : ''}.{' '}
        <Link href={listHref('push-subscriptions')}>{plural(figures.phones, 'phone')}</Link> with notifications on.
      </p>
      <p>By topic: {counted(figures.byTopic)}</p>
      <p>By class: {counted(figures.byClass)}</p>
      {figures.recent.length > 0 && (
        <>
          <p>
            <strong>Latest publications mailed</strong>
          </p>
          <ul className="office-dashboard__list">
            {figures.recent.map((item) => (
              <li key={item.recordKey}>
                <Link href={listHref('deliveries', { recordKey: { equals: item.recordKey } })}>{item.title}</Link>:{' '}
                {DELIVERY_WORDS.filter(([status]) => item.counts[status])
                  .map(([status, words]) => `${item.counts[status]} ${words}`)
                  .join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  )
}

/**
 * /admin: the office's day at a glance (what is new in the inbox, what waits, what runs out) and
 * the actions it takes most, in place of Payload's grid of collection names.
 */
export async function OfficeDashboard({ initPageResult }: DashboardViewServerProps) {
  const { req } = initPageResult
  const user = req.user as User | null
  if (!user) return null
  const [figures, mail] = await Promise.all([dashboardFigures(req.payload, user), subscriberFigures(req.payload, user)])
  return (
    <Gutter className="office-dashboard">
      <h1>{figures.schoolName ?? 'All schools'}</h1>
      {figures.withoutOffice && <OfficeAccountInvitation {...figures.withoutOffice} />}
      <SetupWarnings warnings={figures.setupWarnings} />

      <nav aria-label="Quick actions" className="office-dashboard__actions">
        {quickActions(user).map((action) => (
          <Link key={action.href} href={action.href} className="btn btn--style-primary btn--size-medium">
            {action.label}
          </Link>
        ))}
      </nav>

      <div className="office-dashboard__grid">
        {figures.alertsNow.length > 0 && (
          <Panel id="dashboard-alerts" title="Urgent alert on the site now">
            <ul className="office-dashboard__list">
              {figures.alertsNow.map((alert) => (
                <li key={alert.id}>
                  <Link href={alert.href}>{alert.message}</Link> until {alert.endsAtText}
                </li>
              ))}
            </ul>
            <p>Open it to end it sooner (Unpublish) or to change its end.</p>
          </Panel>
        )}

        {figures.inbox && (
          <Panel id="dashboard-inbox" title="New in the inbox">
            <Counts figures={figures.inbox} mark="data-inbox" />
          </Panel>
        )}

        {figures.breaches.length > 0 && (
          <Panel id="dashboard-breaches" title="Data breaches not yet closed">
            <ul className="office-dashboard__list">
              {figures.breaches.map((breach) => (
                <li key={breach.id} data-breach-clock={breach.clock.state}>
                  <Link href={breach.href}>{breach.title}</Link>: {clockText(breach.clock, longDateTime)}
                  {!breach.peopleTold && ' The people affected are not told yet.'}
                </li>
              ))}
            </ul>
          </Panel>
        )}

        {mail && <ParentsMail figures={mail} />}

        <Panel id="dashboard-review" title="Waiting for review">
          <ReviewList items={figures.review.waiting} empty="No draft waits for review." />
        </Panel>

        {figures.review.sentBack.length > 0 && (
          <Panel id="dashboard-sent-back" title="Sent back to the editor">
            <ReviewList items={figures.review.sentBack} empty="" />
          </Panel>
        )}

        <Panel id="dashboard-scheduled" title="Scheduled to publish">
          {figures.scheduled.length === 0 ? (
            <p>Nothing is scheduled.</p>
          ) : (
            <ul className="office-dashboard__list">
              {figures.scheduled.map((item) => (
                <li key={`${item.collection}/${item.id}/${item.at}`}>
                  {item.atText}: {item.action === 'unpublish' ? 'taken down' : 'published'}, {item.kind}{' '}
                  <Link href={item.href}>{item.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel id="dashboard-disclosure" title="Mandatory disclosure">
          {figures.disclosures.length === 0 ? (
            <p>No mandatory disclosure yet.</p>
          ) : (
            figures.disclosures.map((health, i) => (
              <HealthReport key={health.school ?? i} health={health} school={health.school} />
            ))
          )}
          <p>
            <Link href="/admin/collections/disclosures">Open the mandatory disclosure</Link>
          </p>
        </Panel>

        <Panel id="dashboard-documents" title="Disclosure documents running out">
          {figures.expiringDocuments.length === 0 ? (
            <p>No document runs out within {WARN_DAYS_BEFORE_EXPIRY} days.</p>
          ) : (
            <ul className="office-dashboard__list">
              {figures.expiringDocuments.map((doc) => (
                <li key={`${doc.section}/${doc.label}`} data-expired={doc.expired || undefined}>
                  <strong>{doc.label}</strong> ({doc.section}): valid until {doc.validUntilText},{' '}
                  {daysText(doc.daysLeft)}
                  {doc.expired ? ' — shown as under renewal on the site' : ''}
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href="/admin/collections/disclosures">Open the mandatory disclosure</Link>
          </p>
        </Panel>

        <Panel id="dashboard-published" title="Recently published">
          <ReviewList items={figures.review.recentlyPublished} empty="Nothing published yet." />
        </Panel>

        <Panel id="dashboard-malayalam" title="Without Malayalam">
          {figures.withoutMalayalam.length === 0 ? (
            <p>Every record has its Malayalam text.</p>
          ) : (
            <>
              <p>
                These records show their English text on the Malayalam site, or their English changed after their
                Malayalam was written. <Link href={TRANSLATE_PATH}>Translate</Link> lists them and opens each with its
                English under the Malayalam.
              </p>
              <Counts figures={figures.withoutMalayalam} mark="data-malayalam" />
            </>
          )}
        </Panel>

        {mayPublish(user) && (
          <Panel id="dashboard-search" title="Site search">
            <p>
              Visitors search {figures.schoolName ? 'the school’s' : 'each school’s'} published news, events, circulars,
              galleries, videos, pages, toppers and teachers, in English and Malayalam. Each save updates it. Rebuild it
              only if a search misses a record that is published.
            </p>
            <RebuildSearchIndex />
          </Panel>
        )}

        <Panel id="dashboard-alt" title="Pictures without a description">
          {figures.imagesWithoutAlt.count === 0 ? (
            <p>Every picture has its text for screen readers.</p>
          ) : (
            <>
              <p>
                {plural(figures.imagesWithoutAlt.count, 'picture')} in the media library{' '}
                {figures.imagesWithoutAlt.count === 1 ? 'has' : 'have'} no text for screen readers:
              </p>
              <ul className="office-dashboard__list">
                {figures.imagesWithoutAlt.items.map((item) => (
                  <li key={item.id}>
                    <Link href={item.href}>{item.filename}</Link>
                  </li>
                ))}
              </ul>
              {figures.imagesWithoutAlt.count > figures.imagesWithoutAlt.items.length && (
                <p>
                  <Link href={figures.imagesWithoutAlt.href}>See all {figures.imagesWithoutAlt.count}</Link>
                </p>
              )}
            </>
          )}
        </Panel>
      </div>
    </Gutter>
  )
}

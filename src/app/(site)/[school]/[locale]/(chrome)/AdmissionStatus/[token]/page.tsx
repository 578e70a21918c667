import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { InnerPage } from '@/components/InnerPage'
import { verifyApplicationToken } from '@/lib/admissions/application-link'
import { interactionTimes } from '@/lib/admissions/interaction-times'
import { statusAnswer } from '@/lib/admissions/status-lookup'
import { longDayAndTime } from '@/lib/content/format'
import { payloadClient } from '@/lib/platform/payload'
import { relationId } from '@/lib/platform/relation'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageLocale, pageSchool, type SchoolParams } from '@/lib/site/school'

import { chooseTime } from '../actions'
import { ResultBanner } from '@/components/ResultBanner'

/**
 * An application's own page, reached only by the signed link in the parents' mails: its step and
 * next step (nothing beyond the child's first name), and while it is at "Interaction scheduled",
 * the session's times to choose from. A plain form: it works without JavaScript. Never cached,
 * never indexed.
 */
export const dynamic = 'force-dynamic'

const routeMeta = routeMetadata('AdmissionStatus')

/** The route's title in the page's language; nobody's request belongs in a search engine. */
export async function generateMetadata(args: SchoolParams): Promise<Metadata> {
  return { ...(await routeMeta(args)), robots: { index: false, follow: false } }
}

type TokenParams = {
  params: Promise<Awaited<SchoolParams['params']> & { token: string }>
  searchParams: Promise<{ result?: string }>
}

const RESULTS = ['chosen', 'taken', 'notNow'] as const

export default async function ApplicationPage({ params, searchParams }: TokenParams) {
  const [school, locale, { token }, { result }] = await Promise.all([
    pageSchool(params),
    pageLocale(params),
    params,
    searchParams,
  ])
  const t = await getTranslations('AdmissionStatus')
  const payload = await payloadClient()
  const id = verifyApplicationToken(token)
  const doc =
    id == null
      ? null
      : await payload.findByID({
          collection: 'admission-registrations',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          select: {
            school: true,
            session: true,
            name: true,
            number: true,
            status: true,
            interactionAt: true,
            interactionPlace: true,
            interactionTime: true,
          },
        })
  const answer = doc && relationId(doc.school) === school.id ? statusAnswer(doc, locale) : null
  const path = `/AdmissionStatus/${token}`
  if (!doc || !answer)
    return (
      <InnerPage path={path} section="Academics" title={t('badLink')}>
        <p className="max-w-prose font-semibold">{t('badLink')}</p>
      </InnerPage>
    )
  const session = relationId(doc.session)
  const choosing = doc.status === 'interaction-scheduled'
  const times = choosing && typeof session === 'number' ? await interactionTimes(payload, session, locale) : []
  const timeText = (at: string, where?: string | null) =>
    [longDayAndTime(at, locale), where].filter(Boolean).join(' · ')
  const booked = choosing && doc.interactionAt ? timeText(doc.interactionAt, doc.interactionPlace) : null
  const shown = RESULTS.find((r) => r === result)
  return (
    <InnerPage path={path} section="Academics" title={t('statusOf', { number: answer.number, name: answer.firstName })}>
      <div className="grid max-w-2xl gap-6">
        {shown && (
          <ResultBanner ok={shown === 'chosen'}>
            {shown === 'chosen' ? t('chosen', { time: booked ?? '' }) : t(shown)}
          </ResultBanner>
        )}
        <dl className="grid gap-2">
          <div>
            <dt className="text-sm text-muted">{t('status')}</dt>
            <dd className="text-lg font-semibold text-brand">{answer.status}</dd>
          </div>
          {booked && (
            <div>
              <dt className="sr-only">{t('status')}</dt>
              <dd className="font-semibold">{t('yourTime', { time: booked })}</dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-muted">{t('next')}</dt>
            <dd>{answer.next}</dd>
          </div>
        </dl>
        {choosing && !times.length && !booked && <p>{t('noTimes')}</p>}
        {times.length > 0 && (
          <form action={chooseTime.bind(null, token)} className="grid gap-3">
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-semibold">{booked ? t('chooseOther') : t('chooseTime')}</legend>
              {times.map((time) => {
                const mine = time.id === doc.interactionTime
                const full = time.left === 0 && !mine
                return (
                  <label key={time.id} className={`flex items-start gap-3 ${full ? 'text-muted' : ''}`}>
                    <input
                      type="radio"
                      name="time"
                      value={time.id}
                      required
                      disabled={full}
                      defaultChecked={mine}
                      className="mt-1 h-5 w-5 shrink-0"
                    />
                    <span>
                      {timeText(time.at, time.where)}
                      <span className="block text-sm text-muted">
                        {mine ? t('yourChoice') : full ? t('timeFull') : t('placesLeft', { count: time.left })}
                      </span>
                    </span>
                  </label>
                )
              })}
            </fieldset>
            <div>
              <button type="submit" className="btn-primary px-5 py-2.5">
                {t('book')}
              </button>
            </div>
          </form>
        )}
      </div>
    </InnerPage>
  )
}

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { InnerPage } from '@/components/InnerPage'
import { longDate } from '@/lib/content/format'
import { payloadClient } from '@/lib/platform/payload'
import { relationId } from '@/lib/platform/relation'
import { verifyRequestToken } from '@/lib/privacy/request-steps'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageLocale, pageSchool, type SchoolParams } from '@/lib/site/school'
import type { PrivacyRequest } from '@/payload-types'

import { confirmCode } from '../actions'
import { ResultBanner } from '@/components/ResultBanner'

/**
 * A privacy request's own page, reached only by the signed link in the person's mail: its step, the
 * day it is due, the code box while a code waits, the answer once given. Never cached or indexed.
 */
export const dynamic = 'force-dynamic'

const routeMeta = routeMetadata('PrivacyRequest')

/** The route's title in the page's language; nobody's request belongs in a search engine. */
export async function generateMetadata(args: SchoolParams): Promise<Metadata> {
  return { ...(await routeMeta(args)), robots: { index: false, follow: false } }
}

type TokenParams = {
  params: Promise<Awaited<SchoolParams['params']> & { token: string }>
  searchParams: Promise<{ code?: string }>
}

const CODE_RESULTS = ['checked', 'wrong', 'expired', 'none'] as const

export default async function RequestPage({ params, searchParams }: TokenParams) {
  const [school, locale, { token }, { code }] = await Promise.all([
    pageSchool(params),
    pageLocale(params),
    params,
    searchParams,
  ])
  const t = await getTranslations('PrivacyRequest')
  const id = verifyRequestToken(token)
  const found =
    id == null
      ? null
      : await (
          await payloadClient()
        ).findByID({
          collection: 'privacy-requests',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          showHiddenFields: true,
        })
  const request = found && relationId(found.school) === school.id ? (found as PrivacyRequest) : null
  const path = `/PrivacyRequest/${token}`
  if (!request)
    return (
      <InnerPage path={path} section={null} title={t('badLink')}>
        <p className="max-w-prose font-semibold">{t('badLink')}</p>
      </InnerPage>
    )
  const status = request.status as keyof typeof STATUS_KEYS
  const shown = CODE_RESULTS.find((r) => r === code)
  const waiting = !!request.codeHash && !request.identity?.method
  return (
    <InnerPage path={path} section={null} title={t('heading', { number: request.number ?? '' })}>
      <div className="grid max-w-2xl gap-6">
        {shown && <ResultBanner ok={shown === 'checked'}>{t(`codeResults.${shown}`)}</ResultBanner>}
        <div className="grid gap-2">
          <p>{t('received', { date: longDate(request.createdAt, locale) })}</p>
          <p>{t('asks', { kind: t(`kinds.${request.kind}`) })}</p>
          <p className="text-lg font-semibold text-brand">
            {t(`statuses.${STATUS_KEYS[status] ?? 'received'}`, { date: longDate(request.answeredAt, locale) })}
          </p>
          {STATUS_KEYS[status] !== 'answered' && STATUS_KEYS[status] !== 'refused' && request.dueAt && (
            <p>{t('due', { date: longDate(request.dueAt, locale) })}</p>
          )}
        </div>
        {waiting && (
          <form action={confirmCode.bind(null, token)} className="grid max-w-sm gap-3">
            <h2 className="text-xl font-semibold text-brand">{t('codeHeading')}</h2>
            <p>{t('codeIntro')}</p>
            <label htmlFor="code" className="font-medium">
              {t('codeLabel')}
            </label>
            <input
              id="code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              className="w-40 rounded-md border border-slate-400 px-3 py-2 text-lg tracking-widest"
            />
            <div>
              <button type="submit" className="btn-primary px-5 py-2.5">
                {t('codeButton')}
              </button>
            </div>
          </form>
        )}
        {(status === 'answered' || status === 'refused') && request.answer && (
          <section aria-labelledby="answer" className="space-y-2">
            <h2 id="answer" className="text-xl font-semibold text-brand">
              {t('answerHeading')}
            </h2>
            <p className="whitespace-pre-line">{request.answer}</p>
            {status === 'refused' && request.refusalReason && (
              <p className="whitespace-pre-line">{request.refusalReason}</p>
            )}
          </section>
        )}
      </div>
    </InnerPage>
  )
}

const STATUS_KEYS = {
  received: 'received',
  'identity-checked': 'identity-checked',
  answered: 'answered',
  refused: 'refused',
} as const

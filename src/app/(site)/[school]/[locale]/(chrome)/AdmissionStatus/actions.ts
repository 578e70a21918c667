'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { localePath } from '@/i18n/locales.mjs'
import { requestLocale } from '@/i18n/request-locale'
import { translator } from '@/i18n/messages'
import { verifyApplicationToken } from '@/lib/admissions/application-link'
import { chooseInteractionTime, type TimeChoice } from '@/lib/admissions/interaction-times'
import { applicationNumberAsTyped, lookUpApplication, type StatusAnswer } from '@/lib/admissions/status-lookup'
import { logFailure } from '@/lib/platform/log'
import { payloadClient } from '@/lib/platform/payload'
import { allowRequest } from '@/lib/submissions/rate-limit'
import { withinRateLimit } from '@/lib/submissions/guard'
import { requestSchool } from '@/lib/site/school'

export type LookUpState = {
  answer?: StatusAnswer
  message?: string
  errors: { number?: string; dob?: string }
  values: { number?: string; dob?: string }
}

/**
 * /AdmissionStatus: the application's number and the child's date of birth give its status and
 * next step. Limited per address and per number (a number guessed at from many addresses is
 * still limited); a wrong pair gets one message whichever half is wrong.
 */
export async function lookUpStatus(_previous: LookUpState, form: FormData): Promise<LookUpState> {
  const t = translator(await requestLocale())
  const number = String(form.get('number') ?? '')
    .trim()
    .slice(0, 60)
  const dob = String(form.get('dob') ?? '').trim()
  const values = { number, dob }
  const errors = {
    ...(number ? {} : { number: t('AdmissionStatus.numberRequired') }),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(dob) ? {} : { dob: t('AdmissionStatus.dobRequired') }),
  }
  if (errors.number || errors.dob) return { errors, values }
  const limited = { errors: {}, values, message: t('AdmissionStatus.tooMany') }
  if (!(await withinRateLimit('admission-status', await headers()))) return limited
  if (!(await allowRequest('admission-status-number', applicationNumberAsTyped(number)))) return limited
  try {
    const school = await requestSchool()
    if (!school) throw new Error('school not found')
    const answer = await lookUpApplication(await payloadClient(), school.id, number, dob, await requestLocale())
    return answer ? { answer, errors: {}, values: {} } : { errors: {}, values, message: t('AdmissionStatus.notFound') }
  } catch (error) {
    logFailure('admission-status', error)
    return { errors: {}, values, message: t('AdmissionStatus.failed') }
  }
}

/**
 * The parents' choice of an interaction time on their application's own page (the signed link in
 * their mail); the page then says what came of it. Without JavaScript too: the form posts and the
 * answer is a redirect to the page.
 */
export async function chooseTime(token: string, form: FormData): Promise<never> {
  const id = verifyApplicationToken(token)
  const time = form.get('time')
  let result: TimeChoice = 'not-now'
  if (id != null && typeof time === 'string' && (await withinRateLimit('admission-time', await headers())))
    result = await chooseInteractionTime(await payloadClient(), id, time.slice(0, 40)).catch((error: unknown) => {
      logFailure('admission-time', error)
      return 'not-now' as const
    })
  const param = result === 'not-now' ? 'notNow' : result
  redirect(`${localePath(await requestLocale(), `/AdmissionStatus/${token}`)}?result=${param}`)
}

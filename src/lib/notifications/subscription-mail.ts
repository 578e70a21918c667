import type { Payload } from 'payload'

import { classesInWords, type CircularClass } from '@/collections/Circulars/categories'
import type { Frequency, Topic } from '@/collections/Subscriptions/choices'
import { localeOf, localePath, type Locale } from '@/i18n/locales.mjs'
import { translator } from '@/i18n/messages'
import { inLocale, STORED_LOCALE } from '@/lib/content/in-locale'
import type { School, Subscription } from '@/payload-types'

import { mailIsSetUp, sendMail } from '../platform/mail'
import { addressLine } from '../site/school-address'
import { siteBase } from '../site/site-origin'
import { subscriptionToken } from './tokens'

/** The school as a subscriber's mail names it: in the subscriber's language, where the office wrote it. */
export async function schoolInLanguage(payload: Payload, id: number, locale: Locale): Promise<School> {
  const school = await payload.findByID({ collection: 'schools', id, depth: 0, locale: STORED_LOCALE })
  return inLocale(school, locale)
}

/**
 * Where a mail's links point: the school's own address, its first domain, else SERVER_URL. Never
 * the address a request came to, which its sender writes (the Host header): a stranger could have
 * the school's mail send a parent a link to a site of theirs. Without either, the school takes no
 * subscriptions (subscriptionsOpen).
 */
export const linkBase = (school: Pick<School, 'domains'>): string | null => siteBase(school)?.origin ?? null

/** Whether the school can take subscriptions: mail is set up, and its mails' links have an address. */
export const subscriptionsOpen = (school: Pick<School, 'domains'>) => mailIsSetUp() && linkBase(school) !== null

/** The page a subscriber's link opens, in their language. */
export function subscriptionLink(
  base: string,
  step: 'confirm' | 'manage',
  record: Pick<Subscription, 'id' | 'email' | 'language'>,
): string {
  const token = subscriptionToken(step, record.id, record.email)
  return new URL(localePath(localeOf(record.language), `/Subscribe/${step}/${token}`), base).href
}

/** The address a mail program posts to for RFC 8058's one-click unsubscribe, and opens otherwise. */
export const unsubscribeLink = (base: string, record: Pick<Subscription, 'id' | 'email'>) =>
  new URL(`/api/unsubscribe/${subscriptionToken('manage', record.id, record.email)}`, base).href

/** Classes as a mail in `locale` names them: "Pre-primary" in its language, three or more in a row as a range. */
export function classesInMail(classes: readonly CircularClass[], locale: Locale): string {
  const t = translator(locale)
  const name = (c: CircularClass) => (c === 'Pre-primary' ? t('Listing.circulars.classNames.Pre-primary') : c)
  return classesInWords(classes, name, (from, to) => t('Listing.circulars.classRange', { from, to }))
}

/** A subscription's choices as lines of its mail, in its language. */
export function choicesInWords(record: Pick<Subscription, 'topics' | 'classes' | 'frequency'>, locale: Locale): string {
  const t = translator(locale)
  const topics = (record.topics ?? []).map((topic) => t(`Subscribe.topics.${topic as Topic}`)).join(', ')
  const classes = (record.classes ?? []) as CircularClass[]
  return [
    t('Subscribe.mail.topics', { topics }),
    classes.length
      ? t('Subscribe.mail.classes', { classes: classesInMail(classes, locale) })
      : t('Subscribe.mail.wholeSchool'),
    t('Subscribe.mail.frequency', { frequency: t(`Subscribe.frequencies.${record.frequency as Frequency}`) }),
    ...(record.frequency !== 'instant' && record.topics?.includes('alerts') ? [t('Subscribe.mail.alertsAtOnce')] : []),
  ].join('\n')
}

/** The school's name and postal address, at the foot of every mail to a parent. */
export const mailFooter = (school: School) => `\n--\n${school.name}\n${addressLine(school)}\n`

/**
 * The confirmation link to a new or unconfirmed address, or the link to change the choices to one
 * already confirmed, in the subscriber's language.
 */
export async function sendSubscriptionLink(payload: Payload, schoolId: number, record: Subscription): Promise<boolean> {
  const locale = localeOf(record.language)
  const t = translator(locale)
  const school = await schoolInLanguage(payload, schoolId, locale)
  const base = linkBase(school)
  if (!base) return false
  const confirmed = record.status === 'confirmed'
  const link = subscriptionLink(base, confirmed ? 'manage' : 'confirm', record)
  const values = { school: school.name, choices: choicesInWords(record, locale), link }
  return sendMail({
    to: record.email,
    fromName: school.name,
    language: locale,
    subject: t(confirmed ? 'Subscribe.mail.manageSubject' : 'Subscribe.mail.confirmSubject', values),
    text: t(confirmed ? 'Subscribe.mail.manageText' : 'Subscribe.mail.confirmText', values) + mailFooter(school),
  })
}

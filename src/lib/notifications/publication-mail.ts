import type { ContentType } from '@/collections/content-type'
import { contentTypeOf } from '@/collections/registry'
import type { CircularClass } from '@/collections/Circulars/categories'
import { DEFAULT_LOCALE, localeOf, localePath, type Locale } from '@/i18n/locales.mjs'
import { translator } from '@/i18n/messages'
import { langOf } from '@/lib/content/fallback-marks'
import { longDate } from '@/lib/content/format'
import { inLocale } from '@/lib/content/in-locale'
import type { Mail } from '@/lib/platform/mail'
import type { School, Subscription } from '@/payload-types'

import { env } from '../platform/env'
import { addressLine } from '../site/school-address'
import { classesInMail, subscriptionLink, unsubscribeLink } from './subscription-mail'
import { subscriptionToken } from './tokens'

/** A published record as its mail names it: read with every language, the school's pages' way. */
export type Announced = { collection: string; doc: Record<string, unknown> }

type Item = {
  kind: string
  title: string
  inEnglish: boolean
  date: string
  classes: string
  /** The record's page as every language names it (`/Circulars?id=12`), in this one, and with the site's address. */
  page: string
  path: string
  link: string
}

/** What a subscriber's mail says of one record, in their language (its English, marked, where it has no Malayalam). */
function itemOf({ collection, doc }: Announced, locale: Locale, base: string): Item {
  const t = translator(locale)
  const type = contentTypeOf(collection) as ContentType | undefined
  const read = inLocale(doc, locale)
  const announce = type?.announce
  const titleField = collection === 'alerts' ? 'message' : 'title'
  const classes = (announce?.classes?.(read) ?? []) as CircularClass[]
  const page = type?.publicPath?.(doc) ?? '/'
  const path = localePath(locale, page)
  return {
    kind: t(`Subscribe.mail.kinds.${collection as 'alerts'}`),
    title: announce?.title(read) ?? '',
    inEnglish: locale !== DEFAULT_LOCALE && langOf(read, titleField) === DEFAULT_LOCALE,
    date: longDate(announce?.date?.(read) ?? null, locale),
    classes: classes.length
      ? t('Listing.circulars.forClasses', { count: classes.length, classes: classesInMail(classes, locale) })
      : '',
    page,
    path,
    link: new URL(path, base).href,
  }
}

/**
 * Items made once per record, language and address, not once per mail: a circular to ten thousand
 * parents has two languages' worth of items (formatting its date a mail took a tenth of the sending).
 */
const madeItems = new WeakMap<Announced, Map<string, Item>>()

export function itemFor(announced: Announced, locale: Locale, base: string): Item {
  let made = madeItems.get(announced)
  if (!made) madeItems.set(announced, (made = new Map()))
  const key = `${locale} ${base}`
  let item = made.get(key)
  if (!item) made.set(key, (item = itemOf(announced, locale, base)))
  return item
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)

function itemText(item: Item, t: ReturnType<typeof translator>): string {
  return [
    `${item.title}${item.inEnglish ? ` ${t('Subscribe.mail.inEnglish')}` : ''}`,
    ...[item.date, item.classes].filter(Boolean),
    `${t('Subscribe.mail.readOn')}: ${item.link}`,
  ].join('\n')
}

function itemHtml(item: Item, t: ReturnType<typeof translator>): string {
  const lang = item.inEnglish ? ` lang="${DEFAULT_LOCALE}"` : ''
  const marked = item.inEnglish
    ? ` <small style="font-weight:normal">${escape(t('Subscribe.mail.inEnglish'))}</small>`
    : ''
  return `<h2 style="font-size:18px;margin:16px 0 4px"><span${lang}>${escape(item.title)}</span>${marked}</h2>${[
    item.date,
    item.classes,
  ]
    .filter(Boolean)
    .map((line) => `<p style="margin:0;color:#475569">${escape(line)}</p>`)
    .join('')}<p style="margin:8px 0 0"><a href="${escape(item.link)}">${escape(t('Subscribe.mail.readOn'))}</a></p>`
}

/**
 * RFC 2369 and RFC 8058: the list's name per school, and unsubscribing in one click (a POST with
 * no cookie to the https address) or by mail to the sender's address, the token in the subject
 * for the office to act on.
 */
export function listHeaders(
  school: Pick<School, 'code' | 'name'>,
  record: Pick<Subscription, 'id' | 'email'>,
  base: string,
): Pick<Mail, 'list' | 'headers'> {
  const token = subscriptionToken('manage', record.id, record.email)
  const mailto = env.mailFrom ? [`mailto:${env.mailFrom}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`] : []
  return {
    list: {
      id: { url: `${school.code.toLowerCase()}.news.${new URL(base).hostname}`, comment: school.name },
      // One header with both addresses (an array of arrays): some mail programs read only the first.
      unsubscribe: [[unsubscribeLink(base, record), ...mailto]],
    },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/**
 * One subscriber's mail of what was published: a single record (instant), or a digest of several,
 * in the subscriber's language, with the link to change their choices or leave and the school's
 * name and postal address at its foot.
 */
export function publicationMail(
  school: School,
  base: string,
  record: Pick<Subscription, 'id' | 'email' | 'language'>,
  announced: Announced[],
): Mail {
  const locale = localeOf(record.language)
  const t = translator(locale)
  const items = announced.map((a) => itemFor(a, locale, base))
  const manage = subscriptionLink(base, 'manage', record)
  const foot = `--\n${t('Subscribe.mail.why')}: ${manage}\n${school.name}\n${addressLine(school)}\n`
  const single = items.length === 1
  const subject = single
    ? `${items[0].kind}: ${items[0].title}`
    : t('Subscribe.mail.digestSubject', { school: school.name, count: items.length })
  const text = [
    ...(single ? [] : [t('Subscribe.mail.digestIntro'), '']),
    items.map((item) => itemText(single ? item : { ...item, title: `${item.kind}: ${item.title}` }, t)).join('\n\n'),
    '',
    foot,
  ].join('\n')
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5;color:#0f172a;max-width:640px">${
    single ? '' : `<p>${escape(t('Subscribe.mail.digestIntro'))}</p>`
  }${items.map((item) => itemHtml(single ? item : { ...item, title: `${item.kind}: ${item.title}` }, t)).join('')}<hr style="margin:24px 0;border:0;border-top:1px solid #cbd5e1"><p style="font-size:13px;color:#475569">${escape(t('Subscribe.mail.why'))}: <a href="${escape(manage)}">${escape(manage)}</a><br>${escape(school.name)}<br>${escape(addressLine(school))}</p></body></html>`
  return {
    to: record.email,
    fromName: school.name,
    language: locale,
    subject,
    text,
    html,
    ...listHeaders(school, record, base),
  }
}

import { SiteLink } from '@/components/SiteLink'

import { mediaOf } from '@/lib/content/media'
import { getLocale, getTranslations } from 'next-intl/server'

import { headerMenu } from '@/lib/site/menu'
import type { HighlightLine } from '@/collections/Highlights/queries'
import type { School } from '@/payload-types'
import { RecordText } from './RecordText'
import { langOf } from '@/lib/content/in-locale'

import { otherLocale } from '@/i18n/locales.mjs'

import { HighlightsMarquee } from './HighlightsMarquee'
import { LanguageSwitch } from './LanguageSwitch'
import { PIN_ICON } from './icon-paths'
import { MainNav } from './MainNav'
import { SearchBox } from './SearchBox'
import { Picture } from './Picture'
import { safeHref } from '@/fields/link'
import { addressLine } from '@/lib/site/school-address'

const PHONE =
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.58a1 1 0 0 1-.25 1l-2.2 2.2Z'

const Icon = ({ path }: { path: string }) => (
  <svg
    aria-hidden="true"
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="currentColor"
    className="shrink-0 text-brand"
  >
    <path d={path} />
  </svg>
)

/** `"en"` where a Malayalam page shows the school's address in English (it has no Malayalam yet). */
export const addressLang = (school: School) => langOf(school.address, 'line1')

/**
 * SPEC §2 shared header: highlights, phone, address, logo, Parent Portal and Careers, and the main
 * menu the office keeps on the school record (SPEC §2's until it changes it).
 */
export async function Header({ school, highlights }: { school: School; highlights: HighlightLine[] }) {
  const [locale, t, nav, language] = await Promise.all([
    getLocale(),
    getTranslations('Header'),
    getTranslations('Nav'),
    getTranslations('Language'),
  ])
  const logo = mediaOf(school.logo)
  return (
    <header>
      <HighlightsMarquee
        initial={highlights}
        source={`/api/highlight/${school.code}${locale === 'ml' ? '?lang=ml' : ''}`}
      />
      {/* On a phone one line of icons and small buttons (the number and the address are the
          links' names; the buttons wrap one by one), so that the page's own heading starts on
          the first screen. */}
      <div className="border-b border-slate-200 bg-slate-50 text-sm">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-1.5 px-4 py-1.5 md:justify-between md:gap-x-6 md:gap-y-2 md:py-2">
          <ul className="flex items-center sm:gap-x-5">
            <li>
              <a
                href={`tel:${school.phone.replace(/[^+\d]/g, '')}`}
                className="inline-flex min-h-8 min-w-7 items-center justify-center gap-1.5 text-ink no-underline hover:underline"
              >
                <Icon path={PHONE} />
                <span className="sr-only">{t('phone')}</span>
                <span className="max-sm:sr-only">{school.phone}</span>
              </a>
            </li>
            <li>
              <a
                href={safeHref(school.mapsLink) ?? '#'}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-8 min-w-7 items-center justify-center gap-1.5 text-ink no-underline hover:underline"
              >
                <Icon path={PIN_ICON} />
                <span className="sr-only md:hidden">{t('address', { address: addressLine(school) })}</span>
                <span aria-hidden="true" className="hidden sm:inline md:hidden">
                  {t('map')}
                </span>
                <span lang={addressLang(school)} className="hidden md:inline">
                  {addressLine(school)}
                </span>
              </a>
            </li>
          </ul>
          <div className="contents md:flex md:flex-wrap md:items-center md:gap-2">
            <LanguageSwitch to={otherLocale(locale)} text={language('other')} />
            {school.parentPortalUrl && (
              <a
                href={safeHref(school.parentPortalUrl)}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-primary btn-header"
              >
                {t('parentPortal')}
              </a>
            )}
            <SiteLink href="/Career" className="btn-accent btn-header">
              {t('careers')}
            </SiteLink>
          </div>
        </div>
      </div>
      <MainNav
        items={headerMenu(school, locale)}
        label={nav('label')}
        button={nav('button')}
        search={<SearchBox id="site-search" />}
        brand={
          <SiteLink href="/" className="flex min-w-0 items-center gap-2 text-ink no-underline md:gap-3">
            {logo && (
              <Picture
                media={logo}
                alt=""
                sizes="(min-width: 768px) 64px, 40px"
                widest={160}
                width={64}
                height={64}
                className="h-10 w-10 shrink-0 rounded-full object-cover md:h-16 md:w-16"
              />
            )}
            <span className="min-w-0">
              <span
                lang={langOf(school, 'name')}
                className="block text-base font-bold leading-tight text-brand md:text-2xl"
              >
                {school.name}
              </span>
              <span className="block text-xs text-muted md:text-sm">
                <RecordText record={school} field="town" />
                {school.tagline && (
                  <span className="hidden sm:inline">
                    {' · '}
                    <RecordText record={school} field="tagline" />
                  </span>
                )}
              </span>
            </span>
          </SiteLink>
        }
      />
    </header>
  )
}

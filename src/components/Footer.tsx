import { getLocale, getTranslations } from 'next-intl/server'

import { footerMenu } from '@/lib/site/menu'
import type { School } from '@/payload-types'
import { langOf } from '@/lib/content/in-locale'

import { isMapEmbed } from '@/fields/link'

import { AppLinks } from './AppLinks'
import { MapFrame } from './MapFrame'
import { MenuLink } from './MenuLink'
import { addressLine } from '@/lib/site/school-address'

import { addressLang } from './Header'
import { SocialIcon } from './SocialIcon'
import { safeHref } from '@/fields/link'
import { localeOf } from '@/i18n/locales.mjs'
import { grievanceContact, officerName } from '@/lib/privacy/grievance'

/** The pages the law asks every page to lead to (GIGW, RPwD Rules), with their link's words. */
const LEGAL_ROUTES = [
  ['AccessibilityStatement', 'accessibility'],
  ['WebsitePolicies', 'policies'],
  ['PrivacyRequest', 'privacyRequest'],
] as const

/**
 * SPEC §2 shared footer: social icons, the quick links the office keeps on the school record,
 * contact block, map, app links, copyright; under them the grievance officer for personal data
 * (DPDP Rules 9 and 14) and the accessibility statement and website policies.
 */
export async function Footer({ school }: { school: School }) {
  const [t, locale] = await Promise.all([getTranslations('Footer'), getLocale()])
  const contact = grievanceContact(school, localeOf(locale))
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" lang={langOf(school, 'name')} className="footer-heading">
            {school.name}
          </h2>
          <address className="not-italic leading-7">
            {addressLang(school) ? <span lang={addressLang(school)}>{addressLine(school)}</span> : addressLine(school)}
            <br />
            {t('phone')}{' '}
            <a href={`tel:${school.phone.replace(/[^+\d]/g, '')}`} className="text-white">
              {school.phone}
            </a>
            <br />
            {t('email')}{' '}
            <a href={`mailto:${school.email}`} className="break-all text-white">
              {school.email}
            </a>
          </address>
          <p className="mt-4">
            <MenuLink href="/Subscribe" className="footer-link underline">
              {t('subscribe')}
            </MenuLink>
          </p>
          {!!school.social?.length && (
            <ul className="mt-4 flex gap-3" aria-label={t('social')}>
              {school.social.map((s) => (
                <li key={s.id ?? s.url}>
                  <a
                    href={safeHref(s.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SocialIcon platform={s.platform} />
                    <span className="sr-only">{s.platform}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-heading">
            {t('quickLinks')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-1">
            {footerMenu(school, locale).map((link, at) => (
              <li key={at}>
                <MenuLink href={link.href} lang={link.lang} className="footer-link">
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-app">
          <h2 id="footer-app" className="footer-heading">
            {t('app')}
          </h2>
          <p>
            {t.rich('appText', {
              // In the page's own font: a monospace one, for these six letters on every page, was a
              // second family for the phone to find and load before its first layout.
              code: (chunks) => (
                <strong className="rounded bg-white/15 px-1.5 py-0.5 tracking-wider text-white">{chunks}</strong>
              ),
              schoolCode: school.code,
            })}
          </p>
          <AppLinks school={school} buttonClass="btn-outline" />
        </section>
        {isMapEmbed(school.mapsEmbedUrl) && (
          <section aria-labelledby="footer-map">
            <h2 id="footer-map" className="footer-heading">
              {t('findUs')}
            </h2>
            <MapFrame
              src={school.mapsEmbedUrl}
              title={t('mapTitle', { school: school.name })}
              onDark
              className="h-48 w-full rounded-md border-0 bg-white/10"
            />
          </section>
        )}
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto grid max-w-7xl gap-2 px-4 py-4 text-sm text-slate-200">
          <p>
            {t('grievance', { officer: officerName(contact) })}
            {' · '}
            <a href={`mailto:${contact.email}`} className="break-all text-white underline">
              {contact.email}
            </a>
            {' · '}
            <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className="whitespace-nowrap text-white underline">
              {contact.phone}
            </a>
          </p>
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {LEGAL_ROUTES.map(([route, key]) => (
                <li key={route}>
                  <MenuLink href={`/${route}`} className="footer-link underline">
                    {t(key)}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
          <p>{t('copyright', { year, holder: school.copyrightHolder || school.name })}</p>
        </div>
      </div>
    </footer>
  )
}

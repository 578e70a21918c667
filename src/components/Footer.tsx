import { SiteLink } from '@/components/SiteLink'

import type { School } from '@/payload-types'

import { isMapEmbed } from '@/fields/link'

import { AppLinks } from './AppLinks'
import { MapFrame } from './MapFrame'
import { addressLine } from './Header'
import { SocialIcon } from './SocialIcon'
import { safeHref } from '@/fields/link'

const QUICK_LINKS = [
  ['/AboutUs', 'About Us'],
  ['/Admission', 'Admission'],
  ['/News', 'News'],
  ['/Events', 'Events'],
  ['/Gallery', 'Gallery'],
  ['/Tc', 'Transfer Certificate'],
  ['/MandatoryDisclosure', 'Mandatory Disclosure'],
  ['/ErpSoftware', 'ERP Software'],
  ['/Pphelp', 'Parent (Help?)'],
  ['/ContactUs', 'Contact Us'],
] as const

/** SPEC §2 shared footer: social icons, quick links, contact block, map, app links, copyright. */
export function Footer({ school }: { school: School }) {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 bg-brand-dark text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-lg font-semibold text-white">
            {school.name}
          </h2>
          <address className="not-italic leading-7">
            {addressLine(school)}
            <br />
            Phone:{' '}
            <a href={`tel:${school.phone.replace(/[^+\d]/g, '')}`} className="text-white">
              {school.phone}
            </a>
            <br />
            Email:{' '}
            <a href={`mailto:${school.email}`} className="break-all text-white">
              {school.email}
            </a>
          </address>
          {!!school.social?.length && (
            <ul className="mt-4 flex gap-3" aria-label="Social media">
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
          <h2 id="footer-links" className="mb-3 text-lg font-semibold text-white">
            Quick links
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-1">
            {QUICK_LINKS.map(([href, label]) => (
              <li key={href}>
                <SiteLink href={href} className="text-slate-100 no-underline hover:underline">
                  {label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-app">
          <h2 id="footer-app" className="mb-3 text-lg font-semibold text-white">
            School app
          </h2>
          <p>
            Download the school app and sign in with school code{' '}
            <strong className="rounded bg-white/15 px-1.5 py-0.5 font-mono tracking-wider text-white">
              {school.code}
            </strong>
            .
          </p>
          <AppLinks school={school} buttonClass="btn-outline" />
        </section>
        {isMapEmbed(school.mapsEmbedUrl) && (
          <section aria-labelledby="footer-map">
            <h2 id="footer-map" className="mb-3 text-lg font-semibold text-white">
              Find us
            </h2>
            <MapFrame
              src={school.mapsEmbedUrl}
              title={`Map showing ${school.name}`}
              onDark
              className="h-48 w-full rounded-md border-0 bg-white/10"
            />
          </section>
        )}
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-slate-200">
          © {year} {school.copyrightHolder || school.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}

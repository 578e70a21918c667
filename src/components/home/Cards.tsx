import { SiteLink } from '@/components/SiteLink'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Media } from '@/payload-types'

import { Picture } from '../Picture'

/** A picture sized for its card slot, lazy unless it is the page's largest image. */
export function CardImage({
  media,
  alt,
  ratio = 'aspect-[4/3]',
  priority = false,
}: {
  media: Media | null
  alt: string
  ratio?: string
  priority?: boolean
}) {
  if (!media) return <PlaceholderArt className={ratio} />
  return (
    <Picture
      media={media}
      alt={media.alt || alt}
      widest={640}
      sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      priority={priority}
      className={`${ratio} card-image`}
    />
  )
}

export function PlaceholderArt({ className = 'aspect-[4/3]' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`${className} flex w-full items-center justify-center rounded-t-lg bg-brand-soft text-brand/50`}
    >
      <svg width="48" height="48" viewBox="0 0 24 24" fill="currentColor">
        <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v8.6l3.3-3.3a1 1 0 0 1 1.4 0L12 14.6l2.3-2.3a1 1 0 0 1 1.4 0L19 15.6V7H5Zm10 2.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
      </svg>
    </div>
  )
}

export function Card({
  href,
  image,
  meta,
  title,
  titleLang,
  children,
  level = 3,
}: {
  href?: string
  image: ReactNode
  meta?: ReactNode
  title: string
  /** `"en"` for an English title on a Malayalam page (lib/content/in-locale.ts). */
  titleLang?: string
  children?: ReactNode
  /** 3 under a section's heading (home); 2 where the cards follow the page's h1 (a list page). */
  level?: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <article className="card">
      {image}
      <div className="card-body">
        {meta && <p className="card-meta">{meta}</p>}
        <Heading lang={titleLang} className="card-title">
          {href ? (
            <SiteLink href={href} className="card-link">
              {title}
            </SiteLink>
          ) : (
            title
          )}
        </Heading>
        {children && <div className="card-meta line-clamp-3">{children}</div>}
      </div>
    </article>
  )
}

/** What an empty section shows instead of a hole (SPEC §1, §4): labelled placeholder cards. */
export async function PlaceholderCards({ label, count = 3, level }: { label: string; count?: number; level?: 2 | 3 }) {
  const t = await getTranslations('Home')
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} data-placeholder="true">
          <Card image={<PlaceholderArt />} title={label} meta={t('comingSoon')} level={level} />
        </li>
      ))}
    </ul>
  )
}

export function Section({
  id,
  title,
  children,
  tone = 'plain',
  action,
}: {
  id: string
  title: string
  children: ReactNode
  tone?: 'plain' | 'soft'
  action?: ReactNode
}) {
  return (
    // Sections off screen are not laid out or painted until they come near it
    // (content-visibility), which is most of the home page's first layout on a phone.
    <section
      aria-labelledby={id}
      className={tone === 'soft' ? 'home-section bg-slate-50' : 'home-section'}
      data-section={id}
    >
      <div className="section-inner">
        <div className="section-head">
          <h2 id={id} className="section-title">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  )
}

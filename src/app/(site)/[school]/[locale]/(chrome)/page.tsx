import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { SiteLink } from '@/components/SiteLink'

import { Carousel } from '@/components/Carousel'
import { SchoolTomorrow } from '@/components/calendar/SchoolTomorrow'
import { Card, CardImage, PlaceholderArt, PlaceholderCards, Section } from '@/components/home/Cards'
import { Picture } from '@/components/Picture'
import { RichText } from '@/components/RichText'
import { Tabs } from '@/components/Tabs'
import { localePath } from '@/i18n/locales.mjs'
import { formatPercent, longDate } from '@/lib/content/format'
import { getHomeData } from '@/lib/queries/home'
import { getLatestCirculars } from '@/collections/Circulars/queries'
import { mediaList, mediaOf } from '@/lib/content/media'
import { getPage } from '@/lib/queries/profile'
import { langOf } from '@/lib/content/in-locale'
import { RecordText } from '@/components/RecordText'
import { pageMetadata } from '@/lib/site/page-meta'
import { summary } from '@/lib/content/richtext'
import { pageSchool, type SchoolParams } from '@/lib/site/school'
import type { Topper } from '@/payload-types'
import { publicPathOf } from '@/lib/preview/paths'

export async function generateMetadata({ params }: SchoolParams): Promise<Metadata> {
  const school = await pageSchool(params)
  return pageMetadata(school, {
    title: `${school.name}, ${school.town}`,
    description: summary(
      [`${school.name}, ${school.town}`, school.tagline, school.affiliation].filter(Boolean).join('. ') + '.',
    ),
    path: '/',
  })
}

const firstImage = (values: unknown) => mediaList(values)[0] ?? null

function ToppersGrid({ toppers, label }: { toppers: Topper[]; label: string }) {
  if (!toppers.length) return <PlaceholderCards label={label} count={3} />
  return (
    <Carousel label={label} perView={4}>
      {toppers.map((t) => (
        <Card
          key={t.id}
          image={<CardImage media={firstImage(t.attachments)} alt={t.name} ratio="aspect-square" />}
          title={t.name}
          meta={
            <>
              {formatPercent(t.division)}
              {t.stream && ' · '}
              <RecordText record={t} field="stream" />
            </>
          }
        />
      ))}
    </Carousel>
  )
}

export default async function HomePage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const [t, locale] = await Promise.all([getTranslations('Home'), getLocale()])
  const [data, about, circulars] = await Promise.all([
    getHomeData(school.id, new Date().getFullYear(), locale),
    getPage(school.id, 'AboutUs', locale),
    getLatestCirculars(school.id, locale),
  ])
  const photoCount = (count: number) => t('gallery.photos', { count, shown: String(count) })
  const slides = (school.slides ?? []).map((s) => ({ ...s, media: mediaOf(s.image) })).filter((s) => s.media)

  return (
    <main id="main">
      <h1 className="sr-only">
        <RecordText record={school} field="name" />
      </h1>

      <SchoolTomorrow school={school.id} withLink className="mx-auto max-w-7xl px-4 py-2" />

      <section aria-label={t('slider.label')} data-section="slider" className="bg-brand-dark">
        {slides.length ? (
          <Carousel label={t('slider.carousel')} perView={1} slow onDark>
            {slides.map((s, i) => (
              <figure key={s.id ?? i} className="relative">
                <Picture
                  media={s.media!}
                  alt={s.media!.alt || s.caption || ''}
                  sizes="100vw"
                  widest={1920}
                  priority={i === 0}
                  className="aspect-[16/7] w-full object-contain"
                />
                {/* Whole at every width (contain, in the shape the office is asked for): words
                    drawn in a picture are never cut off. The caption goes under it on a phone,
                    where laid over it would hide half the picture. */}
                {s.caption && (
                  <figcaption
                    lang={langOf(s, 'caption')}
                    className="px-4 pt-3 text-base font-semibold text-white md:absolute md:inset-x-0 md:bottom-0 md:bg-gradient-to-t md:from-black/70 md:pb-4 md:pt-10 md:text-2xl"
                  >
                    {s.caption}
                  </figcaption>
                )}
              </figure>
            ))}
          </Carousel>
        ) : (
          <PlaceholderArt className="aspect-[16/7]" />
        )}
      </section>

      <Section id="welcome" title={t('welcome.title', { school: school.name })}>
        <p className="max-w-3xl text-lg text-muted">
          {school.tagline && (
            <>
              <RecordText record={school} field="tagline" />.{' '}
            </>
          )}
          {school.affiliation}
        </p>
        <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
          {[
            { href: localePath(locale, '/Admission'), label: t('welcome.admissions'), external: false },
            {
              href: school.parentPortalUrl || localePath(locale, '/Pphelp'),
              label: t('welcome.parentPortal'),
              external: Boolean(school.parentPortalUrl),
            },
            { href: localePath(locale, '/Tc'), label: t('welcome.forms'), external: false },
            { href: localePath(locale, '/News'), label: t('welcome.press'), external: false },
          ].map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="flex h-full items-center justify-center rounded-lg bg-brand px-4 py-5 text-center font-semibold text-white no-underline hover:bg-brand-dark"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="about"
        title={t('about.title')}
        tone="soft"
        action={<SiteLink href="/AboutUs">{t('about.more')}</SiteLink>}
      >
        {about ? (
          <RichText data={about.body} lang={langOf(about, 'body')} />
        ) : (
          <p>{t('about.founded', { school: school.name, year: String(school.foundedYear ?? '') })}</p>
        )}
      </Section>

      <Section id="events" title={t('events.title')} action={<SiteLink href="/Events">{t('events.all')}</SiteLink>}>
        {data.events.length ? (
          <Carousel label={t('events.title')}>
            {data.events.map((e) => (
              <Card
                key={e.id}
                href={publicPathOf('events', e)}
                image={<CardImage media={firstImage(e.images)} alt={e.title} />}
                title={e.title}
                titleLang={langOf(e, 'title')}
                meta={
                  <>
                    {longDate(e.date, locale)}
                    {e.venue && ' · '}
                    <RecordText record={e} field="venue" />
                  </>
                }
              >
                <RecordText record={e} field="description" />
              </Card>
            ))}
          </Carousel>
        ) : (
          <PlaceholderCards label={t('events.placeholder')} />
        )}
      </Section>

      <Section id="news" title={t('news.title')} tone="soft" action={<SiteLink href="/News">{t('news.all')}</SiteLink>}>
        {data.news.length ? (
          <Carousel label={t('news.title')}>
            {data.news.map((n) => (
              <Card
                key={n.id}
                href={publicPathOf('news', n)}
                image={<CardImage media={firstImage(n.image)} alt={n.title} />}
                title={n.title}
                titleLang={langOf(n, 'title')}
                meta={longDate(n.fromDate, locale)}
              >
                <RecordText record={n} field="description" />
              </Card>
            ))}
          </Carousel>
        ) : (
          <PlaceholderCards label={t('news.placeholder')} />
        )}
      </Section>

      {/* Only once the school publishes circulars: a school that keeps none shows no empty box. */}
      {circulars.length > 0 && (
        <Section
          id="circulars"
          title={t('circulars.title')}
          action={<SiteLink href="/Circulars">{t('circulars.all')}</SiteLink>}
        >
          <ul className="grid gap-4 md:grid-cols-3">
            {circulars.map((c) => (
              <li key={c.id} className="rounded-lg border border-slate-200 p-4">
                <p className="text-sm text-muted">{longDate(c.date, locale)}</p>
                <p lang={langOf(c, 'title')} className="mt-1 font-semibold">
                  <SiteLink href={publicPathOf('circulars', c)}>{c.title}</SiteLink>
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="messages" title={t('messages.title')}>
        {data.messages.length ? (
          <Carousel label={t('messages.title')} perView={1}>
            {data.messages.map((m) => {
              const photo = firstImage(m.attachments)
              return (
                <figure
                  key={m.id}
                  className="flex flex-col items-center gap-6 rounded-lg bg-brand-soft p-6 md:flex-row"
                >
                  {photo && (
                    <Picture
                      media={photo}
                      alt={photo.alt || m.name}
                      sizes="128px"
                      widest={320}
                      width={160}
                      height={160}
                      className="h-32 w-32 shrink-0 rounded-full object-cover"
                    />
                  )}
                  <div>
                    <blockquote>
                      <RichText data={m.message} lang={langOf(m, 'message')} className="prose-school text-lg" />
                    </blockquote>
                    <figcaption className="mt-2 font-semibold text-brand">
                      {m.name}
                      <span lang={langOf(m, 'category')} className="block text-sm font-normal text-muted">
                        {m.category}
                      </span>
                    </figcaption>
                  </div>
                </figure>
              )
            })}
          </Carousel>
        ) : (
          <PlaceholderCards label={t('messages.placeholder')} count={1} />
        )}
      </Section>

      <Section id="toppers" title={t('toppers.title')} tone="soft">
        <Tabs
          label={t('toppers.tabs')}
          tabs={[
            {
              title: `${t('toppers.tenth')}${data.toppers.sessionX ? ` (${data.toppers.sessionX})` : ''}`,
              content: <ToppersGrid toppers={data.toppers.X} label={t('toppers.classX')} />,
            },
            {
              title: `${t('toppers.twelfth')}${data.toppers.sessionXII ? ` (${data.toppers.sessionXII})` : ''}`,
              content: <ToppersGrid toppers={data.toppers.XII} label={t('toppers.classXII')} />,
            },
          ]}
        />
      </Section>

      <Section id="birthdays" title={t('birthdays.title')}>
        {data.birthdays.length ? (
          <Carousel label={t('birthdays.carousel')}>
            {data.birthdays.map((b) => (
              <Card
                key={b.id}
                image={<CardImage media={firstImage(b.attachments)} alt={b.name} ratio="aspect-square" />}
                title={b.name}
                meta={t('birthdays.class', { grade: String(b.class) })}
              />
            ))}
          </Carousel>
        ) : (
          <PlaceholderCards label={t('birthdays.placeholder')} />
        )}
      </Section>

      <Section id="achievements" title={t('achievements.title')} tone="soft">
        {data.achievements.length ? (
          <Carousel label={t('achievements.title')}>
            {data.achievements.map((a) => (
              <Card
                key={a.id}
                href={publicPathOf('gallery', a)}
                image={<CardImage media={firstImage(a.attachments)} alt={a.title} />}
                title={a.title}
                titleLang={langOf(a, 'title')}
                meta={a.name}
              />
            ))}
          </Carousel>
        ) : (
          <PlaceholderCards label={t('achievements.placeholder')} />
        )}
      </Section>

      <Section id="gallery" title={t('gallery.title')} action={<SiteLink href="/Gallery">{t('gallery.all')}</SiteLink>}>
        {data.galleries.length ? (
          <Carousel label={t('gallery.title')}>
            {data.galleries.map((g) => (
              <Card
                key={g.id}
                href={publicPathOf('gallery', g)}
                image={<CardImage media={firstImage(g.attachments)} alt={g.title} />}
                title={g.title}
                titleLang={langOf(g, 'title')}
                meta={photoCount(mediaList(g.attachments).length)}
              />
            ))}
          </Carousel>
        ) : (
          <PlaceholderCards label={t('gallery.placeholder')} />
        )}
      </Section>
    </main>
  )
}

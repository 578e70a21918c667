import type { Metadata } from 'next'
import { SiteLink } from '@/components/SiteLink'

import { Carousel } from '@/components/Carousel'
import { Card, CardImage, PlaceholderArt, PlaceholderCards, Section } from '@/components/home/Cards'
import { Picture } from '@/components/Picture'
import { RichText } from '@/components/RichText'
import { Tabs } from '@/components/Tabs'
import { formatPercent, longDate } from '@/lib/content/format'
import { getHomeData } from '@/lib/queries/home'
import { mediaList, mediaOf } from '@/lib/content/media'
import { getPage } from '@/lib/queries/profile'
import { pageMetadata } from '@/lib/site/page-meta'
import { summary } from '@/lib/content/richtext'
import { pageSchool, type SchoolParams } from '@/lib/site/school'
import type { Topper } from '@/payload-types'

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
  if (!toppers.length) return <PlaceholderCards label={`${label} toppers`} count={3} />
  return (
    <Carousel label={`${label} toppers`} perView={4}>
      {toppers.map((t) => (
        <Card
          key={t.id}
          image={<CardImage media={firstImage(t.attachments)} alt={t.name} ratio="aspect-square" />}
          title={t.name}
          meta={`${formatPercent(t.division)}${t.stream ? ` · ${t.stream}` : ''}`}
        />
      ))}
    </Carousel>
  )
}

export default async function HomePage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const [data, about] = await Promise.all([
    getHomeData(school.id, new Date().getFullYear()),
    getPage(school.id, 'AboutUs'),
  ])
  const slides = (school.slides ?? []).map((s) => ({ ...s, media: mediaOf(s.image) })).filter((s) => s.media)

  return (
    <main id="main">
      <h1 className="sr-only">{school.name}</h1>

      <section aria-label="Slider" data-section="slider" className="bg-brand-dark">
        {slides.length ? (
          <Carousel label="Photographs of the school" perView={1} slow onDark>
            {slides.map((s, i) => (
              <figure key={s.id ?? i} className="relative">
                <Picture
                  media={s.media!}
                  alt={s.media!.alt || s.caption || ''}
                  sizes="100vw"
                  widest={1920}
                  priority={i === 0}
                  className="aspect-[16/9] w-full object-cover md:aspect-[16/7]"
                />
                {s.caption && (
                  <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 px-4 pb-4 pt-10 text-lg font-semibold text-white md:text-2xl">
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

      <Section id="welcome" title={`Welcome to ${school.name}`}>
        <p className="max-w-3xl text-lg text-muted">
          {school.tagline ? `${school.tagline}. ` : ''}
          {school.affiliation}
        </p>
        <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
          {[
            { href: '/Admission', label: 'Admissions', external: false },
            {
              href: school.parentPortalUrl || '/Pphelp',
              label: 'Parent Portal',
              external: Boolean(school.parentPortalUrl),
            },
            { href: '/Tc', label: 'Forms', external: false },
            { href: '/News', label: 'Press', external: false },
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
        title="About the school"
        tone="soft"
        action={<SiteLink href="/AboutUs">Read more about us</SiteLink>}
      >
        {about ? (
          <RichText data={about.body} />
        ) : (
          <p>
            {school.name} was founded in {school.foundedYear}.
          </p>
        )}
      </Section>

      <Section id="events" title="Latest events" action={<SiteLink href="/Events">All events</SiteLink>}>
        {data.events.length ? (
          <Carousel label="Latest events">
            {data.events.map((e) => (
              <Card
                key={e.id}
                href={`/Events?id=${e.id}`}
                image={<CardImage media={firstImage(e.images)} alt={e.title} />}
                title={e.title}
                meta={[longDate(e.date), e.venue].filter(Boolean).join(' · ')}
              >
                {e.description}
              </Card>
            ))}
          </Carousel>
        ) : (
          <PlaceholderCards label="Upcoming event" />
        )}
      </Section>

      <Section id="news" title="Latest news" tone="soft" action={<SiteLink href="/News">All news</SiteLink>}>
        {data.news.length ? (
          <Carousel label="Latest news">
            {data.news.map((n) => (
              <Card
                key={n.id}
                href={`/News?id=${n.id}`}
                image={<CardImage media={firstImage(n.image)} alt={n.title} />}
                title={n.title}
                meta={longDate(n.fromDate)}
              >
                {n.description}
              </Card>
            ))}
          </Carousel>
        ) : (
          <PlaceholderCards label="School news" />
        )}
      </Section>

      <Section id="messages" title="Messages">
        {data.messages.length ? (
          <Carousel label="Messages" perView={1}>
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
                      <RichText data={m.message} className="prose-school text-lg" />
                    </blockquote>
                    <figcaption className="mt-2 font-semibold text-brand">
                      {m.name}
                      <span className="block text-sm font-normal text-muted">{m.category}</span>
                    </figcaption>
                  </div>
                </figure>
              )
            })}
          </Carousel>
        ) : (
          <PlaceholderCards label="Message from the principal" count={1} />
        )}
      </Section>

      <Section id="toppers" title="Our toppers" tone="soft">
        <Tabs
          label="Toppers by class"
          tabs={[
            {
              title: `10TH${data.toppers.sessionX ? ` (${data.toppers.sessionX})` : ''}`,
              content: <ToppersGrid toppers={data.toppers.X} label="Class X" />,
            },
            {
              title: `12TH${data.toppers.sessionXII ? ` (${data.toppers.sessionXII})` : ''}`,
              content: <ToppersGrid toppers={data.toppers.XII} label="Class XII" />,
            },
          ]}
        />
      </Section>

      <Section id="birthdays" title="Happy birthday">
        {data.birthdays.length ? (
          <Carousel label="Birthdays">
            {data.birthdays.map((b) => (
              <Card
                key={b.id}
                image={<CardImage media={firstImage(b.attachments)} alt={b.name} ratio="aspect-square" />}
                title={b.name}
                meta={`Class ${b.class}`}
              />
            ))}
          </Carousel>
        ) : (
          <PlaceholderCards label="Birthday wishes" />
        )}
      </Section>

      <Section id="achievements" title="Achievements" tone="soft">
        {data.achievements.length ? (
          <Carousel label="Achievements">
            {data.achievements.map((a) => (
              <Card
                key={a.id}
                href={`/SubGallery?id=${a.id}`}
                image={<CardImage media={firstImage(a.attachments)} alt={a.title} />}
                title={a.title}
                meta={a.name}
              />
            ))}
          </Carousel>
        ) : (
          <PlaceholderCards label="Achievement" />
        )}
      </Section>

      <Section id="gallery" title="School in images" action={<SiteLink href="/Gallery">All galleries</SiteLink>}>
        {data.galleries.length ? (
          <Carousel label="School in images">
            {data.galleries.map((g) => (
              <Card
                key={g.id}
                href={`/SubGallery?id=${g.id}`}
                image={<CardImage media={firstImage(g.attachments)} alt={g.title} />}
                title={g.title}
                meta={`${mediaList(g.attachments).length} photos`}
              />
            ))}
          </Carousel>
        ) : (
          <PlaceholderCards label="Photo gallery" />
        )}
      </Section>
    </main>
  )
}

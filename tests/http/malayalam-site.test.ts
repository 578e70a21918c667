import { expect } from '@playwright/test'
import { describe } from 'vitest'

import { SITE_ROUTES, type SiteRoute } from '@/lib/site/routes'
import { SCHOOL } from '@/seed/profile'

import { test } from './fixtures'

/**
 * A fresh installation's Malayalam site is Malayalam throughout (issue 50): every SPEC route under
 * /ml has a Malayalam title and main text of the sample school's own, not the English shown in its
 * place (which the site marks lang="en"); and the Malayalam pages point to the Malayalam feeds and
 * calendar.
 */
const MALAYALAM = /[\u0D00-\u0D7F]/

/** The text of an element's inside, without its tags. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the Malayalam site of a fresh installation', () => {
  // A gallery's own page answers only with its id (the galleries' list links each one).
  const routes = ['', ...Object.keys(SITE_ROUTES).filter((r) => r !== 'SubGallery')] as ('' | SiteRoute)[]

  test('every SPEC route has a Malayalam title and Malayalam main text, with no English standing in', async ({
    baseURL,
  }) => {
    const faults: string[] = []
    const gallery = await (await fetch(`${baseURL}/ml/Gallery`)).text()
    const oneGallery = /href="(\/ml\/SubGallery\?id=\d+)"/.exec(gallery)?.[1]
    expect(oneGallery).toBeTruthy()
    for (const route of [...routes, oneGallery!]) {
      const path = route.startsWith('/') ? route : route ? `/ml/${route}` : '/ml'
      const answer = await fetch(`${baseURL}${path}`)
      if (answer.status !== 200) {
        faults.push(`${path}: ${answer.status}`)
        continue
      }
      const html = await answer.text()
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      if (!MALAYALAM.test(title) || title.includes(SCHOOL.name)) faults.push(`${path}: title "${title}"`)
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
      const words = textOf(main)
      if (!MALAYALAM.test(words)) faults.push(`${path}: no Malayalam in the main text`)
      // English shown because the Malayalam is missing is marked so (lib/content/in-locale.ts).
      const standIns = [...main.matchAll(/<([a-z0-9]+)[^>]*\slang="en"[^>]*>([\s\S]*?)<\/\1>/g)].map((m) =>
        textOf(m[2]),
      )
      if (standIns.length) faults.push(`${path}: English in place of Malayalam: ${standIns.slice(0, 3).join(' | ')}`)
      // The footer's copyright line names the school in Malayalam too.
      const footer = textOf(/<footer[^>]*>([\s\S]*)<\/footer>/.exec(html)?.[1] ?? '')
      if (footer.includes(SCHOOL.name)) faults.push(`${path}: the footer names the school in English`)
    }
    expect(faults).toEqual([])
  }, 120_000)

  test('announces the Malayalam feeds, and the Events page offers the Malayalam calendar', async ({ baseURL }) => {
    const home = await (await fetch(`${baseURL}/ml`)).text()
    const feeds = [...home.matchAll(/<link rel="alternate" type="application\/(?:rss|atom)\+xml"[^>]*>/g)].map(
      (m) => m[0],
    )
    expect(feeds.length).toBe(3)
    for (const link of feeds) {
      expect(link).toMatch(/href="\/ml\/(rss|atom|circulars)\.xml"/)
      expect(link).toMatch(MALAYALAM)
    }
    const english = await (await fetch(`${baseURL}/`)).text()
    expect(english).toContain(
      `<link rel="alternate" type="application/rss+xml" href="/rss.xml" title="News - ${SCHOOL.name}"/>`,
    )

    const events = await (await fetch(`${baseURL}/ml/Events`)).text()
    const links = [...events.matchAll(/href="([^"]*events\.ics[^"]*)"/g)].map((m) => m[1])
    expect(links.length).toBeGreaterThan(1)
    for (const href of links) expect(href).toMatch(/^(webcal:\/\/[^/]+)?\/ml\/events\.ics/)
    const calendar = await (await fetch(`${baseURL}/ml/events.ics`)).text()
    expect(calendar).toMatch(/X-WR-CALNAME:പരിപാടികൾ - /)
    expect(calendar).toMatch(/^URL:https?:\/\/[^/]+\/ml\/Events$/m)
  })
})

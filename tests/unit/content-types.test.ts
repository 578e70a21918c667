import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { collections } from '@/collections'
import { CONTENT_TYPES, type RegisteredType } from '@/collections/registry'
import { MALAYALAM_SOURCE } from '@/fields/malayalam'
import { PREVIEW_PATHS } from '@/lib/preview/paths'
import { SEARCHED } from '@/lib/search/searched'
import { QUERY_KEYS } from '@/lib/server/page-query.mjs'
import { sitemapXml, type SitemapRecord } from '@/lib/site/feeds'
import { SITE_ROUTES } from '@/lib/site/routes'

/**
 * Each content type is one descriptor (src/collections/<Type>/descriptor.ts) listed in one registry;
 * the tables below read it. These checks catch a type left out of one: a page of its own missing
 * from the sitemap, a public page the search does not read, a draft that cannot be previewed,
 * translated text without the Malayalam column, or a page whose query the plain-JS server drops.
 */

// The collections are read as configs; the Payload config some of their hooks reach is never built here.
vi.mock('@payload-config', () => ({ default: {} }))

/** A record of any type, with what each public path reads. */
const SAMPLE: SitemapRecord = {
  id: 7,
  updatedAt: '2025-06-01T00:00:00.000Z',
  slug: 'hostel',
  route: 'AboutUs',
  date: '2025-03-01T00:00:00.000Z',
  class: 'X',
  sessionYear: '2025-26',
}

const ORIGIN = 'https://school.example'
const pathOf = (type: RegisteredType) => ('publicPath' in type ? type.publicPath(SAMPLE) : null)
const configOf = (slug: string) => collections.find((c) => c.slug === slug) as CollectionConfig

/** Whether a record is shown on a page of its own: an id in its address, or an address outside the routes. */
const ownPage = (path: string) => {
  const url = new URL(path, ORIGIN)
  return url.searchParams.has('id') || (path !== '/' && !(url.pathname.slice(1) in SITE_ROUTES))
}

/** The pages no content type answers (a form, the site's search) and the query parameters they read. */
const NOT_A_TYPE = { Admission: ['register'], Search: ['q', 'page'] }

const fieldsOf = (fields: Field[]): Field[] =>
  fields.flatMap((field) => ('fields' in field && !('name' in field) ? fieldsOf(field.fields) : [field]))

describe('the registry of content types', () => {
  it('names collections that exist, each once', () => {
    const slugs = CONTENT_TYPES.map((type) => type.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(configOf(slug), slug).toBeDefined()
  })

  it('says rightly whether each has drafts, and every type with drafts is previewed on its page', () => {
    for (const type of CONTENT_TYPES) {
      const drafts = Boolean(
        configOf(type.slug).versions && (configOf(type.slug).versions as { drafts?: unknown }).drafts,
      )
      expect(type.drafts, type.slug).toBe(drafts)
      if (drafts) expect(Object.keys(PREVIEW_PATHS), `${type.slug} is previewed`).toContain(type.slug)
    }
    // A collection of drafts left out of the registry would be neither previewed nor searched.
    for (const config of collections)
      if ((config.versions as { drafts?: unknown } | undefined)?.drafts)
        expect(
          CONTENT_TYPES.map((t) => t.slug as string),
          `${config.slug} is registered`,
        ).toContain(config.slug)
    // And nothing else: the preview opens only a registered type with drafts.
    for (const slug of Object.keys(PREVIEW_PATHS))
      expect(CONTENT_TYPES.find((t) => t.slug === slug)?.drafts, slug).toBe(true)
  })

  it('puts every record with a page of its own in the sitemap, and the page of every other', () => {
    const records = Object.fromEntries(CONTENT_TYPES.map((type) => [type.slug, [SAMPLE]])) as never
    const sitemap = sitemapXml(ORIGIN, { updatedAt: SAMPLE.updatedAt }, records)
    for (const type of CONTENT_TYPES) {
      const path = pathOf(type)
      if (path === null) continue
      const shown = ownPage(path) ? path : new URL(path, ORIGIN).pathname
      expect(sitemap, `${type.slug}: ${shown}`).toContain(`<loc>${ORIGIN}${shown.replace(/&/g, '&amp;')}</loc>`)
    }
  })

  it('searches every type a visitor finds on a page other than home', () => {
    for (const type of CONTENT_TYPES) {
      const path = pathOf(type)
      if (path !== null && path !== '/') expect(Object.keys(SEARCHED), `${type.slug} is searched`).toContain(type.slug)
    }
  })

  it('shows the Malayalam column of every type with text in both languages', () => {
    for (const type of CONTENT_TYPES) {
      // The text that names a record in the admin: translated when it is localized.
      const { useAsTitle } = configOf(type.slug).admin ?? {}
      const title = fieldsOf(configOf(type.slug).fields).find((f) => 'name' in f && f.name === useAsTitle)
      if (title && 'localized' in title && title.localized)
        expect(Object.keys(MALAYALAM_SOURCE), `${type.slug} tracks its Malayalam`).toContain(type.slug)
    }
    for (const [slug, source] of Object.entries(MALAYALAM_SOURCE)) {
      const field = fieldsOf(configOf(slug).fields).find((f) => 'name' in f && f.name === source)
      expect(field && 'localized' in field && field.localized, `${slug}.${source} is localized`).toBe(true)
    }
  })

  it('gives the plain-JS server the query parameters of every page a type answers, and nothing else', () => {
    const fromTypes = Object.assign(
      { ...NOT_A_TYPE },
      ...CONTENT_TYPES.map((type) => ('queryKeys' in type ? type.queryKeys : {})),
    )
    expect(QUERY_KEYS, 'src/lib/server/query-keys.json is out of date: npm run generate:query-keys').toEqual(fromTypes)
    // A record's public page reads the parameters its address has.
    for (const type of CONTENT_TYPES) {
      const path = pathOf(type)
      if (path === null) continue
      const url = new URL(path, ORIGIN)
      const read: readonly string[] = (QUERY_KEYS as Record<string, readonly string[]>)[url.pathname.slice(1)] ?? []
      for (const key of url.searchParams.keys()) expect(read, `${type.slug}: ${path}`).toContain(key)
    }
  })
})

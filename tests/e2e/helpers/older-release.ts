import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { startPostgres } from '../../../scripts/cluster/engines'
import { restoreOlderRelease, type OlderManifest } from '../../helpers/older-release'
import { startServer } from './server'
import { getWithHost } from './site'

/**
 * The README's restore, as a visitor and the office meet it: a backup written by an older release
 * (tests/fixtures/older-release) is put in place (DATA_DIR, and on PostgreSQL its pg_dump) and the
 * current production server started on it (`npm start` migrates it). Every page of the sitemap
 * answers, each school page shows what that release stored, and the CV still downloads for the
 * office only. Called by one spec file per engine.
 */
export function olderReleaseSpecs(engine: 'sqlite' | 'postgres') {
  let server: Awaited<ReturnType<typeof startServer>>
  let manifest: OlderManifest
  let pg: { url: string; stop: () => void } | undefined
  let pgDir: string | undefined

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    const started = Date.now()
    let env: Record<string, string> = { DEMO_CONTENT: 'true' }
    if (engine === 'postgres') {
      pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-older-pg-'))
      pg = await startPostgres(path.join(pgDir, 'postgres'))
      env = { ...env, DATABASE_URL: pg.url }
    }
    server = await startServer(env, {
      restore: (dataDir) => ({ manifest } = restoreOlderRelease(engine, { dataDir, databaseUrl: pg?.url })),
    })
    console.log(`[older-release] ${engine} backup migrated and served after ${Date.now() - started} ms`)
  })
  test.afterAll(async () => {
    await server?.stop()
    pg?.stop()
    if (pgDir) fs.rmSync(pgDir, { recursive: true, force: true })
  })

  const records = (slug: string) => manifest.collections[slug]

  /**
   * The words a reader sees in a page's main part: scripts (which repeat the page's data for
   * React) and tags dropped, React's entities decoded.
   */
  const text = (html: string) =>
    (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')

  /** The text of each paragraph of a rich-text field (Lexical's JSON). */
  const paragraphs = (body: unknown): string[] => {
    const found: string[] = []
    const walk = (node: { type?: string; text?: string; children?: unknown[] }): string => {
      const own = (node.text ?? '') + (node.children ?? []).map((c) => walk(c as typeof node)).join('')
      if (node.type === 'paragraph' || node.type === 'heading') found.push(own.trim())
      return own
    }
    if (body && typeof body === 'object' && 'root' in body) walk((body as { root: Parameters<typeof walk>[0] }).root)
    return found
  }

  /** A GET with the Host header a school's own domain sends. */
  const get = (host: string, path: string) => getWithHost(new URL(server.baseURL).port, host, path)

  test('every page of the sitemap answers, and each school page shows what the older release stored', async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const sitemap = await (await request.get(`${server.baseURL}/sitemap.xml`)).text()
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1].replaceAll('&amp;', '&'))
      return url.pathname + url.search
    })
    expect(urls.length).toBeGreaterThan(20)
    const pages = new Map<string, string>()
    // Three at a time: quicker than one by one, and within what a 2-core machine serves.
    for (let i = 0; i < urls.length; i += 3)
      await Promise.all(
        urls.slice(i, i + 3).map(async (url) => {
          const res = await request.get(server.baseURL + url)
          expect(res.status(), url).toBe(200)
          pages.set(url, text(await res.text()))
        }),
      )

    const school = records('schools').find((s) => s.code === 'JRSBKL')!
    for (const stored of records('pages').filter((p) => p.school === school.id)) {
      const shown = pages.get(`/${stored.route}`)
      expect(shown, `/${stored.route} is in the sitemap`).toBeDefined()
      expect(shown, String(stored.route)).toContain(String(stored.title))
      const words = [
        ...((stored.items as { text: string }[]) ?? []).map((item) => item.text),
        ...((stored.facts as { label: string; value: string }[]) ?? []).flatMap((f) => [f.label, f.value]),
        ...paragraphs(stored.body),
        stored.listTitle,
        ...paragraphs(stored.closing),
      ]
      for (const said of words.filter(Boolean)) expect(shown, String(stored.route)).toContain(String(said))
    }
  })

  test('news, events and the API show the published records and no draft; the second school keeps its domain', async ({
    page,
    request,
  }) => {
    await page.goto(`${server.baseURL}/News`)
    await expect(page.locator('main')).toContainText('Older release news')
    await expect(page.locator('main')).not.toContainText('Older release draft')
    await page.goto(`${server.baseURL}/Events`)
    await expect(page.locator('main')).toContainText('Older release event')

    const api = await (await request.get(`${server.baseURL}/api/news/All/JRSBKL`)).text()
    expect(api).toContain('Older release news')
    expect(api).not.toContain('Older release draft')

    const second = await get('oldb.example', '/News')
    expect(second.status).toBe(200)
    expect(second.body).toContain('Second school news')
    expect(second.body).not.toContain('Older release news')
  })

  test('the office signs in with its old password and downloads the CV; nobody anonymous does', async ({
    request,
    playwright,
  }) => {
    const login = await request.post(`${server.baseURL}/cms-api/users/login`, {
      data: { email: 'school-admin@older.example', password: manifest.password },
    })
    expect(login.status(), await login.text()).toBe(200)
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const found = await request.get(`${server.baseURL}/cms-api/career-applications?depth=1`, { headers })
    expect(found.status()).toBe(200)
    const [application] = (await found.json()).docs as {
      name: string
      attachments: { url: string; filesize: number }
    }[]
    expect(application.name).toBe('Older Applicant')
    const download = await request.get(server.baseURL + application.attachments.url, { headers })
    expect(download.status()).toBe(200)
    const cv = await download.body()
    expect(cv.subarray(0, 5).toString()).toBe('%PDF-')
    expect(cv.length).toBe(application.attachments.filesize)
    // A context of its own: the sign-in above left its cookie in this one.
    const visitor = await playwright.request.newContext()
    expect((await visitor.get(server.baseURL + application.attachments.url)).status()).toBe(403)
    await visitor.dispose()
  })
}

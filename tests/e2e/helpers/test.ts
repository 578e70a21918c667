import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import { test as base, chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test'

/**
 * Playwright's `test`, with the browser of a returning visitor: the tests of a worker that keep
 * Playwright's default context options share one Chromium profile with a disk cache, so the site's
 * scripts are fetched and compiled once per worker, not once per test (an incognito context keeps
 * no compiled code between contexts: decision 0051). Between tests the profile loses what a new
 * visit must not find: its pages, cookies, permissions and the storage of every origin visited.
 * A test that changes the context itself (a fake clock, a route, an init script, headers, offline)
 * leaves it to be closed, and the next test opens the profile again, its cache kept. A test that
 * sets a context option (`test.use({ javaScriptEnabled: false })`, a time zone…) gets a fresh
 * context, as do the specs that import `test` from '@playwright/test' itself (the page-weight
 * budget measures a first visit) and every test when E2E_TRACE records traces.
 */
type Profile = { context: BrowserContext; keeper: Page; cdp: CDPSession; origins: Set<string>; spoiled: boolean }

/** The context's and its clock's methods that change it for later tests beyond what a reset undoes. */
const SPOILING = {
  context: [
    'addInitScript',
    'exposeBinding',
    'exposeFunction',
    'route',
    'routeFromHAR',
    'routeWebSocket',
    'setExtraHTTPHeaders',
    'setGeolocation',
    'setHTTPCredentials',
    'setOffline',
  ],
  clock: ['fastForward', 'install', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'],
} as const

/** Marks the profile spoiled when a test calls one of `names` on `target`. */
function watch(profile: Profile, target: object, names: readonly string[]) {
  const methods = target as Record<string, (...args: unknown[]) => unknown>
  for (const name of names) {
    const original = methods[name].bind(target)
    methods[name] = (...args) => {
      profile.spoiled = true
      return original(...args)
    }
  }
}

/** Playwright's own defaults: a test that keeps them all runs in the shared profile. */
const DEFAULTS = {
  acceptDownloads: true,
  bypassCSP: false,
  colorScheme: 'light',
  contextOptions: {},
  deviceScaleFactor: undefined,
  extraHTTPHeaders: undefined,
  geolocation: undefined,
  hasTouch: false,
  httpCredentials: undefined,
  ignoreHTTPSErrors: false,
  isMobile: false,
  javaScriptEnabled: true,
  locale: 'en-US',
  offline: false,
  permissions: undefined,
  reducedMotion: 'no-preference',
  serviceWorkers: 'allow',
  storageState: undefined,
  timezoneId: undefined,
  userAgent: undefined,
  viewport: { width: 1280, height: 720 },
}

/** What a new visit must not find: everything an origin stores but the HTTP and compiled-code caches. */
const VISIT_STORAGE = 'local_storage,indexeddb,service_workers,cache_storage,file_systems,websql'

export const test = base.extend<object, { profile: () => Promise<Profile> }>({
  profile: [
    async ({ launchOptions }, run, workerInfo) => {
      let made: Promise<Profile> | undefined
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-profile-'))
      const make = async (): Promise<Profile> => {
        const context = await chromium.launchPersistentContext(dir, {
          ...launchOptions,
          baseURL: workerInfo.project.use.baseURL,
        })
        // The page a persistent profile opens with stays open, so that Chromium does, and serves
        // as the DevTools session that clears storage.
        const keeper = context.pages()[0] ?? (await context.newPage())
        const profile = {
          context,
          keeper,
          cdp: await context.newCDPSession(keeper),
          origins: new Set<string>(),
          spoiled: false,
        }
        context.on('request', (request) => {
          const { protocol, origin } = new URL(request.url())
          if (protocol === 'http:' || protocol === 'https:') profile.origins.add(origin)
        })
        context.on('close', () => (profile.spoiled = true))
        watch(profile, context, SPOILING.context)
        // A page's clock is its context's.
        watch(profile, context.clock, SPOILING.clock)
        return profile
      }
      try {
        // A spoiled profile was closed when its test ended.
        await run(async () => {
          if (!made || (await made).spoiled) made = make()
          return made
        })
      } finally {
        if (made) await (await made).context.close().catch(() => {})
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
    { scope: 'worker' },
  ],
  // Playwright reads a fixture's dependencies from its parameter list: each option is named.
  context: async (
    {
      profile,
      context,
      actionTimeout,
      navigationTimeout,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contextOptions,
      deviceScaleFactor,
      extraHTTPHeaders,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    },
    run,
  ) => {
    const chosen = {
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contextOptions,
      deviceScaleFactor,
      extraHTTPHeaders,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    }
    if (process.env.E2E_TRACE || !isDeepStrictEqual(chosen, DEFAULTS)) return run(context)
    const shared = await profile()
    shared.context.setDefaultTimeout(actionTimeout || 0)
    shared.context.setDefaultNavigationTimeout(navigationTimeout || 0)
    try {
      await run(shared.context)
    } finally {
      // A spoiled profile is closed, and the next test that asks for it opens it again.
      if (shared.spoiled) await shared.context.close()
      else await reset(shared)
    }
  },
})

/** The profile as a new visit finds it: no pages but the keeper, no cookies, permissions or stored data. */
async function reset(shared: Profile) {
  await Promise.all(
    shared.context
      .pages()
      .filter((page) => page !== shared.keeper)
      .map((page) => page.close()),
  )
  await shared.context.clearCookies()
  await shared.context.clearPermissions()
  for (const origin of shared.origins)
    await shared.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: VISIT_STORAGE })
  shared.origins.clear()
}

export { expect } from '@playwright/test'

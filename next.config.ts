import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { env } from './src/lib/server/env.mjs'
import { nextCacheBytes } from './src/lib/server/memory-budget.mjs'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/server.mjs compresses, and gives cached pages their ETag, once per page version.
  compress: false,
  generateEtags: false,
  experimental: {
    globalNotFound: true,
    // The site's stylesheet (about 8 KB compressed) is a file the browser keeps, not inlined in
    // each page: inlined, Next.js also repeats it in the page's RSC data, so every page carried it
    // twice (a text page's HTML was 18 KB compressed, now 10), and parsing and compiling those
    // inline scripts on a slow phone's CPU blocked it after the first paint (Lighthouse TBT on
    // text pages 150-360 ms inlined, 50-150 ms not). The first paint waits for one small request,
    // on a first visit only.
    inlineCss: false,
    // Career applications carry a CV of up to 5 MB.
    serverActions: { bodySizeLimit: '6mb' },
    // Cached pages live in memory only, in a store of bounded size (cacheMaxMemorySize): a
    // visitor inventing addresses can push pages out of it, never fill the disk.
    isrFlushToDisk: false,
    // Turbopack keeps what it compiled in .next/cache for the next build; a CI run builds once
    // on a fresh clone, where writing it took ten seconds for nothing.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // Half of PAGE_CACHE_MB, the memory for everything kept of answers: the rest goes to what the
  // HTTP server keeps of the same pages and to the API's answers (src/lib/server/memory-budget.mjs).
  cacheMaxMemorySize: nextCacheBytes(),
  // With REDIS_URL (read when the server starts) every instance shares one page and data cache.
  cacheHandler: env.redisUrl ? path.resolve('src/lib/server/next-cache-handler.mjs') : undefined,
  // `npm test` type-checks the whole project with tsc; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  images: { localPatterns: [{ pathname: '/cms-api/media/file/**' }] },
  // Payload's admin and the SQLite driver run on the server only.
  serverExternalPackages: ['@libsql/client', 'libsql', 'sharp'],
}

// next-intl finds each render's messages and formats in src/i18n/request.ts.
const withMessages = createNextIntlPlugin('./src/i18n/request.ts')

const withAdmin = withPayload(withMessages(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every page for the colour-scheme client hint with Critical-CH, which makes a
 * browser send each first request twice. Only the admin uses that hint, so it is asked there only:
 * a parent on a slow phone pays for one request, not two.
 */
const config: NextConfig = {
  ...withAdmin,
  headers: async () =>
    ((await withAdmin.headers?.()) ?? []).map((rule) =>
      rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    ),
}

export default config

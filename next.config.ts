import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Career applications carry a CV of up to 5 MB.
  experimental: { globalNotFound: true, serverActions: { bodySizeLimit: '6mb' } },
  // `npm test` type-checks the whole project with tsc; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  images: { localPatterns: [{ pathname: '/cms-api/media/file/**' }] },
  // Payload's admin and the SQLite driver run on the server only.
  serverExternalPackages: ['@libsql/client', 'libsql', 'sharp'],
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })

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

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: { globalNotFound: true },
  // `npm test` type-checks the whole project with tsc; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  images: { localPatterns: [{ pathname: '/cms-api/media/file/**' }] },
  // Payload's admin and the SQLite driver run on the server only.
  serverExternalPackages: ['@libsql/client', 'libsql', 'sharp'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

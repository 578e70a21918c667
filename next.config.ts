import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Payload's admin and the SQLite driver run on the server only.
  serverExternalPackages: ['@libsql/client', 'libsql', 'sharp'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { Users } from './collections/Users'
import { env, payloadSecret, sqliteFile } from './lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Migrations are committed and applied by scripts/prepare (and the test set-up); the schema is
// never pushed, so what runs in production is exactly what was reviewed.
const database = () =>
  env.usesPostgres
    ? postgresAdapter({
        pool: { connectionString: env.databaseUrl },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        push: false,
      })
    : sqliteAdapter({
        client: { url: `file:${sqliteFile()}` },
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        push: false,
        wal: true,
        busyTimeout: 10_000,
      })

export default buildConfig({
  serverURL: env.serverUrl,
  routes: { api: '/cms-api', admin: '/admin' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' - School website admin' },
    importMap: { baseDir: path.resolve(dirname) },
  },
  collections,
  editor: lexicalEditor(),
  secret: payloadSecret(),
  db: database(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})

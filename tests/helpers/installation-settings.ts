/**
 * The settings the integration tests' installations are prepared with: the school's profile, with
 * or without the sample content, on SQLite or on the PostgreSQL database named; nothing from the
 * developer's own environment (an empty setting is an unset one).
 */
export const installationSettings = (demo: boolean, databaseUrl = ''): Record<string, string> => ({
  DEMO_CONTENT: demo ? 'on' : 'off',
  DATABASE_URL: databaseUrl,
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  S3_BUCKET: '',
  REDIS_URL: '',
})

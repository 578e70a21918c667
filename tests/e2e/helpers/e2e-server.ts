/**
 * The production server the browser tests (playwright.config.ts) and the HTTP-level tests
 * (tests/http/server-setup.ts) run against: `npm start` on a throw-away data folder and port of
 * its own, with these settings.
 */
export const E2E_ADMIN = { email: 'e2e-admin@example.org', password: 'E2e-admin-password-1' }

export const E2E_SERVER_SETTINGS: Record<string, string> = {
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  NEXT_TELEMETRY_DISABLED: '1',
  // The property tests post thousands of bodies from one address.
  FORM_RATE_LIMIT: '100000',
  // The scheduled-publish test waits for the jobs' check after the time it chose (README).
  JOBS_CHECK_SECONDS: '5',
}

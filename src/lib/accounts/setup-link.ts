import { env } from '../platform/env'

/**
 * A fresh installation without ADMIN_EMAIL is set up through a one-time link printed to the
 * server's log at start (as Grafana and Jenkins do): whoever can read the log runs the platform,
 * not whoever reaches /admin first. The token is kept in the database (Payload's key-value store,
 * which no API can read), so every instance of the installation agrees on it, and only while no
 * account exists (lib/accounts/first-account.ts). This module holds what the proxy needs too, without Payload.
 */

/** The link's query parameter. */
export const SETUP_PARAM = 'setup'

/**
 * Visiting the link sets this cookie (src/proxy.ts), scoped to the one address the
 * create-first-user form posts to, which is how Payload's own form carries the token.
 */
export const SETUP_COOKIE = 'first-account-setup'
export const SETUP_COOKIE_PATH = '/cms-api/users/first-register'

export const SETUP_REFUSED =
  "The first account of a new installation can only be created through the setup link printed in the server's log " +
  '(…/admin/create-first-user?setup=…). Restart the server to print it again.'

/** What a token looks like: anything else in the link is ignored. */
export const SETUP_TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/

/** The link to print: SERVER_URL when set, else this machine's own port. */
export const setupLink = (token: string) =>
  `${(env.serverUrl ?? `http://localhost:${env.port}`).replace(/\/+$/, '')}/admin/create-first-user?${SETUP_PARAM}=${token}`

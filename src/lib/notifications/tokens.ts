import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../platform/env'

/**
 * The links in a parent's mails name their subscription without a password: `{id}-{signature}`,
 * signed with the server's secret for one purpose and one address. A link for confirming cannot
 * manage, and a link made for an address no longer stored under that number (deleted, then the
 * number used again) finds nothing.
 */
export type LinkPurpose = 'confirm' | 'manage'

const signature = (purpose: LinkPurpose, id: number, email: string) =>
  createHmac('sha256', payloadSecret())
    .update(`subscription:${purpose}:${id}:${email}`)
    .digest('base64url')
    .slice(0, 32)

export const subscriptionToken = (purpose: LinkPurpose, id: number, email: string) =>
  `${id}-${signature(purpose, id, email)}`

const TOKEN = /^(\d{1,12})-([\w-]{32})$/

/** The subscription number a token names, before its signature is checked against the stored address. */
export function tokenId(token: string): number | undefined {
  const match = TOKEN.exec(token)
  return match ? Number(match[1]) : undefined
}

/** Whether the token was made for this purpose, subscription and address. */
export function tokenMatches(token: string, purpose: LinkPurpose, id: number, email: string): boolean {
  const given = Buffer.from(token)
  const expected = Buffer.from(subscriptionToken(purpose, id, email))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

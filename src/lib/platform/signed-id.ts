import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from './env'

/**
 * Links in mails that name one record (a form's reply, an application) carry its id signed with
 * the installation's secret and the link's purpose, so that nobody reaches another's record by
 * changing the number, and a link for one purpose opens nothing else. They hold no personal data.
 */
export function signedIds(purpose: string) {
  const sign = (id: string) => createHmac('sha256', payloadSecret()).update(`${purpose}:${id}`).digest('base64url')
  return {
    token: (id: number | string) => `${id}.${sign(String(id))}`,
    /** The id a token names, when it is genuine. */
    verify(token: string): number | null {
      const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token)
      if (!match) return null
      const expected = Buffer.from(sign(match[1]))
      const given = Buffer.from(match[2])
      return expected.length === given.length && timingSafeEqual(expected, given) ? Number(match[1]) : null
    },
  }
}

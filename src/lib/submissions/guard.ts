import 'server-only'

import { allowRequest, clientAddress } from './rate-limit'

/** A honeypot field that people never see and bots fill in: any text in it gives the bot away. */
export const isBot = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** One more request of this kind from the request's visitor; resolves false once over the limit. */
export const withinRateLimit = (kind: string, headers: Headers) => allowRequest(kind, clientAddress(headers))

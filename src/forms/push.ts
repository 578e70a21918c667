import { z } from 'zod'

import { CIRCULAR_CLASSES } from '@/collections/Circulars/categories'
import { TOPICS } from '@/collections/Subscriptions/choices'
import { LOCALES } from '@/i18n/locales.mjs'

import { SUBSCRIBE_MESSAGES } from './subscribe'

/** What the phone's browser sent is not a push subscription: said for any part of it, since no person typed it. */
export const PUSH_NOT_VALID = 'This browser’s push subscription was not understood. Reload the page and try again.'

/** base64url, as PushSubscription.toJSON() writes the keys: a P-256 point (65 bytes) and 16 bytes of secret. */
const base64url = (bytes: number) =>
  z
    .string({ error: PUSH_NOT_VALID })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_NOT_VALID })
    .refine((text) => Buffer.from(text, 'base64url').length === bytes, { error: PUSH_NOT_VALID })

/**
 * POST /api/push/{schoolCode}: the browser's subscription (PushSubscription.toJSON(): endpoint and
 * keys) with the choices of /Subscribe's form. The push service's address is https, as the Push
 * API makes it.
 */
export const pushSchema = z.object({
  endpoint: z
    .string({ error: PUSH_NOT_VALID })
    .max(2048, { error: PUSH_NOT_VALID })
    .refine((text) => URL.canParse(text) && new URL(text).protocol === 'https:', { error: PUSH_NOT_VALID }),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: PUSH_NOT_VALID }),
  topics: z.array(z.enum(TOPICS), { error: SUBSCRIBE_MESSAGES.topics }).min(1, { error: SUBSCRIBE_MESSAGES.topics }),
  classes: z.array(z.enum(CIRCULAR_CLASSES)).default([]),
  language: z.enum(LOCALES, { error: SUBSCRIBE_MESSAGES.language }),
})

export type PushInput = z.infer<typeof pushSchema>

/** DELETE /api/push/{schoolCode}: the phone turning its alerts off names its endpoint. */
export const pushRemovalSchema = pushSchema.pick({ endpoint: true })

/**
 * The delivery log's values, as the collection stores them and the sending jobs write them in
 * SQL (lib/notifications/delivery-store.ts).
 */
export const DELIVERY_CHANNELS = ['mail', 'push'] as const
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]

/** Instant deliveries go at once; digests when their evening comes (lib/notifications/digest-time.ts). */
export const DELIVERY_KINDS = ['instant', 'daily', 'weekly'] as const
export type DeliveryKind = (typeof DELIVERY_KINDS)[number]

/**
 * `sending` is claimed and handed to the mail server: a row left so by a crash is never sent
 * again, since the server may have accepted it (the log marks it failed after an hour).
 */
export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/** Alerts go before everything else waiting. */
export const ALERT_PRIORITY = 0
export const OTHER_PRIORITY = 1

/**
 * What a parent chooses when subscribing, shared by the collection, /Subscribe, the mails and the
 * sending: the topics (stored as written in the issue that made them), how often, and the state
 * of a subscription. The labels are the English the admin and the English site show; the
 * Malayalam site's are in the message catalogue (Subscribe.topics, Subscribe.frequencies).
 */
export const TOPICS = ['alerts', 'circulars', 'events', 'news', 'admissions'] as const
export type Topic = (typeof TOPICS)[number]

export const TOPIC_LABELS: Record<Topic, string> = {
  alerts: 'Urgent alerts (closures, rain holidays)',
  circulars: 'Circulars',
  events: 'Events and holidays',
  news: 'News',
  admissions: 'Admissions',
}

/** Alerts always go at once, whatever the parent chose for the rest. */
export const FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type Frequency = (typeof FREQUENCIES)[number]

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  instant: 'As soon as it is published',
  daily: 'One mail a day, at 6 p.m.',
  weekly: 'One mail a week, on Friday at 6 p.m.',
}

/**
 * `pending` until the parent opens the confirmation link (nothing else is sent meanwhile);
 * `paused` after three permanent delivery failures in a row, until they subscribe again.
 */
export const SUBSCRIPTION_STATES = ['pending', 'confirmed', 'paused'] as const
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number]

/** Permanent failures in a row after which an address is paused. */
export const FAILURES_BEFORE_PAUSE = 3

export const isTopic = (value: unknown): value is Topic => (TOPICS as readonly unknown[]).includes(value)
export const isFrequency = (value: unknown): value is Frequency => (FREQUENCIES as readonly unknown[]).includes(value)

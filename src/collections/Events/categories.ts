/**
 * What a calendar entry is (issue 51): stored values and the English the admin and the English
 * site show. The Malayalam names are in the calendar's message catalogue (i18n/messages/
 * calendar.ts), the colours in site.css (.calendar-entry), always beside the name, never the only cue.
 */
export const EVENT_CATEGORIES = ['holiday', 'exam', 'ptm', 'celebration', 'sports', 'admissions', 'other'] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]

export const isEventCategory = (value: unknown): value is EventCategory =>
  (EVENT_CATEGORIES as readonly unknown[]).includes(value)

export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  holiday: 'Holiday',
  exam: 'Exam',
  ptm: 'PTM',
  celebration: 'Celebration',
  sports: 'Sports',
  admissions: 'Admissions',
  other: 'Other',
}

/** The category of an entry the office has not filed (and of SPEC's events before the calendar). */
export const DEFAULT_EVENT_CATEGORY: EventCategory = 'other'

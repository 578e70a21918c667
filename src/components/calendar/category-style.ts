import type { EventCategory } from '@/collections/Events/categories'

/**
 * Each category's colour on the calendar: a light background and a darker edge, with the text
 * dark enough on it (WCAG AA). The category's name is always written beside it, so the colour is
 * never the only cue.
 */
export const CATEGORY_STYLE: Record<EventCategory, string> = {
  holiday: 'border-red-700 bg-red-50',
  exam: 'border-amber-600 bg-amber-50',
  ptm: 'border-violet-700 bg-violet-50',
  celebration: 'border-pink-700 bg-pink-50',
  sports: 'border-green-700 bg-green-50',
  admissions: 'border-sky-700 bg-sky-50',
  other: 'border-slate-500 bg-slate-50',
}

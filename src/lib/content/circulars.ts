/**
 * What a circular is filed under, shared by the collection, the /Circulars filters, the feed and
 * the tests: its category and the classes it concerns. The values are stored; the labels are the
 * English the admin and the English site show (the Malayalam site's are in the message catalogue,
 * Listing.circulars).
 */
export const CIRCULAR_CATEGORIES = ['Circular', 'Exam', 'Fee', 'Holiday', 'Admission', 'Event', 'Other'] as const
export type CircularCategory = (typeof CIRCULAR_CATEGORIES)[number]

export const CIRCULAR_CLASSES = [
  'Pre-primary',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
] as const
export type CircularClass = (typeof CIRCULAR_CLASSES)[number]

export const isCircularCategory = (value: unknown): value is CircularCategory =>
  (CIRCULAR_CATEGORIES as readonly unknown[]).includes(value)

export const isCircularClass = (value: unknown): value is CircularClass =>
  (CIRCULAR_CLASSES as readonly unknown[]).includes(value)

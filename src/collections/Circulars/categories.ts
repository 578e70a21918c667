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

/**
 * The classes a circular concerns as a parent reads them, in school order: three or more classes
 * in a row as one range ("V to IX"), others one by one ("I, III, V to IX"; "V, VI").
 */
export function classesInWords(
  classes: readonly CircularClass[],
  name: (value: CircularClass) => string,
  range: (from: string, to: string) => string,
): string {
  const positions = [...new Set(classes.map((c) => CIRCULAR_CLASSES.indexOf(c)))].sort((a, b) => a - b)
  const words: string[] = []
  for (let start = 0; start < positions.length;) {
    let end = start
    while (positions[end + 1] === positions[end] + 1) end++
    const run = positions.slice(start, end + 1).map((p) => name(CIRCULAR_CLASSES[p]))
    words.push(...(run.length >= 3 ? [range(run[0], run[run.length - 1])] : run))
    start = end + 1
  }
  return words.join(', ')
}

export const isCircularCategory = (value: unknown): value is CircularCategory =>
  (CIRCULAR_CATEGORIES as readonly unknown[]).includes(value)

export const isCircularClass = (value: unknown): value is CircularClass =>
  (CIRCULAR_CLASSES as readonly unknown[]).includes(value)

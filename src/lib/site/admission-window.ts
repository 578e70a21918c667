import type { Season } from '@/lib/admissions/queries'
import { type AdmissionClass, type ClassRow, classState, type ClassState, sessionInFull } from '@/lib/admissions/season'

export type ClassWindow = { row: ClassRow; state: ClassState }

/**
 * Which classes of the school's latest session take registrations now, and the session as the
 * form's title writes it: the one answer that /Admission (its form, its table) and home's
 * online-registration band read (the store reads the session afresh: lib/submissions/admission.ts).
 */
export function admissionWindow(
  season: Season,
  now = new Date(),
): { open: boolean; session: string; year: string; openClasses: AdmissionClass[]; classes: ClassWindow[] } {
  if (!season) return { open: false, session: '', year: '', openClasses: [], classes: [] }
  const classes = (season.session.classes ?? []).map((row) => ({
    row: row as ClassRow,
    state: classState(row as ClassRow, season.taken[row.class] ?? 0, now),
  }))
  const open = classes.filter((c) => c.state.kind === 'open')
  return {
    open: open.length > 0,
    session: sessionInFull(season.session.year),
    year: season.session.year,
    openClasses: open.map((c) => c.row.class),
    classes,
  }
}

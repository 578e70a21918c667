import type { School } from '@/payload-types'

/**
 * Whether Class 1 registration is open, and for which session: the one answer that /Admission
 * (its form or its "closed" notice), home's online-registration band and the form's refusal all
 * read. Today the school's Admission settings; the admissions sessions, when they come, answer here.
 */
export function admissionWindow(school: Pick<School, 'admission'>): { open: boolean; session: string } {
  return { open: Boolean(school.admission?.open), session: school.admission?.session ?? '' }
}

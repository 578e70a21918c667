/**
 * The PTM booking of issue 53's goal, as an office builds it: a parent's name, a mobile number,
 * twelve ten-minute times of one parent each and a declaration. The benches, the office guide's
 * pictures and the browser tests all use it.
 */
const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`

/** "10:00 – 10:10" to "11:50 – 12:00". */
export const PTM_TIMES = Array.from({ length: 12 }, (_, i) => `${clock(600 + i * 10)} – ${clock(610 + i * 10)}`)

export const PTM_SLUG = 'ptm-class-5'

/** The form's record in English, published, for `school`. */
export const ptmForm = (school: number, more: Record<string, unknown> = {}) => ({
  school,
  _status: 'published' as const,
  title: 'PTM booking, Class V',
  slug: PTM_SLUG,
  retentionMonths: 12,
  intro: 'Choose a time to meet the class teacher on Saturday.',
  confirmation: 'Your time is booked. Please bring the report card.',
  fields: [
    { blockType: 'text' as const, label: 'Parent’s name', required: true },
    { blockType: 'phone' as const, label: 'Mobile number', required: true },
    { blockType: 'slot' as const, label: 'Time', slots: PTM_TIMES.map((label) => ({ label, places: 1 })) },
    { blockType: 'declaration' as const, label: 'I will come on time.' },
  ],
  ...more,
})

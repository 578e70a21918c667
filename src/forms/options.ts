/** SPEC §3 option lists, in SPEC's order: shared by the forms, the inbox and the API. */

export const POSTS_APPLIED = [
  'English',
  'Malayalam',
  'Hindi',
  'Science',
  'Social Science',
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'Computer Science',
  'Clerk',
  'Menial staff',
  'Primary Teacher',
  'Physical Education',
  'Counsellor',
  'Driver',
] as const

export const GENDERS = ['Male', 'Female', 'Other'] as const

export const ADMISSION_CATEGORIES = ['General', 'OBC', 'SC', 'ST'] as const

export const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

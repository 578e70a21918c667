/**
 * What the API answers to a school code no school has. Kept apart from school.ts (which reads the
 * request's headers) so that the forms' Malayalam table can name it.
 */
export const UNKNOWN_SCHOOL = 'Unknown school code.'

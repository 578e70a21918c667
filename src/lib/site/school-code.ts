/** A school's code, in every public address and the mobile app: JRSBKL. */
export const isSchoolCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z0-9]{3,20}$/.test(value)

export const SCHOOL_CODE_MESSAGE = 'Use 3 to 20 capital letters or digits.'

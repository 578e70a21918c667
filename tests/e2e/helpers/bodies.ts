/** A complete Class 1 registration in SPEC §7's JSON, for tests that post one. */
export const admissionBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'C',
  gender: 'Male',
  dob: '2019-01-01',
  religion: 'R',
  category: 'General',
  address1: 'A',
  phone2: '1',
  fatherName: 'F',
  profession: 'P',
  phone: '1',
  motherName: 'M',
  profession1: 'P',
  phone1: '1',
  declaration: true,
  siblings: '[]',
  ...overrides,
})

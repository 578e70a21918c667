/** A Class 1 registration as the submission store receives it, for tests that store one directly. */
export const storedRegistration = (name: string) => ({
  class: 'I' as const,
  name,
  gender: 'Female' as const,
  dob: '2019-06-01T00:00:00.000Z',
  religion: 'Christian',
  category: 'General' as const,
  address1: 'Bekal',
  phone2: '9000000001',
  fatherName: 'F',
  profession: 'P',
  phone: '9000000002',
  motherName: 'M',
  profession1: 'P',
  phone1: '9000000003',
  hasSiblings: false,
  declaration: true,
})

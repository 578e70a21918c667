import type { School } from '@/payload-types'

/** The school's postal address on one line, as the header, the footer, the contact page and every mail show it. */
export const addressLine = (school: Pick<School, 'address'>) =>
  [school.address?.line1, school.address?.line2, school.address?.district, school.address?.state]
    .filter(Boolean)
    .join(', ') + (school.address?.pinCode ? ` - ${school.address.pinCode}` : '')

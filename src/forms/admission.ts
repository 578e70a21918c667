import { z } from 'zod'

import { optionalText, requiredText } from './fields'
import { ADMISSION_CATEGORIES, GENDERS } from './options'
import { CIRCULAR_CLASSES } from '@/collections/Circulars/categories'
import { ageInYears } from './admission-fields'

/** SPEC §5 admission messages, word for word (mind the two spaces in the WhatsApp one). */
export const ADMISSION_MESSAGES = {
  name: 'Student Name is required.',
  gender: 'Gender is required.',
  dob: 'Date of Birth is required.',
  dobInvalid: 'Invalid date of birth.',
  religion: 'Religion is required.',
  category: 'Category is required.',
  address1: 'Postal Address is required.',
  phone2: 'WhatsApp No  is required.',
  fatherName: 'Father Name is required.',
  profession: 'Father Occupation is required.',
  phone: "Father's Mobile No is required.",
  motherName: 'Mother Name is required.',
  profession1: "Mother's Occupation is required.",
  phone1: "Mother's Mobile No is required.",
  declaration: 'Please tick the declaration to confirm that the details are correct.',
  siblingName: 'Sibling name is required.',
  siblingClass: 'Sibling class is required.',
} as const

export const ADMISSION_SUCCESS = 'Your form has been submitted successfully.'
export const ADMISSION_CLOSED = 'Registration for admission is closed at present.'
const sibling = z.object({
  name: requiredText(ADMISSION_MESSAGES.siblingName, 200),
  class: requiredText(ADMISSION_MESSAGES.siblingClass, 50),
})

export const admissionSchema = z
  .object({
    // The class applied for: SPEC's form is Class I's, which a form without the field is for.
    class: z.enum(CIRCULAR_CLASSES, { error: 'Choose a class that is open for registration.' }).default('I'),
    name: requiredText(ADMISSION_MESSAGES.name, 200),
    gender: z.enum(GENDERS, { error: ADMISSION_MESSAGES.gender }),
    dob: requiredText(ADMISSION_MESSAGES.dob, 10)
      .pipe(z.iso.date({ error: ADMISSION_MESSAGES.dobInvalid }))
      .refine((d) => (ageInYears(d) ?? -1) >= 0, { error: ADMISSION_MESSAGES.dobInvalid }),
    religion: requiredText(ADMISSION_MESSAGES.religion, 100),
    address: optionalText(100),
    category: z.enum(ADMISSION_CATEGORIES, { error: ADMISSION_MESSAGES.category }),
    aadharCardDetails: optionalText(20),
    address1: requiredText(ADMISSION_MESSAGES.address1, 1000),
    phone2: requiredText(ADMISSION_MESSAGES.phone2, 20),
    fatherName: requiredText(ADMISSION_MESSAGES.fatherName, 200),
    profession: requiredText(ADMISSION_MESSAGES.profession, 200),
    phone: requiredText(ADMISSION_MESSAGES.phone, 20),
    email: optionalText(200),
    motherName: requiredText(ADMISSION_MESSAGES.motherName, 200),
    profession1: requiredText(ADMISSION_MESSAGES.profession1, 200),
    phone1: requiredText(ADMISSION_MESSAGES.phone1, 20),
    email1: optionalText(200),
    hasSiblings: z.enum(['Yes', 'No']).optional(),
    siblings: z.array(sibling).max(10).default([]),
    declaration: z.literal(true, { error: ADMISSION_MESSAGES.declaration }),
  })
  .transform((v) => ({ ...v, siblings: v.hasSiblings === 'Yes' ? v.siblings : [] }))

export type AdmissionInput = z.infer<typeof admissionSchema>

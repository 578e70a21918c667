import { z } from 'zod'

import { EMAIL_NOT_VALID, emailAddress, requiredText } from './fields'

/** SPEC §3 contact message, with SPEC §5's messages word for word. */
export const CONTACT_MESSAGES = {
  name: 'Name is required.',
  email: 'Email is required.',
  emailInvalid: EMAIL_NOT_VALID,
  phone: 'Phone number is required.',
  subject: 'Subject is required.',
  message: 'Message is required.',
} as const

/** SPEC §4: said only once the message is stored. */
export const CONTACT_SUCCESS = 'Your Form Submitted Successfully.'

export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.name, 200),
  email: emailAddress(CONTACT_MESSAGES.email),
  phone: requiredText(CONTACT_MESSAGES.phone, 50),
  subject: requiredText(CONTACT_MESSAGES.subject, 300),
  message: requiredText(CONTACT_MESSAGES.message, 5000),
})

export type ContactInput = z.infer<typeof contactSchema>

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const

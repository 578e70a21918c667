import { z } from 'zod'

import { CONTACT_MESSAGES } from './contact'
import { emailAddress, optionalText, requiredText } from './fields'

/**
 * "Report an accessibility problem" on /AccessibilityStatement (issue 55): the contact form's
 * name, e-mail and phone with its messages, the page that did not work, and what did not. It
 * reaches the office's inbox as a contact message.
 */
export const ACCESSIBILITY_MESSAGES = {
  name: CONTACT_MESSAGES.name,
  email: CONTACT_MESSAGES.email,
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  phone: CONTACT_MESSAGES.phone,
  problem: 'Tell us what did not work.',
} as const

export const ACCESSIBILITY_SUCCESS = 'Thank you. Your report has reached the school office, which will answer you.'

/** The subject the office reads in its inbox, with the page named. */
export const accessibilitySubject = (page: string | undefined) =>
  `Accessibility problem${page ? `: ${page}` : ''}`.slice(0, 300)

export const accessibilitySchema = z.object({
  name: requiredText(ACCESSIBILITY_MESSAGES.name, 200),
  email: emailAddress(ACCESSIBILITY_MESSAGES.email),
  phone: requiredText(ACCESSIBILITY_MESSAGES.phone, 50),
  page: optionalText(500),
  problem: requiredText(ACCESSIBILITY_MESSAGES.problem, 5000),
})

export type AccessibilityInput = z.infer<typeof accessibilitySchema>

export const ACCESSIBILITY_FIELDS = ['name', 'email', 'phone', 'page', 'problem'] as const

import { z } from 'zod'

import { emailAddress, optionalText, requiredText } from './fields'

/**
 * A person's request about their data (DPDP Act ss. 11–14, DPDP Rules r. 14), sent from
 * /PrivacyRequest: what they ask, who they are, whose data it is. The office works it in the admin
 * (collections/PrivacyRequests.ts); its words for the office are here, the page's in the message
 * catalogues (namespace PrivacyRequest).
 */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure', 'nomination', 'grievance'] as const
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]

/** The kinds as the office reads them in the admin, and as the English form offers them. */
export const REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: 'See what the school holds about me',
  correction: 'Correct what the school holds about me',
  erasure: 'Delete what the school holds about me',
  nomination: 'Name someone to act for me',
  grievance: 'A complaint about how my data was handled',
}

/** Kinds that open or change a person's records: who is asking is checked before they are answered. */
export const NEEDS_IDENTITY: readonly PrivacyRequestKind[] = ['access', 'correction', 'erasure', 'nomination']

export const PRIVACY_REQUEST_MESSAGES = {
  kind: 'Choose what you are asking for.',
  name: 'Name is required.',
  email: 'Email is required.',
  about: 'Say whose data this is.',
  childName: 'Give the child’s name.',
  details: 'Tell us what you are asking for.',
  declaration: 'Please confirm the declaration.',
} as const

export const PRIVACY_REQUEST_SUCCESS =
  'Your request has been received. Keep its tracking number; we have sent it to your e-mail with a link to follow the request.'

export const PRIVACY_REQUEST_DECLARATION =
  'I am the person this request is about, or the parent or lawful guardian of the child it is about, and I am an adult.'

export const privacyRequestSchema = z
  .object({
    kind: z.enum(PRIVACY_REQUEST_KINDS, { error: PRIVACY_REQUEST_MESSAGES.kind }),
    name: requiredText(PRIVACY_REQUEST_MESSAGES.name, 200),
    email: emailAddress(PRIVACY_REQUEST_MESSAGES.email),
    phone: optionalText(50),
    about: z.enum(['self', 'child'], { error: PRIVACY_REQUEST_MESSAGES.about }),
    childName: optionalText(200),
    details: requiredText(PRIVACY_REQUEST_MESSAGES.details, 5000),
    declaration: z.literal(true, { error: PRIVACY_REQUEST_MESSAGES.declaration }),
  })
  .refine((r) => r.about !== 'child' || !!r.childName, {
    path: ['childName'],
    error: PRIVACY_REQUEST_MESSAGES.childName,
  })

export type PrivacyRequestInput = z.infer<typeof privacyRequestSchema>

/** The form's text fields, as the page's form sends them (the declaration is its tick box). */
export const PRIVACY_REQUEST_FIELDS = ['kind', 'name', 'email', 'phone', 'about', 'childName', 'details'] as const

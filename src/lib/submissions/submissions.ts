/*
 * src/lib/submissions: what visitors send: one store per form (this file) used by the page's form
 * (form-action) and the JSON endpoint alike, stored once per key (submission-store); the checks
 * before it (guard, rate-limit, body, bad-request, upload-check); careers' CVs (career) and
 * transfer certificates (tc).
 */
import { type AccessibilityInput, accessibilitySubject } from '@/forms/accessibility'
import type { AdmissionInput } from '@/forms/admission'
import type { CareerInput } from '@/forms/career'
import type { ContactInput } from '@/forms/contact'
import { storeOnce } from './submission-store'
import type { Locale } from '@/i18n/locales.mjs'
import type { School } from '@/payload-types'

import { storeAdmissionApplication } from './admission'
import { storeCareerApplication } from './career'
import { payloadClient } from '../platform/payload'

/** How a submission came: its one-time key, and the language of the page (or `?lang`) it came from. */
export type Sent = { key: string; language: Locale }

/**
 * One store per kind of submission, used alike by the page's form (server action) and by SPEC §7's
 * JSON endpoint, so what is stored never depends on the way it came in.
 */
export type Store<T> = (
  school: School,
  data: T,
  sent: Sent,
) => Promise<{ id: number | string; duplicate?: boolean; number?: string | null }>

export const storeContact: Store<ContactInput> = async (school, data, { key, language }) =>
  storeOnce(await payloadClient(), 'contact-messages', { ...data, school: school.id, submissionKey: key, language })

/** A report from /AccessibilityStatement: a contact message to the office, its subject naming the page. */
export const storeAccessibilityReport: Store<AccessibilityInput> = async (school, { page, problem, ...person }, sent) =>
  storeContact(school, { ...person, subject: accessibilitySubject(page), message: problem }, sent)

/** An application for admission, numbered in its class's run (lib/submissions/admission.ts). */
export const storeAdmission: Store<AdmissionInput> = async (school, data, sent) =>
  storeAdmissionApplication(await payloadClient(), school, data, sent)

/** The CV arrives as its bytes: from the form's File or the API's base64, read before this. */
export type CareerSubmission = Omit<CareerInput, 'cv'> & { cv: { name: string; bytes: Uint8Array } }

export const storeCareer: Store<CareerSubmission> = async (school, { cv, ...input }, sent) =>
  storeCareerApplication(await payloadClient(), school.id, input, cv, sent)

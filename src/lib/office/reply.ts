import { z } from 'zod'

/**
 * The office's reply to what a visitor sent, as links the clerk's own mail program and phone
 * open. Only what is unmistakably an address or a number goes into a link, so nothing a visitor
 * typed can add recipients, a body or another scheme.
 */

/** The well-formed addresses among those given, each once. */
export const replyAddresses = (values: unknown[]): string[] => [
  ...new Set(values.filter((v): v is string => z.email().safeParse(v).success)),
]

/** "Re: Fee concession — St. Mary's School": the visitor's subject, or the form's name when there is none. */
export function replySubject(topic: string | null | undefined, schoolName: string | null | undefined) {
  const subject = `Re: ${String(topic ?? '').trim()}`
  return schoolName?.trim() ? `${subject} — ${schoolName.trim()}` : subject
}

/** mailto: to every address (a registration may carry both parents'), the subject filled in; null without one. */
export function mailtoHref(addresses: string[], subject: string): string | null {
  if (!addresses.length) return null
  // A well-formed address holds none of mailto's delimiters (? & , %), so it goes in as it is.
  return `mailto:${addresses.join(',')}?subject=${encodeURIComponent(subject)}`
}

/** tel: with the number's digits (and a leading +) only; null when it holds too few digits to dial. */
export function telHref(value: unknown): string | null {
  const raw = String(value ?? '').trim()
  const digits = raw.replace(/\D/g, '')
  if (digits.length < 5 || digits.length > 15) return null
  return `tel:${raw.startsWith('+') ? '+' : ''}${digits}`
}

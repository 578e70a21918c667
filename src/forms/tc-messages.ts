/**
 * What the TC form in the browser needs: SPEC's messages and how a certificate's file is named.
 * No Zod here (the schema is in tc.ts): the form checks only that both fields are filled, so the
 * page need not download and start a validation library it never uses.
 */

/** SPEC §5 and §8: the TC form's messages, word for word. */
export const TC_MESSAGES = {
  empty: 'Please fill in all fields',
  invalidResponse: 'Invalid response from the server.',
  fetchFailed: (status: number) => `Failed to fetch the file. Status: ${status}`,
  unsupported: 'Unsupported file type received',
  fallback: 'Failed to process your request. Please try again later.',
} as const

/** What the TC API answers to a request that is not a look-up (not SPEC's words; the form shows them too). */
export const TC_REFUSALS = {
  tooLarge: 'The request is too large.',
  notJson: 'Send the admission number and name as JSON.',
} as const

/** SPEC §9's rule, repeated when no certificate is found. */
export const TC_RULE =
  'Transfer certificates are issued only 3 days after the application, and once all dues are cleared.'

export const TC_NOT_FOUND = `No transfer certificate has been issued yet for this admission number and name. ${TC_RULE} Please check the details, or contact the school office.`

/** SPEC §5: decided by content type, falling back to the extension. */
export function certificateExtension(contentType: string | null, url: string): 'pdf' | 'jpg' | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'application/pdf') return 'pdf'
  if (type.startsWith('image/')) return 'jpg'
  const ext = url.split('?')[0].split('.').pop()?.toLowerCase()
  if (ext === 'pdf') return 'pdf'
  if (ext === 'jpg' || ext === 'jpeg' || ext === 'png') return 'jpg'
  return null
}

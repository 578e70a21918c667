'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { RATE_LIMITED_MESSAGE } from '@/forms/messages'
import { withinRateLimit } from '@/lib/submissions/guard'
import { tcSchema } from '@/forms/tc'
import { TC_MESSAGES, TC_NOT_FOUND } from '@/forms/tc-messages'
import { requestSchool } from '@/lib/site/school'
import { certificateLink, lookUpCertificate } from '@/lib/submissions/tc'
import { logFailure } from '@/lib/platform/log'

export type TcState = { message?: string; admission?: string; name?: string }

/** The form's path for browsers without JavaScript: a found certificate downloads at once. */
export async function lookUpWithoutScript(_previous: TcState, formData: FormData): Promise<TcState> {
  const input = { admission: String(formData.get('admission') ?? ''), name: String(formData.get('name') ?? '') }
  const parsed = tcSchema.safeParse(input)
  if (!parsed.success) return { ...input, message: TC_MESSAGES.empty }
  if (!(await withinRateLimit('tc', await headers()))) return { ...input, message: RATE_LIMITED_MESSAGE }
  let link: string | null = null
  try {
    const school = await requestSchool()
    const certificate = school ? await lookUpCertificate(school.id, parsed.data) : null
    if (certificate) link = certificateLink(certificate.id)
  } catch (error) {
    logFailure('tc', error)
    return { ...input, message: TC_MESSAGES.fallback }
  }
  if (!link) return { ...input, message: TC_NOT_FOUND }
  redirect(link)
}

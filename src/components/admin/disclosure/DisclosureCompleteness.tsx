import type { UIFieldServerProps } from 'payload'

import { disclosureHealth } from '@/lib/disclosure/health'
import { relationId } from '@/lib/platform/relation'
import type { Disclosure } from '@/payload-types'

import { HealthReport } from './HealthReport'

/**
 * At the top of the disclosure in the admin: how much of CBSE's Appendix IX it answers, what is
 * missing and which links are dead, as the dashboard says it, so the office fixes them where it reads them.
 */
export async function DisclosureCompleteness({ data, payload, req }: UIFieldServerProps) {
  const d = data as Disclosure | undefined
  const schoolId = relationId(d?.school)
  if (!d?.id || schoolId == null) return null
  const school = await payload
    .findByID({ collection: 'schools', id: schoolId, depth: 0, select: { menu: true, footerLinks: true }, req })
    .catch(() => null)
  if (!school) return null
  return (
    <div className="field-type disclosure-health">
      <HealthReport health={disclosureHealth(d, school)} />
    </div>
  )
}

import { createConfig, lintFromString } from '@redocly/openapi-core'
import { expect, it } from 'vitest'

import { openApiDocument } from '@/lib/api/openapi'

/**
 * /api/openapi.json under Redocly's recommended rules (issue 32): every operation has an operationId,
 * which client generators name their methods by, and declares that it needs no credential.
 */
it('the OpenAPI description has no error, and no warning but the licence, under Redocly’s recommended rules', async () => {
  const config = await createConfig({ extends: ['recommended'] })
  const problems = await lintFromString({
    source: JSON.stringify(openApiDocument()),
    absoluteRef: 'openapi.json',
    config,
  })
  // Left: Redocly's warning that info names no licence. The content's licence is each school's to state, not ours.
  const summary = problems
    .filter((p) => p.ruleId !== 'info-license')
    .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)
  expect(summary).toEqual([])
})

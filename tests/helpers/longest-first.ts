import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The test files that take longest, started first. Vitest orders a file it has no record of by size,
 * and CI's fresh clone has no record, so these short files (a few lines calling a shared suite)
 * started last and ran alone at the end, each for most of a minute, with the other cores idle.
 */
const LONGEST = ['tests/int/record-ids.test.ts', 'tests/int/record-ids-postgres.test.ts']

export class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((name) => file.moduleId.endsWith(name))
      return at < 0 ? LONGEST.length : at
    }
    // Array.prototype.sort is stable: the rest keep Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

// Prints the suite's closing lines from the Vitest and Playwright JSON reports named (any number,
// each told apart by its shape): each failed test with the start of its message, then one count
// line. They come last because CI keeps only the end of a long log, where server logs of the tests
// would otherwise bury which test failed. A report that was not written (its runner stopped the
// script first) counts as nothing.
import fs from 'node:fs'

const reports = process.argv
  .slice(2)
  .filter((file) => fs.existsSync(file))
  .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')))
const vitests = reports.filter((report) => 'testResults' in report)
const playwrights = reports.filter((report) => 'suites' in report)

const firstLines = (text = '') =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, 4)
    .map((line) => `      ${line}`)
    .join('\n')

const failures = []
for (const vitest of vitests) {
  for (const file of vitest.testResults) {
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failedTests)
      failures.push(`vitest ${file.name}: ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`)
    // A file can fail without a failed test: an error in its set-up or an unhandled rejection.
    if (file.status === 'failed' && !failedTests.length)
      failures.push(`vitest ${file.name}\n${firstLines(file.message)}`)
  }
  if (!vitest.success && !vitest.numFailedTests && !vitest.testResults.some((file) => file.status === 'failed'))
    failures.push('vitest: an error outside every test (an unhandled rejection?): see "Unhandled" above')
}
const walk = (suite, titles) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const error = test.results.find((result) => result.error)?.error
        failures.push(
          `playwright ${test.status} ${spec.file}: ${[...titles, spec.title].join(' › ')}\n${firstLines(error?.message)}`,
        )
      }
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
}
for (const playwright of playwrights) for (const suite of playwright.suites) walk(suite, [])

const sum = (list, count) => list.reduce((total, report) => total + count(report), 0)
const passed = sum(vitests, (v) => v.numPassedTests) + sum(playwrights, (p) => p.stats.expected ?? 0)
const failed =
  sum(vitests, (v) => v.numFailedTests + (v.success || v.numFailedTests ? 0 : 1)) +
  sum(playwrights, (p) => (p.stats.unexpected ?? 0) + (p.stats.flaky ?? 0))
const skipped = sum(vitests, (v) => v.numPendingTests + v.numTodoTests) + sum(playwrights, (p) => p.stats.skipped ?? 0)
if (failures.length) console.log(`\n== what failed\n${failures.join('\n')}`)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed || failures.length ? 1 : 0)

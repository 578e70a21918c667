// Prints the suite's closing lines from the Vitest and Playwright JSON reports: each failed test
// with the start of its message, then one count line. They come last because CI keeps only the
// end of a long log, where server logs of the tests would otherwise bury which test failed.
// A report that was not written (its runner stopped the script first) counts as nothing.
import fs from 'node:fs'

const [vitestFile, playwrightFile] = process.argv.slice(2)
const read = (file) => (file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)
const vitest = read(vitestFile)
const playwright = read(playwrightFile)

const firstLines = (text = '') =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, 4)
    .map((line) => `      ${line}`)
    .join('\n')

const failures = []
for (const file of vitest?.testResults ?? []) {
  const failedTests = file.assertionResults.filter((test) => test.status === 'failed')
  for (const test of failedTests)
    failures.push(`vitest ${file.name}: ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`)
  // A file can fail without a failed test: an error in its set-up or an unhandled rejection.
  if (file.status === 'failed' && !failedTests.length) failures.push(`vitest ${file.name}\n${firstLines(file.message)}`)
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
for (const suite of playwright?.suites ?? []) walk(suite, [])
if (vitest && !vitest.success && !failures.some((line) => line.startsWith('vitest')))
  failures.push('vitest: an error outside every test (an unhandled rejection?): see "Unhandled" above')

const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats.expected ?? 0)
const failed =
  (vitest ? vitest.numFailedTests + (vitest.success || vitest.numFailedTests ? 0 : 1) : 0) +
  (playwright ? (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0) : 0)
const skipped = (vitest ? vitest.numPendingTests + vitest.numTodoTests : 0) + (playwright?.stats.skipped ?? 0)
if (failures.length) console.log(`\n== what failed\n${failures.join('\n')}`)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed || failures.length ? 1 : 0)

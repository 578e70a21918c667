#!/usr/bin/env bash
# `npm test`: type-check, lint, unit and integration tests (SQLite and PostgreSQL), then the
# browser tests against one production build in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/system-deps.sh
results=$(mktemp -d)

echo "== type-check"; npx tsc --noEmit
echo "== lint"; npx eslint --max-warnings 0 .
echo "== import circles"; node scripts/check-import-circles.mjs
echo "== unit and integration tests"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" ||
  { node scripts/test-summary.mjs "$results/vitest.json"; exit 1; }
# Built here rather than inside Playwright's web server, so its output stays in the log.
echo "== production build"; npm run build --silent
echo "== browser tests"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json ||
  { node scripts/test-summary.mjs "$results/vitest.json" "$results/playwright.json"; exit 1; }

node scripts/test-summary.mjs "$results/vitest.json" "$results/playwright.json"

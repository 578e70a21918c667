#!/usr/bin/env bash
# `npm test`: type-check, lint, unit and integration tests (SQLite and PostgreSQL), then against
# one production build the HTTP-level tests and the browser tests in Debian's Chromium.
# `npm run test:fast` is the first part alone.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/system-deps.sh
results=$(mktemp -d)
reports=("$results/vitest.json" "$results/http.json" "$results/playwright.json")
summary() { node scripts/test-summary.mjs "${reports[@]}"; }

echo "== type-check"; npx tsc --noEmit
echo "== lint"; npx eslint --max-warnings 0 .
echo "== import circles"; node scripts/check-import-circles.mjs
echo "== unit and integration tests"
npx vitest run --project unit --project int --reporter=default --reporter=json --outputFile.json="$results/vitest.json" ||
  { summary; exit 1; }
# Built here rather than by the first server's start, so its output stays in the log.
echo "== production build"; npm run build --silent
echo "== HTTP-level tests"
npx vitest run --project http --reporter=default --reporter=json --outputFile.json="$results/http.json" ||
  { summary; exit 1; }
echo "== browser tests"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json || { summary; exit 1; }

summary

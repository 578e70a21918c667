#!/usr/bin/env bash
# `npm test`: type-check, lint, a production build, unit and integration tests (SQLite and
# PostgreSQL) with the cluster test beside them, then against the build the HTTP-level tests and the
# browser tests in Debian's Chromium.
# `npm run test:fast` is the checks and the unit and integration tests, without a build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# No test reaches the internet: the servers the tests start ask no other website (README).
export OUTBOUND_REQUESTS=off
bash scripts/system-deps.sh
results=$(mktemp -d)
# Data folders `npm start` prepared, which the HTTP-level and browser tests' servers start on copies
# of (tests/helpers/prepared-installation.ts); a caller that names the folder keeps it (.ci/run).
if [ -z "${TEST_PREPARED_INSTALLATIONS:-}" ]; then
  export TEST_PREPARED_INSTALLATIONS; TEST_PREPARED_INSTALLATIONS=$(mktemp -d)
  trap 'rm -rf "$TEST_PREPARED_INSTALLATIONS"' EXIT
fi
reports=("$results/vitest.json" "$results/cluster.json" "$results/http.json" "$results/playwright.json")
summary() { node scripts/test-summary.mjs "${reports[@]}"; }

# The three checks each keep one core busy: run side by side, each one's output shown whole, in order.
check() {
  local name=$1 status=0; shift
  "$@" >"$results/$name.log" 2>&1 || status=$?
  echo "$status" >"$results/$name.status"
}
check type-check npx tsc --noEmit &
check lint npx eslint --max-warnings 0 . &
check import-circles node scripts/check-import-circles.mjs &
wait
checked=0
for name in type-check lint import-circles; do
  echo "== $name"; cat "$results/$name.log"
  [ "$(cat "$results/$name.status")" = 0 ] || checked=1
done
[ "$checked" = 0 ] || exit 1
# Built first: the cluster test runs the build beside the integration tests.
echo "== production build"; npm run build --silent
echo "== unit and integration tests, and the cluster beside them"
# The cluster test mostly waits for the jobs' checks; the integration tests leave a core partly idle.
# Its output follows theirs. It is waited for, not stopped, when they fail: it stops its own engines.
npx vitest run --project cluster --reporter=default --reporter=json --outputFile.json="$results/cluster.json" \
  >"$results/cluster.log" 2>&1 &
cluster=$!
npx vitest run --project unit --project int --reporter=default --reporter=json --outputFile.json="$results/vitest.json" ||
  { wait "$cluster" || true; summary; exit 1; }
echo "== the cluster (run beside the integration tests)"
clustered=0; wait "$cluster" || clustered=$?
cat "$results/cluster.log"
[ "$clustered" = 0 ] || { summary; exit 1; }
echo "== HTTP-level tests"
npx vitest run --project http --reporter=default --reporter=json --outputFile.json="$results/http.json" ||
  { summary; exit 1; }
echo "== browser tests"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json || { summary; exit 1; }

summary

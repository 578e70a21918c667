#!/usr/bin/env bash
# Creates a migration for both database adapters after a change to the collections.
# Usage: scripts/migrate-create.sh NAME   (needs a PostgreSQL reachable at PG_URL for the second)
set -euo pipefail
name=${1:?migration name}
pg_url=${PG_URL:-postgres://postgres@127.0.0.1:54329/mig}
DATA_DIR=$(mktemp -d) npx payload migrate:create "$name"
DATABASE_URL=$pg_url npx payload migrate:create "$name"
npx payload generate:types
npx payload generate:importmap

#!/usr/bin/env bash
# Debian packages the tests need: Chromium for the browser tests, PostgreSQL for the PostgreSQL
# integration test, Redis and nginx for the several-instances test (npm run cluster), and Python's
# icalendar, an outside reader of the calendar's feed (tests/http/calendar.test.ts).
# Installs them when missing and running as root; otherwise says how.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
/usr/bin/python3 -c 'import icalendar' >/dev/null 2>&1 || missing+=(python3-icalendar)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
# The tests start their own servers on free ports; the packages' system services are not wanted
# (and nginx's would take port 80).
policy=/usr/sbin/policy-rc.d
made_policy=
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && made_policy=1
fi
trap 'if [ -n "$made_policy" ]; then rm -f "$policy"; fi' EXIT
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

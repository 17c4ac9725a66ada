#!/usr/bin/env bash
# Prints why a test run failed, in few lines: Vitest's failed-test section and Playwright's
# failure list, then the log's last lines. CI's output is often read from its end only.
set -uo pipefail
log="$1"
plain="$(mktemp)"
sed 's/\x1b\[[0-9;]*m//g' "$log" >"$plain"
echo "== why it failed (from $(wc -l <"$plain") lines of output)"
# Vitest: each failed test's name, error and first stack line; Playwright: "  1) [chromium] › …".
grep -anE -A6 '^ *(FAIL |×|✗|✘)|^ *[0-9]+\) \[|Unhandled (Error|Rejection)|Error: (Test|Hook) timed out|ERR_' "$plain" \
  | grep -avE '^[0-9]+-\s*$' | head -n 60
echo "-- its last lines"
tail -n 20 "$plain"
rm -f "$plain"

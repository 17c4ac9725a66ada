#!/usr/bin/env bash
# The production install, in CI (it needs the registry): a tree built beforehand (`npm run build`), copied
# without node_modules and installed with `npm ci --omit=dev`, serves the portal from dist/ — no
# tsx, no Vite, no browser libraries. Prints the production install's size. Bounded: every wait
# has a deadline, and the server is stopped with SIGTERM (then SIGKILL) whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

[ -f dist/server/main.mjs ] && [ -f dist/web/index.html ] || npm run build
work="$(mktemp -d "${TMPDIR:-/tmp}/src-portal-prod-XXXXXX")"
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -TERM "$pid"; sleep 5; kill -KILL "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The sources as a clone has them, plus dist/ with its times kept (so it is not seen as stale).
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$work"
cp -a dist "$work/dist"
cd "$work"
timeout 900 npm ci --omit=dev --no-audit --no-fund >/dev/null
echo "production install (npm ci --omit=dev): $(du -sh node_modules | cut -f1)"
for tool in tsx vite esbuild react @chakra-ui/react echarts; do
  if [ -e "node_modules/$tool" ]; then echo "node_modules/$tool is installed without dev dependencies" >&2; exit 1; fi
done

# The command wrapper loads without the build tools (usage error, exit 2, before any database).
set +e
node scripts/start.mjs admin >/dev/null 2>&1
code=$?
set -e
[ "$code" -eq 2 ] || { echo "scripts/start.mjs admin exited $code, expected 2 (usage)" >&2; exit 1; }

# Starts the built server with NODE_ENV=$1 on a new data folder $2 and waits until it is ready; sets pid,
# base and log. Stops the check (with the server's log) when it exits or is not ready in 180 s.
start_server() {
  local port
  port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  log="$2.log"
  NODE_ENV="$1" PORT="$port" HOST=127.0.0.1 DATA_DIR="$2" node dist/server/main.mjs >"$log" 2>&1 &
  pid=$!
  base="http://127.0.0.1:$port"
  for _ in $(seq 1 180); do
    curl -sf -m 5 "$base/readyz" >/dev/null && return 0
    kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; exit 1; }
    sleep 1
  done
  echo "not ready in 180 s ($1)" >&2; cat "$log" >&2; exit 1
}
# SIGTERM, then a clean exit within 20 s.
stop_server() {
  kill -TERM "$pid"
  for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
  if kill -0 "$pid" 2>/dev/null; then echo "the server did not stop within 20 s of SIGTERM" >&2; exit 1; fi
  wait "$pid" || { echo "the server exited with an error" >&2; cat "$log" >&2; exit 1; }
  pid=""
}

start_server production "$work/data"
curl -sf -m 10 "$base/v2/home" | grep -q '<div id="root">' || { echo "/v2/home did not serve the web app" >&2; exit 1; }
curl -sf -m 10 "$base/v2/api/info?language=en" | grep -q '"retcode":4004' || { echo "the API did not answer" >&2; exit 1; }
stop_server

# A first start outside production on a new folder (npm start on a fresh clone): the demo loads
# through the built demo command in a process of its own (server/src/demo/first-start.ts), its rich
# text cleaned on the sanitiser's built thread, and the server serves it.
start_server development "$work/data-first"
grep -q 'Loaded the demo: [0-9]* accounts' "$log" || { echo "the first start did not say it loaded the demo" >&2; cat "$log" >&2; exit 1; }
curl -sf -m 10 "$base/v2/api/announcement?language=zh&page=1&pageSize=10" | grep -q '"total":[1-9]' || { echo "the first start does not serve the demo's announcements" >&2; exit 1; }
echo "first start with the demo: server RSS $(( $(ps -o rss= -p "$pid") / 1024 )) MB once ready"
stop_server
echo "ok: npm ci --omit=dev && node dist/server/main.mjs serves the portal, and a first start serves the demo (root: $root)"

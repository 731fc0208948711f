#!/usr/bin/env bash
# Every gate of `npm run check`, arranged so that both cores of the 2-core machine stay busy (decision 326):
#   1. format, lint and type check side by side (each of them uses one core);
#   2. the unit and integration projects in one Vitest run (one pool of two workers for both);
#   3. the browser journeys, with the pipeline-cost gate beside them (it counts CPU time, not the clock), then
#      the script budget (a second; after the journeys, whose set-up builds the web app unless SKIP_BUILD=1);
#   4. `npm run ops:check` alone (its load needs both cores): three built instances behind nginx over a
#      PostgreSQL cluster of its own, faults under load (decision 377).
# Each step's output is shown whole when it ends; the first failing stage stops the run, naming what failed.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
say() { printf '\033[1m==>\033[0m %s\n' "$*"; }

# Runs `name command…` in the background, its output to a log; `finish` waits for them all.
names=()
pids=()
start() {
  local name=$1
  shift
  ("$@" >"$logs/$name.log" 2>&1) &
  names+=("$name")
  pids+=($!)
}
finish() {
  local failed=()
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then status=passed; else status=FAILED; failed+=("${names[$i]}"); fi
    say "${names[$i]}: $status"
    cat "$logs/${names[$i]}.log"
  done
  names=()
  pids=()
  if ((${#failed[@]})); then
    echo "Failed: ${failed[*]}" >&2
    exit 1
  fi
}
stage() {
  say "$1 (at ${SECONDS} s)"
}

stage 'Format, lint and types'
start format npm run --silent format:check
start lint npm run --silent lint
start typecheck npm run --silent typecheck
finish

stage 'Unit and integration tests'
npx vitest run || { echo 'Failed: unit or integration tests' >&2; exit 1; }

stage 'Browser journeys and the pipeline cost'
start pipeline npm run --silent check:pipeline
npm run --silent test:e2e || { wait; echo 'Failed: browser journeys' >&2; exit 1; }
finish
npm run --silent check:budgets || { echo 'Failed: script budget' >&2; exit 1; }

stage 'Several instances behind nginx, with faults under load (about 2 minutes)'
# The journeys built the web app; the instances run the compiled server, built here from the sources tested.
npm run --silent build:server >/dev/null || { echo 'Failed: server build' >&2; exit 1; }
npm run --silent ops:check || { echo 'Failed: ops check' >&2; exit 1; }
say "All gates passed in ${SECONDS} s"

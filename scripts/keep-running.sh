#!/usr/bin/env bash
# Runs a command (the server: scripts/start.sh runs scripts/serve.sh) and starts it again when it stops on its
# own with a failure: an uncaught exception ends the server with status 1 (decision 253). It is not started
# again when it exits 0 (a clean stop), or 78 (its configuration is wrong: starting again would fail the same
# way), or when this script is asked to stop (Ctrl-C, SIGTERM), which it passes on to the command.
# KEEP_RUNNING_DELAY (2) seconds between a failure and the next start.
set -uo pipefail
delay="${KEEP_RUNNING_DELAY:-2}"
child=''
stopping=false
stop() {
  stopping=true
  [[ -n "$child" ]] && kill -TERM "$child" 2>/dev/null
}
trap stop INT TERM
while true; do
  "$@" &
  child=$!
  wait "$child"
  status=$?
  # A trapped signal ends `wait` early: wait again for the command to finish stopping.
  while kill -0 "$child" 2>/dev/null; do
    wait "$child"
    status=$?
  done
  child=''
  if $stopping || ((status == 0 || status == 78)); then exit "$status"; fi
  echo "$(date -u +%FT%TZ) the server stopped with status $status; starting it again in ${delay} s" >&2
  sleep "$delay"
  $stopping && exit "$status"
done

#!/usr/bin/env bash
# Runs the compiled server (dist/server/main.js, or the script named) with the process settings of production:
# used by scripts/start.sh, `npm start` and the benchmarks, so that all run the site the same way.
set -euo pipefail
cd "$(dirname "$0")/.."
# glibc's malloc (decision 246): fixed thresholds instead of the ones it raises after large blocks are freed.
# Building the search indexes frees many large arrays; with the raised thresholds their memory stayed in the
# process (about 35 MB with a PostgreSQL server, 60 MB on the embedded database).
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
# Node's flags (decisions 244 and 249): V8 tuned for memory by default (about 240 MB less with every version
# loaded, about a fifth fewer requests a second); on a host with memory to spare,
# SERVER_NODE_FLAGS="--enable-source-maps". Source maps are off by default: held for every loaded module they
# cost about 10 MB, so a stack trace names lines of dist/server/main.js (its map, main.js.map, is beside it);
# SERVER_NODE_FLAGS="--optimize-for-size --enable-source-maps" maps them to the TypeScript sources.
# shellcheck disable=SC2086 # the flags are words
exec node ${SERVER_NODE_FLAGS:---optimize-for-size} "${1:-dist/server/main.js}"

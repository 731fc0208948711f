#!/usr/bin/env bash
# Quick start: installs what is missing, then starts the site on the embedded database. The first start
# imports the Bible texts and lexicons and creates the first administrator, whose generated password it leaves
# in DATA_DIR/first-administrator.txt (mode 0600; the path is printed, never the password).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export NODE_ENV="${NODE_ENV:-production}"
# The server compiled by scripts/setup.sh (decision 210): no TypeScript compiler in the running site.
# Node's flags (decision 244): V8 tuned for memory by default (about 240 MB less with every version loaded, about
# a fifth fewer requests a second); on a host with memory to spare, SERVER_NODE_FLAGS="--enable-source-maps".
# shellcheck disable=SC2086 # the flags are words
exec node ${SERVER_NODE_FLAGS:---optimize-for-size --enable-source-maps} dist/server/main.js

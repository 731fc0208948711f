#!/usr/bin/env bash
# Quick start: installs what is missing, then starts the site on the embedded database. The first start
# imports the Bible texts and lexicons and creates the first administrator, whose generated password it leaves
# in DATA_DIR/first-administrator.txt (mode 0600; the path is printed, never the password).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export NODE_ENV="${NODE_ENV:-production}"
# The server compiled by scripts/setup.sh (decision 210), run with production's process settings (Node's flags,
# malloc's thresholds: scripts/serve.sh), and started again if it stops with a failure (decision 253).
exec bash scripts/keep-running.sh bash scripts/serve.sh

#!/usr/bin/env bash
# Quick start: installs what is missing, then starts the site on the embedded database. The first start
# imports the Bible texts and lexicons and prints the first administrator's password.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export NODE_ENV="${NODE_ENV:-production}"
exec node --import tsx server/main.ts

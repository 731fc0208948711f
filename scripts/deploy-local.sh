#!/usr/bin/env bash
# Runs the deployment of deploy/ on this machine's loopback (decision 364): N instances of the compiled server
# on ports 3001…300N over one PostgreSQL database, and nginx (Debian's) on PROXY_PORT rendering
# deploy/nginx.conf.template for them. What systemd and nginx do on a server, for trying it and for
# `npm run ops:check`.
#
#   DATABASE_URL=postgres://… bash scripts/deploy-local.sh start [N]   # N instances (3), then nginx
#   bash scripts/deploy-local.sh restart                              # rolling: one at a time, each waited ready
#   bash scripts/deploy-local.sh start-instance N                     # instance N again (after a crash), waited ready
#   bash scripts/deploy-local.sh stop
#
# State (pids, logs, the rendered nginx configuration, each instance's DATA_DIR) is kept in DEPLOY_DIR
# (data/deploy-local). SESSION_SECRET is generated once into it; PROXY_PORT is 8080.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian keeps nginx in /usr/sbin, which an ordinary user's PATH may lack.
PATH="$PATH:/usr/sbin"

deploy_dir="${DEPLOY_DIR:-data/deploy-local}"
proxy_port="${PROXY_PORT:-8080}"
first_port="${FIRST_PORT:-3001}"
ready_timeout="${READY_TIMEOUT:-180}"
mkdir -p "$deploy_dir"
deploy_dir=$(cd "$deploy_dir" && pwd)
say() { printf '\033[1m==>\033[0m %s\n' "$*"; }

count() { cat "$deploy_dir/instances" 2>/dev/null || echo 3; }
port_of() { echo $((first_port + $1 - 1)); }

# Waits until instance N answers /api/ready with 200 (it listens only once loaded) or gives up.
wait_ready() {
  local port deadline
  port=$(port_of "$1")
  deadline=$((SECONDS + ready_timeout))
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/api/ready"; do
    if ((SECONDS > deadline)); then
      echo "Instance $1 (port $port) was not ready within ${ready_timeout} s; see $deploy_dir/instance-$1.log" >&2
      return 1
    fi
    if ! kill -0 "$(cat "$deploy_dir/instance-$1.pid")" 2>/dev/null; then
      echo "Instance $1 stopped while starting; see $deploy_dir/instance-$1.log" >&2
      return 1
    fi
    sleep 0.2
  done
}

start_instance() {
  local n=$1
  mkdir -p "$deploy_dir/data-$n"
  PORT=$(port_of "$n") HOST=127.0.0.1 TRUST_PROXY=127.0.0.1 SHARED_LIMITS=true DATA_DIR="$deploy_dir/data-$n" \
    NODE_ENV="${NODE_ENV:-production}" COOKIE_SECURE="${COOKIE_SECURE:-false}" \
    PUBLIC_ORIGIN="${PUBLIC_ORIGIN:-http://127.0.0.1:$proxy_port}" \
    SESSION_SECRET="$(cat "$deploy_dir/session-secret")" \
    nohup bash scripts/serve.sh >>"$deploy_dir/instance-$n.log" 2>&1 &
  echo $! >"$deploy_dir/instance-$n.pid"
}

# SIGTERM, then wait for the exit (the instance drains within 10 s; systemd would wait 30).
stop_instance() {
  local pid_file="$deploy_dir/instance-$1.pid" pid
  [[ -f $pid_file ]] || return 0
  pid=$(cat "$pid_file")
  if kill -TERM "$pid" 2>/dev/null; then
    for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$pid_file"
}

# Renders nginx's configuration for N instances; instance DOWN, if given, is marked `down` (sent nothing).
render_nginx() {
  local n=$1 down=${2:-0} servers=''
  local mark i
  for i in $(seq 1 "$n"); do
    mark=''
    if ((i == down)); then mark=' down'; fi
    servers+="    server 127.0.0.1:$(port_of "$i") max_fails=3 fail_timeout=10s$mark;"$'\n'
  done
  mkdir -p "$deploy_dir/nginx"
  UPSTREAM_SERVERS="$servers" LISTEN="    listen 127.0.0.1:$proxy_port;" SERVER_NAME=localhost \
    ACCESS_LOG="$deploy_dir/nginx/access.log" node -e '
      const fs = require("node:fs");
      let text = fs.readFileSync("deploy/nginx.conf.template", "utf8");
      for (const name of ["UPSTREAM_SERVERS", "LISTEN", "SERVER_NAME", "ACCESS_LOG"])
        text = text.replaceAll(`@${name}@`, process.env[name].replace(/\n$/, ""));
      fs.writeFileSync(process.argv[1], text);
    ' "$deploy_dir/nginx/site.conf"
  cat >"$deploy_dir/nginx/nginx.conf" <<CONF
worker_processes 1;
pid $deploy_dir/nginx/nginx.pid;
error_log $deploy_dir/nginx/error.log warn;
events { worker_connections 1024; }
http {
    client_body_temp_path $deploy_dir/nginx/body;
    proxy_temp_path $deploy_dir/nginx/proxy;
    fastcgi_temp_path $deploy_dir/nginx/fastcgi;
    uwsgi_temp_path $deploy_dir/nginx/uwsgi;
    scgi_temp_path $deploy_dir/nginx/scgi;
    include $deploy_dir/nginx/site.conf;
}
CONF
}

nginx_signal() { nginx -s "$1" -e "$deploy_dir/nginx/error.log" -c "$deploy_dir/nginx/nginx.conf" -p "$deploy_dir/nginx"; }

# Applies a new configuration and waits until the workers of the old one have finished their requests and gone
# (nginx's reload is graceful: the old workers answer what they hold, then exit).
reload_nginx() {
  local master
  nginx_signal reload
  master=$(cat "$deploy_dir/nginx/nginx.pid")
  for _ in $(seq 1 300); do
    # The master's children (/proc: pgrep is not on every machine): one worker once the old ones are gone.
    (($(grep -ls "^PPid:[[:space:]]*$master\$" /proc/[0-9]*/status | wc -l) <= 1)) && break
    sleep 0.1
  done
}

case "${1:-}" in
  start)
    : "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database the instances share}"
    command -v nginx >/dev/null || { echo 'nginx is missing: apt-get install nginx' >&2; exit 1; }
    n="${2:-3}"
    echo "$n" >"$deploy_dir/instances"
    [[ -f "$deploy_dir/session-secret" ]] || (umask 077 && head -c 48 /dev/urandom | base64 >"$deploy_dir/session-secret")
    [[ -f dist/server/main.js ]] || npm run --silent build:server
    export DATABASE_URL
    # Every instance starts at once: one migrates under the lock, the others wait (decision 361).
    say "Starting $n instances on ports $(port_of 1)-$(port_of "$n")"
    for i in $(seq 1 "$n"); do start_instance "$i"; done
    for i in $(seq 1 "$n"); do wait_ready "$i"; done
    render_nginx "$n"
    # -e: the error log from the first line on (the default, /var/log/nginx, is the system's).
    nginx -t -q -e "$deploy_dir/nginx/error.log" -c "$deploy_dir/nginx/nginx.conf" -p "$deploy_dir/nginx"
    nginx -e "$deploy_dir/nginx/error.log" -c "$deploy_dir/nginx/nginx.conf" -p "$deploy_dir/nginx"
    say "nginx on http://127.0.0.1:$proxy_port in front of $n instances (logs in $deploy_dir)"
    ;;
  restart)
    : "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database the instances share}"
    export DATABASE_URL
    # A rolling upgrade (decision 396): each instance is marked down in nginx before it stops, so no reader is
    # sent to it while it drains and starts again, and back once it is ready. Each reload also starts nginx's
    # passive checks afresh: an instance left out for an earlier fault is not still out when the next stops.
    n=$(count)
    for i in $(seq 1 "$n"); do
      say "Restarting instance $i"
      render_nginx "$n" "$i"
      reload_nginx
      stop_instance "$i"
      start_instance "$i"
      wait_ready "$i"
      render_nginx "$n"
      reload_nginx
    done
    ;;
  start-instance)
    : "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database the instances share}"
    export DATABASE_URL
    say "Starting instance ${2:?start-instance needs the number of the instance}"
    start_instance "$2"
    wait_ready "$2"
    ;;
  stop)
    [[ -f "$deploy_dir/nginx/nginx.pid" ]] && nginx_signal quit || true
    for i in $(seq 1 "$(count)"); do stop_instance "$i"; done
    say 'Stopped'
    ;;
  *)
    sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac

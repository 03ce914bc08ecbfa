#!/bin/sh
# The run-time settings the nginx template needs that are derived rather than copied, in one POSIX-sh
# file because both starts use it: the container's entrypoint (the image has sh, not Node) and
# scripts/nginxServer.mjs (the tests' nginx), so a rule checked by the tests is the one the image runs.
#
#   runtime-settings.sh backend-origin <BACKEND_URL>   prints scheme://host[:port], or refuses (exit 2)
#   runtime-settings.sh resolver [resolv.conf]         prints the first nameserver, for nginx's resolver
set -eu

EXAMPLE='http://api.internal:8080'

# nginx appends each request's /v1/… path and query to the origin; a path of its own would be lost or
# doubled, and user info would be sent nowhere: refused rather than half-used.
backend_origin() {
  value=$1
  refuse() {
    echo "BACKEND_URL must be the /v1 backend's origin, scheme://host[:port] (e.g. $EXAMPLE): \"$value\" $1." >&2
    exit 2
  }
  case $value in
    http://* | https://*) ;;
    *) refuse 'does not start with http:// or https://' ;;
  esac
  scheme=${value%%://*}
  rest=${value#*://}
  authority=${rest%%[/?#]*}
  tail=${rest#"$authority"}
  path=${tail%%[?#]*}
  after=${tail#"$path"}
  case $authority in *@*) refuse 'carries user info (user@): nginx would not send it' ;; esac
  # A single trailing slash names no path: it is dropped.
  case $path in '' | /) ;; *) refuse "has a path ($path): nginx passes each request's own /v1/… path on" ;; esac
  case $after in
    '') ;;
    \?*) refuse 'has a query (?…): nginx passes each request its own' ;;
    *) refuse 'has a fragment (#…)' ;;
  esac
  printf '%s\n' "$authority" | grep -Eq '^([A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$' \
    || refuse 'has no valid host[:port]'
  case $authority in
    *\]:* | [!\[]*:*)
      port=${authority##*:}
      [ "$port" -ge 1 ] && [ "$port" -le 65535 ] || refuse "has a port out of range ($port)"
      ;;
  esac
  echo "$scheme://$authority"
}

# nginx's resolver does not read /etc/hosts or resolv.conf itself: it is given the container's first
# nameserver (Docker's and Podman's networks answer their containers' names there).
resolver() {
  conf=${1:-/etc/resolv.conf}
  server=$(sed -n 's/^[[:space:]]*nameserver[[:space:]]\{1,\}\([^[:space:]]\{1,\}\).*/\1/p' "$conf" 2>/dev/null | head -n 1)
  [ -n "$server" ] || { echo "No nameserver in $conf: set RESOLVER to the DNS server that knows the backend's name." >&2; exit 2; }
  case $server in
    *:*) echo "[$server]" ;; # an IPv6 address is bracketed in nginx's resolver
    *) echo "$server" ;;
  esac
}

case ${1:-} in
  backend-origin) backend_origin "${2:-}" ;;
  resolver) resolver "${2:-}" ;;
  *) echo "Usage: $0 backend-origin <url> | resolver [resolv.conf]" >&2; exit 64 ;;
esac

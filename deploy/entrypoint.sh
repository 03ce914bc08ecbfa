#!/bin/sh
# The container's start: fills in deploy/nginx.conf.template from the environment (envsubst with exactly
# the template's own placeholders, so nginx's $variables stay), then runs nginx in the foreground.
# BACKEND_URL, SERVER_NAME, TLS_CERTIFICATE and TLS_CERTIFICATE_KEY are decided here, at run time.
set -eu

# The derived settings' rules live beside this file (runtime-settings.sh), shared with the tests' nginx.
SETTINGS="$(dirname "$0")/runtime-settings.sh"

: "${BACKEND_URL:?BACKEND_URL is required: the /v1 backend origin, e.g. http://api.internal:8080}"
: "${SERVER_NAME:?SERVER_NAME is required: the white-label host(s), e.g. console.example.com}"
BACKEND_URL=$(sh "$SETTINGS" backend-origin "$BACKEND_URL") || exit 1
: "${RESOLVER:=$(sh "$SETTINGS" resolver)}"
[ -n "$RESOLVER" ] || exit 1
: "${RESOLVER_VALID:=30s}"
: "${TLS_CERTIFICATE:=/etc/dsp/tls/fullchain.pem}"
: "${TLS_CERTIFICATE_KEY:=/etc/dsp/tls/privkey.pem}"
: "${LISTEN_PORT:=8443}"
: "${HTTP_PORT:=8080}"
: "${PUBLIC_HTTPS_PORT:=443}"
: "${DIST_DIR:=/usr/share/dsp-console}"
export BACKEND_URL RESOLVER RESOLVER_VALID SERVER_NAME TLS_CERTIFICATE TLS_CERTIFICATE_KEY LISTEN_PORT HTTP_PORT PUBLIC_HTTPS_PORT DIST_DIR

for file in "$TLS_CERTIFICATE" "$TLS_CERTIFICATE_KEY"; do
  [ -r "$file" ] || { echo "Cannot read $file: mount the certificate and its key (see README, Deployment)." >&2; exit 1; }
done

# nginx's prefix (its pid, temporary files and the filled-in configuration) and the template's place.
PREFIX="${NGINX_PREFIX:-/var/lib/dsp-nginx}"
TEMPLATE="${NGINX_TEMPLATE:-/etc/dsp/nginx.conf.template}"
mkdir -p "$PREFIX/temp"
envsubst '${LISTEN_PORT} ${HTTP_PORT} ${PUBLIC_HTTPS_PORT} ${SERVER_NAME} ${TLS_CERTIFICATE} ${TLS_CERTIFICATE_KEY} ${BACKEND_URL} ${RESOLVER} ${RESOLVER_VALID} ${DIST_DIR}' \
  < "$TEMPLATE" > "$PREFIX/nginx.conf"
exec nginx -p "$PREFIX/" -c "$PREFIX/nginx.conf" -g 'daemon off;'

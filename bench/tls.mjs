// The bench's TLS: a self-signed certificate for localhost made at bench time (HTTP/2 in browsers needs
// TLS), and a readiness check that trusts exactly that certificate. Both live in scripts/tls.mjs,
// shared with the production nginx server (scripts/nginxServer.mjs).
export { makeCertificate, waitForTls } from '../scripts/tls.mjs';

// A self-signed certificate for localhost made at run time (HTTP/2 in browsers needs TLS), and a
// readiness check that trusts exactly that certificate: the bench's HTTP/2 server and the production
// nginx (scripts/nginxServer.mjs) both use them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A one-day certificate for localhost and 127.0.0.1 in a temporary folder: { key, cert, remove }. */
export const makeCertificate = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout', key, '-out', cert,
  ], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr || made.error?.message}`);
  return { key, cert, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

const answers = (url, ca) =>
  new Promise((resolve) => {
    const probe = request(url, { ca, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    probe.on('timeout', () => probe.destroy());
    probe.on('error', () => resolve(false));
    probe.end();
  });

/** Waits until the HTTPS URL answers (any status) with the given certificate, or fails after `timeoutMs`. */
export const waitForTls = async (url, certFile, timeoutMs = 60_000) => {
  const ca = readFileSync(certFile);
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url, ca))) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(200);
  }
};

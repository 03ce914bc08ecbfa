import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backendOrigin, defaultResolver } from '../scripts/nginxServer.mjs';

// backendOrigin and defaultResolver run deploy/runtime-settings.sh, the script the container's entrypoint runs.
const VALID = 'http://api.internal:8080';
const REFUSAL = /^BACKEND_URL must be the \/v1 backend's origin, scheme:\/\/host\[:port\] \(e\.g\. http:\/\/api\.internal:8080\)/;

describe('BACKEND_URL is an origin (deploy/runtime-settings.sh backend-origin)', () => {
  it.each([
    [VALID, VALID],
    [`${VALID}/`, VALID],
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['http://10.0.0.7:3000/', 'http://10.0.0.7:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['http://backend', 'http://backend'],
  ])('takes %s as %s', (given, origin) => {
    expect(backendOrigin(given)).toBe(origin);
  });

  it.each([
    ['http://api.internal:8080/v1', 'has a path (/v1)'],
    ['http://api.internal:8080/api/', 'has a path (/api/)'],
    ['http://api.internal:8080//', 'has a path (//)'],
    ['http://api.internal:8080/?debug=1', 'has a query'],
    ['http://api.internal:8080?debug=1', 'has a query'],
    ['http://api.internal:8080#top', 'has a fragment'],
    ['http://user:secret@api.internal:8080', 'carries user info'],
    ['api.internal:8080', 'does not start with http:// or https://'],
    ['ftp://api.internal', 'does not start with http:// or https://'],
    ['http://', 'has no valid host[:port]'],
    ['http://api internal', 'has no valid host[:port]'],
    ['http://api.internal:99999', 'has a port out of range (99999)'],
    ['', 'does not start with http:// or https://'],
  ])('refuses %s: it %s', (given, reason) => {
    // Positive control: the same check takes the valid origin.
    expect(backendOrigin(VALID)).toBe(VALID);
    let message = '';
    try {
      backendOrigin(given);
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toMatch(REFUSAL);
    expect(message).toContain(`"${given}" ${reason}`);
  });
});

describe("the resolver's default (deploy/runtime-settings.sh resolver)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'dsp-resolv-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const resolvConf = (text: string) => {
    const file = join(dir, `resolv-${Math.random().toString(36).slice(2)}.conf`);
    writeFileSync(file, text);
    return file;
  };

  it("is the first nameserver, an IPv6 one in nginx's brackets", () => {
    expect(defaultResolver(resolvConf('# Docker\nsearch internal\nnameserver 127.0.0.11\nnameserver 10.0.0.2\noptions ndots:0\n'))).toBe('127.0.0.11');
    expect(defaultResolver(resolvConf('  nameserver\tfd00::53  # aardvark\n'))).toBe('[fd00::53]');
  });

  it('refuses to guess when there is none', () => {
    expect(defaultResolver(resolvConf('nameserver 10.0.0.2\n'))).toBe('10.0.0.2');
    expect(() => defaultResolver(resolvConf('search internal\n'))).toThrow(/No nameserver in .*: set RESOLVER/);
  });
});

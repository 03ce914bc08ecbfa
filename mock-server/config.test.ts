import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: where the mock listens and whom it answers', () => {
  it('listens on 127.0.0.1 unless MOCK_HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ MOCK_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ MOCK_HOST: ' ' }).host).toBe('127.0.0.1');
  });

  it("allows the dev server's and the preview's origins by default, by either loopback name", () => {
    expect([...loadConfig({}).appOrigins].sort()).toEqual(
      ['http://127.0.0.1:4173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://localhost:5173'].sort(),
    );
  });

  it("adds MOCK_APP_URL's origin (and its loopback twin), never its path", () => {
    const e2e = loadConfig({ MOCK_APP_URL: 'http://localhost:4201/' }).appOrigins;
    expect(e2e).toContain('http://localhost:4201');
    expect(e2e).toContain('http://127.0.0.1:4201');
    const deployed = loadConfig({ MOCK_APP_URL: 'https://console.example/app' }).appOrigins;
    expect(deployed).toContain('https://console.example');
    expect(deployed).not.toContain('https://console.example/app');
  });

  it('refuses a MOCK_APP_URL that is not an http(s) URL', () => {
    expect(() => loadConfig({ MOCK_APP_URL: 'console.example' })).toThrow(/MOCK_APP_URL/);
    expect(() => loadConfig({ MOCK_APP_URL: 'javascript:alert(1)' })).toThrow(/MOCK_APP_URL/);
  });

  it('reads the events clock rate, real time by default, and refuses one outside [1, 1000]', () => {
    expect(loadConfig({}).clockRate).toBe(1);
    expect(loadConfig({ MOCK_CLOCK_RATE: '20' }).clockRate).toBe(20);
    expect(() => loadConfig({ MOCK_CLOCK_RATE: '0' })).toThrow(/MOCK_CLOCK_RATE|expected a number in \[1, 1000\]/);
  });

  it('reads the payment vendor, the test vendor by default, and refuses any other', () => {
    expect(loadConfig({}).paymentVendor).toBe('test');
    expect(loadConfig({ MOCK_PAYMENT_VENDOR: 'ameria' }).paymentVendor).toBe('ameria');
    expect(() => loadConfig({ MOCK_PAYMENT_VENDOR: 'paypal' })).toThrow(/MOCK_PAYMENT_VENDOR/);
  });

  it('reads MOCK_NOW as the instant the clock starts at, real time when unset', () => {
    expect(loadConfig({}).startAt).toBeNull();
    expect(loadConfig({ MOCK_NOW: ' ' }).startAt).toBeNull();
    expect(loadConfig({ MOCK_NOW: '2026-11-18T09:00:00Z' }).startAt).toBe(Date.UTC(2026, 10, 18, 9));
    expect(loadConfig({ MOCK_NOW: '2026-11-18T09:00Z' }).startAt).toBe(Date.UTC(2026, 10, 18, 9));
    expect(loadConfig({ MOCK_NOW: '2026-11-18T10:00:00.250+01:00' }).startAt).toBe(Date.UTC(2026, 10, 18, 9, 0, 0, 250));
    expect(loadConfig({ MOCK_NOW: 'nonsense' }, { startAt: Date.UTC(2026, 0, 1) }).startAt).toBe(Date.UTC(2026, 0, 1));
  });

  it.each([
    ['a bare date', '2026-11-18'],
    ['a time without its zone', '2026-11-18T09:00:00'],
    ['a day the month lacks', '2026-02-30T09:00:00Z'],
    ['an hour past 23', '2026-11-18T24:00:00Z'],
    ['a local notation', '18/11/2026 09:00'],
    ['words', 'tomorrow'],
  ])('refuses %s as MOCK_NOW, naming the setting and the expected form', (_what, value) => {
    expect(loadConfig({ MOCK_NOW: '2026-11-18T09:00:00Z' }).startAt).not.toBeNull();
    expect(() => loadConfig({ MOCK_NOW: value })).toThrow(`Invalid mock setting MOCK_NOW="${value}": expected an ISO 8601 date and time with its zone`);
  });
});


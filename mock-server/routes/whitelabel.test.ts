import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Country, type WhitelabelInfo } from '../../src/api/contract';
import type { MockSettings } from '../mock-admin-api';
import { PERSONAS } from '../personas';
import { loadConfig } from '../config';
import { createMockServer } from '../app';
import { REGISTRATION_TOKENS, WHITELABELS } from '../seed/facts';
import { call, startTestServer, tempDbFile, tokenOf, type TestServer } from '../test-support';
import { validSignUp } from '../sign-up.testkit';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Marks a seeded sign-up as made under ng (seeded ones were made under the default, dsp). */
const filedUnderNg = (token: string) =>
  t.mock.store.mutate((state) => {
    const registration = state.registrations.find((r) => r.token === token);
    if (!registration) throw new Error(`no registration with token ${token}`);
    registration.whitelabel_id = WHITELABELS.ng.id;
  });

describe('public branding and lookups', () => {
  it('answers the white-label info without a token', async () => {
    const { data } = await call<WhitelabelInfo>(t.base, '/v1/whitelabel/info');
    expect(data).toMatchObject({ name: 'Adwise DSP', audio_enabled: false, company_logo: expect.any(Number) });
    for (const colour of [data.primary_color, data.secondary_color, data.warning_color, data.gauge_color]) expect(colour).toMatch(/^#[0-9A-F]{6}$/i);
    for (const url of [data.term_of_service_url, data.privacy_policy_url, data.help_url]) expect(new URL(url).hostname).toMatch(/(^|\.)example\.com$/);
  });

  it('serves the logo file as SVG, and a 404 envelope for unknown files', async () => {
    const { data } = await call<WhitelabelInfo>(t.base, '/v1/whitelabel/info');
    const logo = await fetch(`${t.base}/v1/file/cache/${data.company_logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg [^>]*width="600" height="600"/);
    const missing = await call(t.base, '/v1/file/cache/123');
    expect(missing.status).toBe(404);
    expect(missing.type.code).toBe(2);
  });

  it('answers the configuration chosen at run time, audio only for ng, and serves both logos', async () => {
    const info = async () => (await call<WhitelabelInfo>(t.base, '/v1/whitelabel/info')).data;
    const dsp = await info();
    expect(dsp).toMatchObject({ id: 1, whitelabel_id: 'dsp', name: 'Adwise DSP', audio_enabled: false });
    await call<MockSettings>(t.base, '/__mock/settings', { json: { whitelabel: 'ng' } });
    try {
      const ng = await info();
      expect(ng).toMatchObject({ id: 2, whitelabel_id: 'ng', name: 'Adwise Nigeria', audio_enabled: true });
      // Its own colours and logo; its links stay on example.com.
      expect(ng.primary_color).not.toBe(dsp.primary_color);
      expect(ng.secondary_color).not.toBe(dsp.secondary_color);
      expect(ng.company_logo).not.toBe(dsp.company_logo);
      for (const url of [ng.term_of_service_url, ng.privacy_policy_url, ng.help_url]) expect(new URL(url).hostname).toMatch(/(^|\.)example\.com$/);
      for (const [logo, label] of [[ng.company_logo, 'Adwise Nigeria'], [dsp.company_logo, 'Adwise DSP']] as const) {
        const file = await fetch(`${t.base}/v1/file/cache/${logo}`);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toContain('image/svg+xml');
        expect(await file.text()).toContain(`aria-label="${label}"`);
      }
    } finally {
      await call(t.base, '/__mock/settings', { json: { whitelabel: 'dsp' } });
    }
    expect((await info()).audio_enabled).toBe(false);
  });

  it('files accounts registered while ng is active under its white-label id', async () => {
    const token = REGISTRATION_TOKENS.validSpare;
    // Signed up while ng was active (the registration's white-label decides where it may be completed).
    filedUnderNg(token);
    await call(t.base, '/__mock/settings', { json: { whitelabel: 'ng' } });
    try {
      const complete = await call(t.base, '/v1/registration/complete', { json: { token, password: 'Harmattan#2026' } });
      expect(complete.type.code).toBe(0);
      const email = t.mock.store.state().registrations.find((r) => r.token === token)?.email;
      expect(t.mock.store.state().users.find((u) => u.email === email)?.whitelabel_id).toBe(2);
      expect(t.mock.store.state().users.find((u) => u.email === PERSONAS.advertiser.email)?.whitelabel_id).toBe(1);
    } finally {
      await call(t.base, '/__mock/settings', { json: { whitelabel: 'dsp' } });
    }
  });

  it('answers the client the request names: the app header, else the host, unknown ones as the default', async () => {
    const infoWith = async (headers: Record<string, string>) => {
      const response = await fetch(`${t.base}/v1/whitelabel/info`, { headers: { Accept: 'application/json', ...headers } });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary') ?? '').toMatch(/X-Whitelabel-Id/i);
      return ((await response.json()) as { data: WhitelabelInfo }).data;
    };
    expect(await infoWith({ 'X-Whitelabel-Id': 'ng' })).toMatchObject({ whitelabel_id: 'ng', name: 'Adwise Nigeria', primary_color: '#008751' });
    expect((await infoWith({ 'X-Whitelabel-Id': 'NG' })).whitelabel_id).toBe('ng');
    // Unknown clients fall back to the default, with no error.
    expect(await infoWith({ 'X-Whitelabel-Id': 'mars' })).toMatchObject({ whitelabel_id: 'dsp', name: 'Adwise DSP' });
    // Straight to the mock, its host names the client (behind a forwarding proxy, the forwarded host).
    expect((await infoWith({ 'X-Forwarded-Host': 'ng.example.com' })).whitelabel_id).toBe('ng');
    expect((await infoWith({ 'X-Forwarded-Host': 'www.example.com' })).whitelabel_id).toBe('dsp');
    expect((await infoWith({ 'X-Forwarded-Host': 'localhost:5173' })).whitelabel_id).toBe('dsp');
    // The header wins over the host: it is what the app says it was opened as.
    expect((await infoWith({ 'X-Whitelabel-Id': 'dsp', 'X-Forwarded-Host': 'ng.example.com' })).whitelabel_id).toBe('dsp');
    // A host naming no client leaves the mock's default, whichever it is.
    await call(t.base, '/__mock/settings', { json: { whitelabel: 'ng' } });
    try {
      expect((await infoWith({})).whitelabel_id).toBe('ng');
      expect((await infoWith({ 'X-Whitelabel-Id': 'dsp' })).whitelabel_id).toBe('dsp');
    } finally {
      await call(t.base, '/__mock/settings', { json: { whitelabel: 'dsp' } });
    }
  });

  it('files accounts registered from the ng client under its white-label id', async () => {
    const token = REGISTRATION_TOKENS.valid;
    filedUnderNg(token);
    const response = await fetch(`${t.base}/v1/registration/complete`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Whitelabel-Id': 'ng' },
      body: JSON.stringify({ token, password: 'Harmattan#2026' }),
    });
    expect(response.status).toBe(200);
    const email = t.mock.store.state().registrations.find((r) => r.token === token)?.email;
    expect(t.mock.store.state().users.find((u) => u.email === email)?.whitelabel_id).toBe(2);
  });

  it('starts as the configuration MOCK_WHITELABEL names, and refuses an unknown one', async () => {
    expect(loadConfig({}).whitelabel).toBe('dsp');
    expect(loadConfig({ MOCK_WHITELABEL: 'ng' }).whitelabel).toBe('ng');
    const ng = await startTestServer({ whitelabel: 'ng' });
    try {
      expect((await call<WhitelabelInfo>(ng.base, '/v1/whitelabel/info')).data.name).toBe('Adwise Nigeria');
      expect((await call<MockSettings>(ng.base, '/__mock/settings')).data.whitelabel).toBe('ng');
    } finally {
      await ng.close();
    }
    const dbFile = tempDbFile();
    try {
      expect(() => createMockServer({ silent: true, dbFile, whitelabel: 'mars' })).toThrow(/MOCK_WHITELABEL="mars".*dsp, ng/);
    } finally {
      fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    }
  });

  it('answers the country list without a token', async () => {
    const { data } = await call<Country[]>(t.base, '/v1/geo/country');
    expect(data.length).toBeGreaterThanOrEqual(20);
    expect(data.map((c) => c.iso_code)).toEqual(expect.arrayContaining(['US', 'NG', 'AM', 'RU', 'GB', 'DE', 'FR']));
    expect(data.find((c) => c.iso_code === 'AM')).toEqual({ iso_code: 'AM', name: 'Armenia', timezone_offset_seconds: 14_400 });
  });

  it('requires a token elsewhere and answers unknown paths in the envelope', async () => {
    // Each call's valid twin is answered: the space with a token, a known path, a sign-up in well-formed JSON.
    expect((await call(t.base, '/v1/space/2002', { token: await tokenOf(t.base, 'admin') })).type.code).toBe(0);
    expect((await call(t.base, '/v1/geo/country')).status).toBe(200);
    const signUp = validSignUp({ email: 'json.twin@kestrel.example' });
    expect((await call(t.base, '/v1/registration', { json: signUp })).type.code).toBe(0);
    expect((await call(t.base, '/v1/space/2002')).status).toBe(401);
    const unknown = await call(t.base, '/nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.type.code).toBe(1);
    const badJson = await fetch(`${t.base}/v1/registration`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' });
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as { type: { code: number } }).type.code).toBe(2);
  });
});

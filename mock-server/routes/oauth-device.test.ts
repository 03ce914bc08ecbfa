import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_FIELD, type TokenData } from '../../src/api/contract';
import { PERSONAS } from '../personas';
import { call, type CallResult, throttleMock } from '../test-support';

const t = throttleMock();
const { freezeDate } = t;

const signIn = (username: string, password: string, deviceToken?: string): Promise<CallResult<TokenData>> =>
  call<TokenData>(t.base, '/v1/oauth/token', {
    form: { grant_type: 'password', username, password, ...(deviceToken === undefined ? {} : { [DEVICE_TOKEN_FIELD]: deviceToken }) },
  });

/** Signs in with the right password and answers the device token it hands out. */
const deviceTokenOf = async (persona: 'admin' | 'advertiser' | 'analyst'): Promise<string> => {
  const { data, type } = await signIn(PERSONAS[persona].email, PERSONAS[persona].password);
  expect(type.code).toBe(0);
  expect(data.device_token).toMatch(/^[\w-]+\.[\w-]+$/);
  return data.device_token ?? '';
};

/** A stranger (no device token) guesses until the account refuses unknown clients. */
const lockOutStrangers = async (email: string) => {
  for (let attempt = 1; attempt <= 6; attempt += 1) expect((await signIn(email, `Wrong#${attempt}x`)).status).toBe(400);
};

describe('device tokens (OWASP device cookies)', () => {
  it("keep a browser that signed in before signing in while strangers' guesses lock the account", async () => {
    freezeDate();
    const { email, password } = PERSONAS.admin;
    const device = await deviceTokenOf('admin');
    await lockOutStrangers(email);
    // Unknown clients are locked out, the right password included.
    const stranger = await signIn(email, password);
    expect(stranger.status).toBe(429);
    // The owner's browser is not: it signs in, and gets a fresh token.
    const owner = await signIn(email, password, device);
    expect(owner.type.code).toBe(0);
    expect(owner.data.device_token).toEqual(expect.any(String));
    expect(owner.data.device_token).not.toBe(device);
    // Accepted case-blind, as the account's email is.
    expect((await signIn(email.toUpperCase(), password, owner.data.device_token)).type.code).toBe(0);
    // Its success forgave nothing of the strangers' lockout.
    expect((await signIn(email, password)).status).toBe(429);
  });

  it("count a device's own failures and lock that device alone", async () => {
    freezeDate();
    const { email, password } = PERSONAS.advertiser;
    const stolen = await deviceTokenOf('advertiser');
    const other = await deviceTokenOf('advertiser');
    // The device's right password signs in before its guesses.
    expect((await signIn(email, password, stolen)).type.code).toBe(0);
    for (let attempt = 1; attempt <= 6; attempt += 1) expect((await signIn(email, `Wrong#${attempt}x`, stolen)).status).toBe(400);
    const locked = await signIn(email, password, stolen);
    expect(locked.status).toBe(429);
    expect(locked.type.code).toBe(429);
    // Neither the other browser nor unknown clients lost anything to that device's guesses.
    expect((await signIn(email, password, other)).type.code).toBe(0);
    expect((await signIn(email, password)).type.code).toBe(0);
  });

  it('are judged as no token when they name another account, are forged, or are an access token', async () => {
    freezeDate();
    const { email, password } = PERSONAS.analyst;
    const own = await deviceTokenOf('analyst');
    const othersDevice = await deviceTokenOf('advertiser');
    const [payload, signature] = own.split('.');
    const forged = `${payload}.${(signature ?? '').slice(1)}x`;
    const access = (await signIn(email, password)).data.access_token;
    const notDevices = [othersDevice, forged, access, 'not-a-token'];
    // Each signs in with the right password before the lockout (counted as no token, it stops nothing).
    for (const token of notDevices) expect((await signIn(email, password, token)).type.code).toBe(0);
    await lockOutStrangers(email);
    for (const token of notDevices) expect((await signIn(email, password, token)).status).toBe(429);
    // Positive control: the analyst's own token is still let through.
    expect((await signIn(email, password, own)).type.code).toBe(0);
  });

  it('open nothing by themselves: a device token is no bearer token', async () => {
    const device = await deviceTokenOf('analyst');
    const signedIn = (await signIn(PERSONAS.analyst.email, PERSONAS.analyst.password)).data;
    const access = signedIn.access_token;
    expect((await call(t.base, '/v1/user/permissions', { token: access })).status).toBe(200);
    const refused = await call(t.base, '/v1/user/permissions', { token: device });
    expect(refused.status).toBe(401);
    // A refresh token of the same sign-in is taken; the device token sent in its place is not.
    expect((await call(t.base, '/v1/oauth/refresh', { form: { refresh_token: signedIn.refresh_token } })).status).toBe(200);
    expect((await call(t.base, '/v1/oauth/refresh', { form: { refresh_token: device } })).status).toBe(401);
  });
});

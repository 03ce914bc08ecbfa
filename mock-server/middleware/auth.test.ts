import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../personas';
import { call, startTestServer, tokenOf, type TestServer } from '../test-support';

let t: TestServer;
let advertiser: string;
beforeAll(async () => {
  t = await startTestServer();
  advertiser = await tokenOf(t.base, 'advertiser');
});
afterAll(() => t.close());

const UNAUTHORIZED = { code: 401, message: 'unauthorized' };

/**
 * Express routes match whatever the letter case or a trailing slash, so the token check must cover
 * every spelling a route answers to: /V1/… reaches the same handlers as /v1/….
 */
describe('the token check covers every spelling of /v1', () => {
  // Each path with the code a signed-in caller is answered there, so the 401 is the missing token's doing.
  // The last is no public call (only a prefix of two): GET reaches the user read, which knows no such id.
  it.each([
    ['/V1/campaign/1000001', 0],
    ['/v1/CAMPAIGN/1000001', 0],
    ['/V1/User/Permissions', 0],
    ['/v1/user/permissions/', 0],
    ['/V1/space/2002/', 0],
    ['/v1/user/reset-password/', 6],
  ] as const)(
    'answers the 401 envelope for %s without a token',
    async (path, signedIn) => {
      expect((await call(t.base, path, { token: advertiser })).type.code).toBe(signedIn);
      const result = await call(t.base, path);
      expect(result.status).toBe(401);
      expect(result.type).toEqual(UNAUTHORIZED);
    },
  );

  it('answers /V1 like /v1 with a token', async () => {
    const canonical = await call(t.base, '/v1/campaign/1000001', { token: advertiser });
    const shouted = await call(t.base, '/V1/CAMPAIGN/1000001', { token: advertiser });
    expect(canonical.type.code).toBe(0);
    expect(shouted).toEqual(canonical);
  });

  it('keeps the public calls public in any case', async () => {
    expect((await call(t.base, '/V1/whitelabel/INFO')).type.code).toBe(0);
    const signedIn = await call(t.base, '/V1/OAuth/Token', {
      form: { grant_type: 'password', username: PERSONAS.analyst.email, password: PERSONAS.analyst.password },
    });
    expect(signedIn.type.code).toBe(0);
  });

  it('faults /V1 calls like /v1 calls', async () => {
    expect((await call(t.base, '/V1/whitelabel/info')).type.code).toBe(0);
    await call(t.base, '/__mock/settings', { json: { failRate: 1 } });
    try {
      const faulted = await call(t.base, '/V1/whitelabel/info');
      expect(faulted.status).toBe(500);
      expect(faulted.type.code).toBe(1);
    } finally {
      await call(t.base, '/__mock/settings', { json: { failRate: 0 } });
    }
  });
});

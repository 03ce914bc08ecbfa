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
  it.each(['/V1/campaign/1000001', '/v1/CAMPAIGN/1000001', '/V1/User/Permissions', '/v1/user/permissions/', '/V1/space/2002/', '/v1/user/reset-password/'])(
    'answers the 401 envelope for %s without a token',
    async (path) => {
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

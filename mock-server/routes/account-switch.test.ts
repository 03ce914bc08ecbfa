import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Space } from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS, WHITELABELS } from '../seed/facts';
import { call, startTestServer, tokenOf, type TestServer } from '../test-support';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await tokenOf(t.base, 'admin');
});
afterAll(() => t.close());

describe('account switch and audit', () => {
  it('answers the chosen space and audits every switch, newest first', async () => {
    const switched = await call<Space>(t.base, `/v1/user/switch/${NO_PAYMENT_ACCOUNT.spaceId}`, { token: admin, method: 'POST' });
    expect(switched.data).toMatchObject({ id: NO_PAYMENT_ACCOUNT.spaceId, name: NO_PAYMENT_ACCOUNT.name, currency: 'USD' });
    const back = await call<Space>(t.base, `/v1/user/switch/${PERSONA_IDS.admin.spaceId}`, { token: admin, method: 'POST' });
    expect(back.data.id).toBe(PERSONA_IDS.admin.spaceId);

    const audit = await call<AuditEntry[]>(t.base, '/v1/whitelabel/audit', { token: admin });
    expect(audit.data.map((e) => e.space_id)).toEqual([PERSONA_IDS.admin.spaceId, NO_PAYMENT_ACCOUNT.spaceId]);
    expect(audit.data[1]).toEqual({
      id: 1,
      user_id: PERSONA_IDS.admin.userId,
      user_email: 'admin@demo.test',
      space_id: NO_PAYMENT_ACCOUNT.spaceId,
      space_name: NO_PAYMENT_ACCOUNT.name,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      whitelabel_id: WHITELABELS.dsp.id,
      ip: expect.any(String),
      user_agent: expect.any(String),
    });
  });

  it('answers 110 for an unknown space and records nothing', async () => {
    const before = t.mock.store.state().audit.length;
    const result = await call(t.base, '/v1/user/switch/424242', { token: admin, method: 'POST' });
    expect(result.type).toEqual({ code: 110, message: 'Space is not found' });
    expect(t.mock.store.state().audit).toHaveLength(before);
  });
});

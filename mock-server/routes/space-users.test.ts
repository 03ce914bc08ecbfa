import { describe, expect, it } from 'vitest';
import { SPACE_USERS_LIMIT, spaceUsersPath, type User } from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';

const t = signedInMock();
const { advertiser: ADVERTISER, analyst: ANALYST } = PERSONA_IDS;
// A text id is typed out by hand: spaceUsersPath takes numbers only.
const users = (token: string, spaceId: number | string) => call<User[]>(t.base, typeof spaceId === 'number' ? spaceUsersPath(spaceId) : `/v1/space/${spaceId}/users`, { token });

describe('GET /v1/space/{id}/users', () => {
  it("answers an owner their account's users, owner first, without password hashes", async () => {
    const answer = await users(t.advertiser, ADVERTISER.spaceId);
    expect(answer.type.code).toBe(0);
    expect(answer.data.map((user) => user.id)).toEqual([ADVERTISER.userId, ANALYST.userId]);
    expect(answer.data.length).toBeLessThanOrEqual(SPACE_USERS_LIMIT);
    expect(JSON.stringify(answer.data)).not.toMatch(/password/);
  });

  it('lets an administrator list any account, and refuses another account to an owner', async () => {
    const theirs = await users(t.admin, NO_PAYMENT_ACCOUNT.spaceId);
    expect(theirs.data.map((user) => user.id)).toEqual([NO_PAYMENT_ACCOUNT.ownerUserId]);
    expect((await users(t.advertiser, ADVERTISER.spaceId)).type.code).toBe(0);
    expect((await users(t.advertiser, NO_PAYMENT_ACCOUNT.spaceId)).type.code).toBe(3);
  });

  it('refuses a user without PAGE_SETTINGS, an unknown id and a text id', async () => {
    // The owner (who holds PAGE_SETTINGS) is answered the same account, and the administrator a known id.
    expect((await users(t.advertiser, ANALYST.spaceId)).type.code).toBe(0);
    expect((await users(t.admin, ADVERTISER.spaceId)).type.code).toBe(0);
    expect((await users(t.analyst, ANALYST.spaceId)).type.code).toBe(3);
    expect((await users(t.admin, 999_999)).type.code).toBe(110);
    expect((await users(t.admin, 'abc')).type.code).toBe(110);
  });
});

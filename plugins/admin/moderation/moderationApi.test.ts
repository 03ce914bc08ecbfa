import { describe, expect, it } from 'vitest';
import { ADMIN_MODERATION_PATHS, USER_STATUS, type AdminPage, type ModerationAccountRow, type ModerationUser, type User } from '../../../src/api/contract';
import { PLUGINS } from '../../../src/app/plugins';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordRequests } from '../../../src/test/recordRequests';
import { MODERATION_RESOURCE } from './moderationApi';

const backend = mockBackend();
const provider = () => backend.dataProvider(PLUGINS);

const list = (tab: string, page = 1) =>
  provider().getList(MODERATION_RESOURCE, { pagination: { page, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { tab } });

describe('moderation resource API', () => {
  it("asks each tab's list with the page and the 7-day window; an unknown tab is accounts", async () => {
    await backend.signIn('admin');
    const sent = recordRequests();
    await list('campaigns');
    await list('legal');
    await list('nonsense', 2);
    expect(sent.map((request) => request.path)).toEqual([ADMIN_MODERATION_PATHS.campaigns, ADMIN_MODERATION_PATHS.legalUsers, ADMIN_MODERATION_PATHS.registrations]);
    expect(JSON.parse(sent[2]?.body ?? '{}')).toMatchObject({ date: 7, page: 2 });
  });

  it('answers the sign-ups as the server lists them, with the total', async () => {
    await backend.signIn('admin');
    const expected = (await backend.call<AdminPage<ModerationAccountRow>>(ADMIN_MODERATION_PATHS.registrations, { json: { page: 1 }, as: 'admin' })).data;
    await expect(list('accounts')).resolves.toEqual({ data: expected.data, total: expected.total_size });
  });

  it('approves a need-verification sign-up, which then reads as approved', async () => {
    await backend.signIn('admin');
    const { data } = await list('accounts');
    const waiting = (data as ModerationAccountRow[]).find((row) => row.status_key === USER_STATUS.NEED_VERIFICATION);
    if (!waiting) throw new Error('no sign-up needs verification');
    await provider().invoke(MODERATION_RESOURCE, 'approve', { user_id: waiting.id });
    const user = await provider().invoke<ModerationUser>(MODERATION_RESOURCE, 'user', { id: waiting.id });
    expect(user.status_key).toBe(USER_STATUS.APPROVED);
  });

  it("saves a user's legal entity through the moderation variant", async () => {
    const { user } = await backend.signIn('admin');
    const sent = recordRequests();
    const saved = await provider().invoke<User>(MODERATION_RESOURCE, 'saveLegal', {
      user_id: user.id,
      legal_entity_name: 'Checked LLC',
      tin_number: '12345',
      moderation_start_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(saved).toMatchObject({ legal_entity_name: 'Checked LLC', tin_number: '12345' });
    expect(sent[0]).toMatchObject({ path: ADMIN_MODERATION_PATHS.legal, method: 'PUT' });
  });
});

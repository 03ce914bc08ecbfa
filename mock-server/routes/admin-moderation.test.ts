import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACCOUNT_PATHS,
  ADMIN_MODERATION_PATHS,
  type AdminPage,
  type AuditEntry,
  type LegalEntityRow,
  type ModerationAccountRow,
  type ModerationCampaignRow,
  type ModerationUser,
  type User,
} from '../../src/api/contract';
import { PERSONA_IDS, REGISTRATION_TOKENS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

/** The moderation page's lists and screens (spec 3 §2, §4, §7). */
const t = signedInMock();

const post = <T>(path: string, json: unknown) => call<T>(t.base, path, { token: t.admin, json });
const verify = (token: string) => call(t.base, `/v1/registration/verify-token/${token}`, { json: {} });

describe('lists', () => {
  it('answers the sign-ups waiting (statuses 1 and 2) in the paging envelope', async () => {
    const page = await post<AdminPage<ModerationAccountRow>>(ADMIN_MODERATION_PATHS.registrations, { page: 1 });
    expect(page.data).toMatchObject({ page_size: 10, current_page: 1 });
    expect(page.data.total_size).toBeGreaterThanOrEqual(6);
    expect(new Set(page.data.data.map((r) => r.status_key))).toEqual(new Set([1, 2]));
    const approved = await post<AdminPage<ModerationAccountRow>>(ADMIN_MODERATION_PATHS.registrations, { status_filter: [2] });
    expectEvery(approved.data.data, (r) => r.status_key === 2);
    const searched = await post<AdminPage<ModerationAccountRow>>(ADMIN_MODERATION_PATHS.registrations, { search: 'apricot' });
    expect(searched.data.data.map((r) => r.email)).toEqual(['lilit.hakobyan@apricot.example']);
  });

  it('refuses a status outside the tab fixed filter (133) and a window beyond 7 days (2)', async () => {
    // Each tab's own statuses, and a window of 7 days, are answered.
    expect((await post(ADMIN_MODERATION_PATHS.registrations, { status_filter: [2] })).type.code).toBe(0);
    expect((await post(ADMIN_MODERATION_PATHS.campaigns, { status_filter: [1] })).type.code).toBe(0);
    expect((await post(ADMIN_MODERATION_PATHS.campaigns, { from_date: '2026-11-01', to_date: '2026-11-08' })).type.code).toBe(0);
    expect((await post(ADMIN_MODERATION_PATHS.registrations, { status_filter: [5] })).type.code).toBe(133);
    expect((await post(ADMIN_MODERATION_PATHS.campaigns, { status_filter: [2] })).type.code).toBe(133);
    const wide = await post(ADMIN_MODERATION_PATHS.campaigns, { from_date: '2026-11-01', to_date: '2026-11-20' });
    expect(wide.data).toEqual({ errors: { to_date: 'to_date follows from_date by at most 7 days' } });
  });

  it('answers campaigns in moderation and the legal entities', async () => {
    const campaigns = await post<AdminPage<ModerationCampaignRow>>(ADMIN_MODERATION_PATHS.campaigns, {});
    expect(campaigns.data.total_size).toBeGreaterThan(0);
    expectEvery(campaigns.data.data, (c) => c.status_key === 1 && c.space_name !== '');
    const legal = await post<AdminPage<LegalEntityRow>>(ADMIN_MODERATION_PATHS.legalUsers, { search: 'advertiser@demo.test' });
    expect(legal.data.data).toEqual([
      { id: PERSONA_IDS.advertiser.userId, first_name: 'Sam', last_name: 'Carter', email: 'advertiser@demo.test', legal_entity_name: 'Demo Advertiser Ltd', tin_number: '', status_key: 2 },
    ]);
  });
});

describe('moderation user', () => {
  it('answers a sign-up, approves a need-verification one (with a mailed link) and audits it', async () => {
    const user = await call<ModerationUser>(t.base, `${ADMIN_MODERATION_PATHS.user}/301`, { token: t.admin });
    expect(user.data).toMatchObject({ id: 301, email: 'tunde.bakare@savannah.example', status_key: 1, legal_entity_name: 'Savannah Bakeries' });
    // An approved sign-up's confirmation is resent; a need-verification one must be approved first: resending is refused.
    expect((await post(ADMIN_MODERATION_PATHS.resend, { email: 'nora.lindqvist@northwind.example' })).type.code).toBe(0);
    expect((await post(ADMIN_MODERATION_PATHS.resend, { email: 'tunde.bakare@savannah.example' })).type.code).toBe(163);
    expect((await post(ADMIN_MODERATION_PATHS.approve, { user_id: 301 })).type.code).toBe(0);
    expect((await call<ModerationUser>(t.base, `${ADMIN_MODERATION_PATHS.user}/301`, { token: t.admin })).data.status_key).toBe(2);
    expect(t.mock.mailbox.list('tunde.bakare@savannah.example')[0]?.link).toMatch(/\/auth\/confirm-registration\//);
    const audit = await call<AdminPage<AuditEntry>>(t.base, `${ADMIN_ACCOUNT_PATHS.audit}?registration_id=301`, { token: t.admin });
    expect(audit.data.data[0]).toMatchObject({ action: 'registration_approved', registration_id: 301, changes: [{ field: 'status_key', from: 1, to: 2 }] });
  });

  it('resends the confirmation of an approved sign-up: the old link stops working, the mailbox has the new one', async () => {
    expect((await verify(REGISTRATION_TOKENS.validSpare)).type.code).toBe(0);
    const resent = await post(ADMIN_MODERATION_PATHS.resend, { email: 'Omar.Haddad@cedarline.example' });
    expect(resent.type.code).toBe(0);
    expect((await verify(REGISTRATION_TOKENS.validSpare)).type.code).toBe(161);
    const link = t.mock.mailbox.list('omar.haddad@cedarline.example')[0]?.link ?? '';
    const token = link.split('/').at(-1) ?? '';
    expect(token).not.toBe(REGISTRATION_TOKENS.validSpare);
    expect((await verify(token)).type.code).toBe(0);
    const audit = await call<AdminPage<AuditEntry>>(t.base, `${ADMIN_ACCOUNT_PATHS.audit}?registration_id=305`, { token: t.admin });
    expect(audit.data.data.map((e) => e.action)).toEqual(['confirmation_resent']);
    // An active one is done (162); an unknown email is 161.
    expect((await post(ADMIN_MODERATION_PATHS.resend, { email: 'nobody@nowhere.example' })).type.code).toBe(161);
  });
});

describe('legal entity moderation', () => {
  it('saves the legal entity name and TIN, refuses a stale save, and audits the change', async () => {
    const opened = new Date().toISOString();
    const body = { user_id: PERSONA_IDS.advertiser.userId, legal_entity_name: 'Demo Advertiser Limited', tin_number: 'TIN-42', moderation_start_at: opened };
    const saved = await call<User>(t.base, ADMIN_MODERATION_PATHS.legal, { method: 'PUT', token: t.admin, json: body });
    expect(saved.type.code).toBe(0);
    expect(saved.data).toMatchObject({ legal_entity_name: 'Demo Advertiser Limited', tin_number: 'TIN-42', company_name: 'Demo Advertiser Ltd' });
    const legal = await post<AdminPage<LegalEntityRow>>(ADMIN_MODERATION_PATHS.legalUsers, { search: 'advertiser@demo.test' });
    expect(legal.data.data[0]?.status_key).toBe(3);
    // The same screen saved again with its old moment: the user changed since (by this very save).
    const stale = await call(t.base, ADMIN_MODERATION_PATHS.legal, { method: 'PUT', token: t.admin, json: { ...body, legal_entity_name: 'Other', moderation_start_at: '2020-01-01T00:00:00.000Z' } });
    expect(stale.data).toEqual({ errors: { legal_entity_name: 'This user was changed after you opened the screen. Reload it to see the changes.' } });
    expect((await call(t.base, ADMIN_MODERATION_PATHS.legal, { method: 'PUT', token: t.admin, json: { ...body, legal_entity_name: ' ', moderation_start_at: new Date().toISOString() } })).type.code).toBe(2);
    const audit = await call<AdminPage<AuditEntry>>(t.base, `${ADMIN_ACCOUNT_PATHS.audit}?space_id=${PERSONA_IDS.advertiser.spaceId}`, { token: t.admin });
    expect(audit.data.data[0]).toMatchObject({
      action: 'legal_entity_changed',
      target_user_id: PERSONA_IDS.advertiser.userId,
      changes: [
        { field: 'legal_entity_name', from: 'Demo Advertiser Ltd', to: 'Demo Advertiser Limited' },
        { field: 'tin_number', from: null, to: 'TIN-42' },
      ],
    });
  });

  it('leaves the settings form body (no moderation_start_at) to the settings handler', async () => {
    const own = await call<User>(t.base, '/v1/user/legal', { method: 'PUT', token: t.advertiser, json: { user_id: PERSONA_IDS.advertiser.userId, company_name: 'Demo Advertiser Ltd' } });
    expect(own.type.code).toBe(0);
  });
});

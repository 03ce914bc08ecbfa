import { describe, expect, it } from 'vitest';
import { ADMIN_MODERATION_PATHS, MODERATION_PAGE_SIZE } from '../../../src/api/contract';
import { legalEntityValues, legalModerationBody } from './legalEntityForm';
import { accountStatusKey, DEFAULT_MODERATION_TAB, MODERATION_LIST_PATHS, moderationListBody, moderationListConfig, moderationTabOf } from './moderationTabs';

describe('moderation tabs', () => {
  it('opens on accounts (the spec’s index 1) and reads any unknown tab as accounts', () => {
    expect(DEFAULT_MODERATION_TAB).toBe('accounts');
    expect(moderationTabOf('campaigns')).toBe('campaigns');
    expect(moderationTabOf('legal')).toBe('legal');
    expect(moderationTabOf(null)).toBe('accounts');
    expect(moderationTabOf('nonsense')).toBe('accounts');
  });

  it('asks each tab’s own list', () => {
    expect(MODERATION_LIST_PATHS).toEqual({
      campaigns: ADMIN_MODERATION_PATHS.campaigns,
      accounts: ADMIN_MODERATION_PATHS.registrations,
      legal: ADMIN_MODERATION_PATHS.legalUsers,
    });
    expect(moderationListConfig('r').pageSizes).toEqual([MODERATION_PAGE_SIZE]);
  });

  it('sends the page and the 7-day window ending today', () => {
    expect(moderationListBody(3, new Date('2026-11-26T04:00:00Z'))).toEqual({ date: 7, page: 3, from_date: '2026-11-19', to_date: '2026-11-26' });
  });

  it('labels 1 Need Verification, 2 Pending and 5 Active', () => {
    expect([1, 2, 5, 9].map(accountStatusKey)).toEqual([
      'admin.moderation.status.needVerification',
      'admin.moderation.status.pending',
      'admin.moderation.status.active',
      'admin.moderation.status.unknown',
    ]);
  });
});

describe('legal entity form', () => {
  it('starts from the saved values, none as empty', () => {
    expect(legalEntityValues({ legal_entity_name: null, tin_number: null })).toEqual({ legal_entity_name: '', tin_number: '' });
  });

  it('sends trimmed values with when the screen was opened', () => {
    expect(legalModerationBody(7, { legal_entity_name: ' Acme LLC ', tin_number: ' ' }, '2026-11-26T04:00:00.000Z')).toEqual({
      user_id: 7,
      legal_entity_name: 'Acme LLC',
      tin_number: '',
      moderation_start_at: '2026-11-26T04:00:00.000Z',
    });
  });
});

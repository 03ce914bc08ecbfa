import { describe, expect, it } from 'vitest';
import type { Space } from '../api/contract';
import { PERSONAS } from '../../mock-server/personas';
import { PLUGINS } from '../app/plugins';
import { badgeSources, buildMenu, dependsOnContext } from './menuModel';
import { expectEvery } from '../test/expectations';

const space = (allow: boolean) => ({ payment_settings: { allow_payment: allow } }) as Space;
const labels = (permissions: readonly string[], allow = true) =>
  buildMenu(PLUGINS, permissions, { space: space(allow) }).map((entry) => entry.label);
const adminMenu = (permissions: readonly string[]) => buildMenu(PLUGINS, permissions, { space: undefined }, 'admin');

describe('the permission-driven sidebar', () => {
  it('shows every entry, in the spec order, to the advertiser and the administrator', () => {
    const all = [
      'profile.menu', 'campaigns.menu', 'telco.menu', 'audiences.menu', 'events.menu',
      'transactions.menu', 'reports.menu', 'billing.menu', 'traffic.menu', 'settings.menu',
    ];
    expect(labels(PERSONAS.advertiser.permissions)).toEqual(all);
    expect(labels(PERSONAS.admin.permissions)).toEqual(all);
  });

  it('shows the analyst only Campaigns and Reports', () => {
    expect(labels(PERSONAS.analyst.permissions)).toEqual(['campaigns.menu', 'reports.menu']);
  });

  it('shows one entry per page permission held', () => {
    expect(labels(['PAGE_EVENTS'])).toEqual(['campaigns.menu', 'events.menu']);
  });

  it('greys out Billing unless allow_payment is on, and while the account loads, with its own reason', () => {
    const billing = (context: { space: Space | undefined }) =>
      buildMenu(PLUGINS, PERSONAS.advertiser.permissions, context).find((e) => e.label === 'billing.menu');
    expect(billing({ space: space(true) })?.disabled).toBe(false);
    expect(billing({ space: space(true) })).not.toHaveProperty('disabledReason');
    expect(billing({ space: space(false) })).toMatchObject({ disabled: true, disabledReason: 'billing.disabledReason' });
    expect(billing({ space: undefined })).toMatchObject({ disabled: true, disabledReason: 'billing.disabledReason' });
    expect(buildMenu(PLUGINS, PERSONAS.advertiser.permissions, { space: space(false) }).filter((e) => e.disabled)).toHaveLength(1);
  });

  it('reads the account for the main group (Billing depends on it), not for the administration links', () => {
    expect(dependsOnContext(PLUGINS, 'main')).toBe(true);
    expect(dependsOnContext(PLUGINS, 'admin')).toBe(false);
  });
});

describe('the administration links', () => {
  it('come from the admin plugin in the spec order, Moderation carrying the moderation queue badge', () => {
    const entries = adminMenu(PERSONAS.admin.permissions);
    expect(entries.map((entry) => [entry.path, entry.label, entry.badge])).toEqual([
      ['/admin/customization', 'admin.menu.customization', undefined],
      ['/admin/accounts', 'admin.menu.accounts', undefined],
      ['/admin/payments', 'admin.menu.payments', undefined],
      ['/admin/campaigns', 'admin.menu.campaigns', undefined],
      ['/admin/moderation', 'admin.menu.moderation', 'moderationQueue'],
    ]);
    expectEvery(entries, (entry) => !entry.disabled);
    expect([...badgeSources(entries)]).toEqual(['moderationQueue']);
  });

  it('are filtered by access like the sidebar: ROUTE_ADMINISTRATION only', () => {
    expect(adminMenu(PERSONAS.advertiser.permissions)).toEqual([]);
    expect(adminMenu(PERSONAS.analyst.permissions)).toEqual([]);
    expect(adminMenu(['SEARCH_ADMIN'])).toEqual([]);
    expect(adminMenu(['ROUTE_ADMINISTRATION'])).toHaveLength(5);
    expect(badgeSources(adminMenu(PERSONAS.advertiser.permissions)).size).toBe(0);
  });
});

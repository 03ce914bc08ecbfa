import { describe, expect, it } from 'vitest';
import { PERSONAS, type Space } from '../api/contract';
import { PLUGINS } from '../app/plugins';
import { buildMenu } from './menuModel';

const space = (allow: boolean) => ({ payment_settings: { allow_payment: allow } }) as Space;
const labels = (permissions: readonly string[], allow = true) =>
  buildMenu(PLUGINS, permissions, { space: space(allow) }).map((entry) => entry.label);

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

  it('greys out Billing unless allow_payment is on, and while the account loads', () => {
    const billing = (context: { space: Space | undefined }) =>
      buildMenu(PLUGINS, PERSONAS.advertiser.permissions, context).find((e) => e.label === 'billing.menu');
    expect(billing({ space: space(true) })?.disabled).toBe(false);
    expect(billing({ space: space(false) })?.disabled).toBe(true);
    expect(billing({ space: undefined })?.disabled).toBe(true);
    expect(buildMenu(PLUGINS, PERSONAS.advertiser.permissions, { space: space(false) }).filter((e) => e.disabled)).toHaveLength(1);
  });
});

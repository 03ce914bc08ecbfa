import { render, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { I18nProvider } from 'ra-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SEARCH_PATH, type AdminSearchResponse, type Permission } from '../../api/contract';
import { PERSONAS } from '../../../mock-server/personas';
import { session } from '../../auth/session';
import { useSessionPermissions } from '../../auth/useSessionAccess';
import { PLUGINS } from '../../app/plugins';
import { createQueryClient } from '../../data/queryClient';
import { definePlugin, type DspPlugin } from '../../plugins/contract';
import { mockBackend } from '../../test/mockBackend';
import { recordRequests } from '../../test/recordRequests';
import { signOut } from '../../test/signedIn';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';
import { AdminLinks } from './AdminLinks';
import { appI18nProvider, WithAppPlugins } from '../../test/appI18n';

const backend = mockBackend();

/** The searches the links sent (the badge's count is the white-label search's). */
const searches = (sent: ReturnType<typeof recordRequests>) => sent.filter((request) => request.path === ADMIN_SEARCH_PATH).map((request) => JSON.parse(request.body ?? '{}'));

/**
 * Whether the links' search query ever started. Read from the cache: a started query is fetching as
 * soon as the links have rendered, while its request leaves a moment later.
 */
const searchStarted = (queryClient: QueryClient) =>
  queryClient.getQueryCache().findAll({ queryKey: ['whitelabel', 'search'] }).some((query) => query.state.fetchStatus !== 'idle' || query.state.dataUpdateCount > 0);

/** Shows the session's permissions once read: the links render from the very same answer. */
const PermissionsRead = () => <p>{`permissions: ${useSessionPermissions().join(',')}`}</p>;

let i18n: I18nProvider;
/** The administrator signed in for real, the session then holding only these permissions. */
const renderLinks = async (permissions: Permission[], { path = '/admin/payments', plugins = PLUGINS as readonly DspPlugin[] } = {}) => {
  await backend.signIn('admin');
  session.setPermissions(permissions);
  const queryClient = createQueryClient();
  render(
    <TestAdminContext authProvider={testAuthProvider(true, { getPermissions: async () => permissions })} path={path} queryClient={queryClient}>
      <WithAppPlugins i18n={i18n} plugins={plugins}>
        <AdminLinks />
        <PermissionsRead />
      </WithAppPlugins>
    </TestAdminContext>,
  );
  return queryClient;
};

describe('AdminLinks', () => {
  beforeAll(async () => {
    i18n = await appI18nProvider('en');
  });
  afterEach(signOut);

  it("lists the admin plugin's five links in the spec order, Moderation carrying the waiting count", async () => {
    const { data: waiting } = await backend.call<AdminSearchResponse>(ADMIN_SEARCH_PATH, { as: 'admin', json: { name: '' } });
    const count = waiting.campaigns_in_moderation_count + waiting.registrants_in_moderation_count;
    expect(count).toBeGreaterThan(0);
    const sent = recordRequests();
    await renderLinks(PERSONAS.admin.permissions);
    const list = await screen.findByRole('list', { name: 'Administration' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/customization', '/admin/accounts', '/admin/payments', '/admin/campaigns', '/admin/moderation',
    ]);
    // Named by the admin plugin's messages.
    for (const name of ['Customization', 'Accounts', 'Campaigns']) within(list).getByRole('link', { name });
    expect(within(list).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(await within(list).findByRole('link', { name: `Moderation (${count} waiting)` })).toHaveTextContent(String(count));
    // The badge reads the admin panel's empty-query search (one call for both).
    expect(searches(sent)).toEqual([{ name: '' }]);
  });

  it('counts nothing without SEARCH_ADMIN, and asks no search', async () => {
    const sent = recordRequests();
    const queryClient = await renderLinks(['ROUTE_ADMINISTRATION']);
    const list = await screen.findByRole('list', { name: 'Administration' });
    expect(within(list).getByRole('link', { name: 'Moderation' })).toHaveTextContent(/^Moderation$/);
    expect(searchStarted(queryClient)).toBe(false);
    expect(searches(sent)).toEqual([]);
  });

  it('shows nothing without ROUTE_ADMINISTRATION, and asks no search', async () => {
    const sent = recordRequests();
    const queryClient = await renderLinks(['SEARCH_ADMIN', 'PAGE_EVENTS']);
    await screen.findByText('permissions: SEARCH_ADMIN,PAGE_EVENTS');
    expect(screen.queryByTestId('admin-links')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(searchStarted(queryClient)).toBe(false);
    expect(searches(sent)).toEqual([]);
  });

  it('greys out an entry its condition disables, with its own reason, and no link', async () => {
    const greyed = definePlugin({
      id: 'greyed',
      access: { greyed: { '*': ['ROUTE_ADMINISTRATION'] } },
      requires: { resource: 'greyed' },
      menu: [
        { label: 'admin.menu.payments', icon: () => null, path: '/admin/payments', order: 1, group: 'admin', enabled: () => false, disabledReason: 'billing.disabledReason' },
        { label: 'admin.menu.accounts', icon: () => null, path: '/admin/accounts', order: 2, group: 'admin' },
      ],
      translations: { en: async () => ({ default: {} }), ru: async () => ({ default: {} }) },
    });
    await renderLinks(PERSONAS.admin.permissions, { path: '/admin/accounts', plugins: [greyed] });
    const list = await screen.findByRole('list', { name: 'Administration' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/accounts']);
    const payments = within(list).getByRole('button', { name: 'Payments' });
    expect(payments).toHaveAttribute('aria-disabled', 'true');
    expect(payments).toHaveAttribute('title', 'Payments are not enabled for this account');
  });
});

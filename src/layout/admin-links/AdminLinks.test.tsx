import { render, screen, within } from '@testing-library/react';
import type { I18nProvider } from 'ra-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSearchResponse, Permission } from '../../api/contract';
import { PERSONAS } from '../../../mock-server/personas';
import { useSessionPermissions } from '../../auth/useSessionAccess';
import { PLUGINS } from '../../app/plugins';
import { definePlugin, type DspPlugin } from '../../plugins/contract';
import { signIn, signOut } from '../../test/signedIn';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';
import { AdminLinks } from './AdminLinks';
import { appEnglish, WithAppPlugins } from './WithAppPlugins';

// The search's own transport is the admin panel's business; here only what the links ask of it.
const useAdminSearch = vi.hoisted(() => vi.fn());
vi.mock('../admin-panel/adminSearch', () => ({ useAdminSearch }));

const COUNTS = { campaigns_in_moderation_count: 16, registrants_in_moderation_count: 3 } as AdminSearchResponse;

/** Shows the session's permissions once read: the links render from the very same answer. */
const PermissionsRead = () => <p>{`permissions: ${useSessionPermissions().join(',')}`}</p>;

let i18n: I18nProvider;
const renderLinks = (permissions: Permission[], { path = '/admin/payments', plugins = PLUGINS as readonly DspPlugin[] } = {}) => {
  signIn({ permissions });
  return render(
    <TestAdminContext authProvider={testAuthProvider(true, { getPermissions: async () => permissions })} path={path}>
      <WithAppPlugins i18n={i18n} plugins={plugins}>
        <AdminLinks />
        <PermissionsRead />
      </WithAppPlugins>
    </TestAdminContext>,
  );
};

describe('AdminLinks', () => {
  beforeAll(async () => {
    i18n = await appEnglish();
  });
  beforeEach(() => {
    useAdminSearch.mockReset();
    useAdminSearch.mockImplementation((_name: string, enabled: boolean) => ({ data: enabled ? COUNTS : undefined }));
  });
  afterEach(signOut);

  it("lists the admin plugin's five links in the spec order, Moderation carrying the waiting count", async () => {
    renderLinks(PERSONAS.admin.permissions);
    const list = await screen.findByRole('list', { name: 'Administration' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/customization', '/admin/accounts', '/admin/payments', '/admin/campaigns', '/admin/moderation',
    ]);
    // Named by the admin plugin's messages.
    for (const name of ['Customization', 'Accounts', 'Campaigns']) within(list).getByRole('link', { name });
    expect(within(list).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: 'Moderation (19 waiting)' })).toHaveTextContent('19');
    // The badge reads the admin panel's empty-query search (one call for both).
    expect(useAdminSearch).toHaveBeenCalledWith('', true);
  });

  it('counts nothing without SEARCH_ADMIN, and asks no search', async () => {
    renderLinks(['ROUTE_ADMINISTRATION']);
    const list = await screen.findByRole('list', { name: 'Administration' });
    expect(within(list).getByRole('link', { name: 'Moderation' })).toHaveTextContent(/^Moderation$/);
    expect(useAdminSearch).not.toHaveBeenCalledWith(expect.anything(), true);
  });

  it('shows nothing without ROUTE_ADMINISTRATION, and asks no search', async () => {
    renderLinks(['SEARCH_ADMIN', 'PAGE_EVENTS']);
    await screen.findByText('permissions: SEARCH_ADMIN,PAGE_EVENTS');
    expect(screen.queryByTestId('admin-links')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(useAdminSearch).not.toHaveBeenCalledWith(expect.anything(), true);
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
    renderLinks(PERSONAS.admin.permissions, { path: '/admin/accounts', plugins: [greyed] });
    const list = await screen.findByRole('list', { name: 'Administration' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/accounts']);
    const payments = within(list).getByRole('button', { name: 'Payments' });
    expect(payments).toHaveAttribute('aria-disabled', 'true');
    expect(payments).toHaveAttribute('title', 'Payments are not enabled for this account');
  });
});

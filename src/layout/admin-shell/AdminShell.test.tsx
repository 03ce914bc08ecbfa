import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WhitelabelInfo } from '../../api/contract';
import { createAppAuthProvider } from '../../auth/appAuthProvider';
import { PLUGINS } from '../../app/plugins';
import { fetchWhitelabel } from '../../data/whitelabelInfo';
import { accessTableOf } from '../../plugins/registry';
import { mockBackend } from '../../test/mockBackend';
import { recordRequests } from '../../test/recordRequests';
import { signOut } from '../../test/signedIn';
import { TestAdminContext } from '../../test/TestAdminContext';
import { appI18nProvider, WithAppPlugins } from '../../test/appI18n';
import { WhitelabelProvider } from '../../whitelabel/WhitelabelContext';
import { AdminShell } from './AdminShell';
import { ADMIN_SIDEBAR_KEY } from './adminSidebarState';

const backend = mockBackend();
/** The app's own gates, as App merges them from the plugin list. */
const access = accessTableOf(PLUGINS);
const authProvider = createAppAuthProvider(access);

let i18n: I18nProvider;
/** The white-label as the app reads it at start-up, from the mock. */
let whitelabel: WhitelabelInfo;

const renderShell = () =>
  render(
    <WhitelabelProvider value={whitelabel}>
      <TestAdminContext authProvider={authProvider} access={access} path="/admin/accounts">
        <WithAppPlugins i18n={i18n}>
          <Routes>
            <Route path="/admin/accounts" element={<AdminShell title="admin.titles.adminAccounts">page body</AdminShell>} />
            <Route path="/auth/login" element={<p>login page</p>} />
          </Routes>
        </WithAppPlugins>
      </TestAdminContext>
    </WhitelabelProvider>,
  );

describe('AdminShell', () => {
  beforeAll(async () => {
    i18n = await appI18nProvider('en');
    whitelabel = await fetchWhitelabel();
  });
  afterEach(signOut);

  it('frames the page: level-one title, Go To Platform, the admin links, terms and powered-by', async () => {
    await backend.signIn('admin');
    const sent = recordRequests();
    renderShell();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByText('page body')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Platform' })).toHaveAttribute('href', '/campaigns');
    const links = within(screen.getByRole('navigation', { name: 'Administration' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/customization', '/admin/accounts', '/admin/payments', '/admin/campaigns', '/admin/moderation',
    ]);
    expect(whitelabel.term_of_service_url).not.toBe('');
    expect(await screen.findByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', whitelabel.term_of_service_url);
    const poweredBy = screen.getByRole('link', { name: `Powered by ${whitelabel.name}` });
    expect(poweredBy).toHaveAttribute('href', whitelabel.help_url);
    expect(poweredBy).toHaveAttribute('rel', 'noopener noreferrer');
    // The white-label comes from the app's start-up read, not a request of the footer's own.
    expect(sent.map((request) => request.path)).not.toContain('/v1/whitelabel/info');
  });

  it('collapses the sidebar and keeps CLOSE / OPEN for the session', async () => {
    await backend.signIn('admin');
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(sessionStorage.getItem(ADMIN_SIDEBAR_KEY)).toBe('CLOSE');
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(sessionStorage.getItem(ADMIN_SIDEBAR_KEY)).toBe('OPEN');
  });

  it('sends a signed-out visitor to the login page', async () => {
    renderShell();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('page body')).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '../../../mock-server/personas';
import { signIn, signOut } from '../../test/signedIn';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';
import { appEnglish, WithAppPlugins } from '../admin-links/WithAppPlugins';
import { WhitelabelProvider } from '../../whitelabel/WhitelabelContext';
import { DEFAULT_WHITELABEL } from '../../whitelabel/whitelabel';
import { AdminShell } from './AdminShell';
import { ADMIN_SIDEBAR_KEY } from './adminSidebarState';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ apiClient: { request } }));
// The moderation badge's search is the admin panel's (AdminLinks.test covers the badge).
vi.mock('../admin-panel/adminSearch', () => ({ useAdminSearch: () => ({ data: undefined }) }));

const INFO = { name: 'Adwise DSP', term_of_service_url: 'https://docs.example.com/terms', help_url: 'https://docs.example.com/help' };

let i18n: I18nProvider;
const renderShell = () =>
  render(
    <WhitelabelProvider value={{ ...DEFAULT_WHITELABEL, ...INFO }}>
      <TestAdminContext authProvider={testAuthProvider(true)} path="/admin/accounts">
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
    i18n = await appEnglish();
  });
  beforeEach(() => {
    request.mockReset();
    signIn({ permissions: PERSONAS.admin.permissions });
  });
  afterEach(signOut);

  it('frames the page: level-one title, Go To Platform, the admin links, terms and powered-by', async () => {
    renderShell();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByText('page body')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Platform' })).toHaveAttribute('href', '/campaigns');
    const links = within(screen.getByRole('navigation', { name: 'Administration' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/customization', '/admin/accounts', '/admin/payments', '/admin/campaigns', '/admin/moderation',
    ]);
    expect(await screen.findByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', INFO.term_of_service_url);
    const poweredBy = screen.getByRole('link', { name: 'Powered by Adwise DSP' });
    expect(poweredBy).toHaveAttribute('href', INFO.help_url);
    expect(poweredBy).toHaveAttribute('rel', 'noopener noreferrer');
    // The white-label comes from the app's start-up read, not a request of the footer's own.
    expect(request).not.toHaveBeenCalledWith('/v1/whitelabel/info', expect.anything());
  });

  it('collapses the sidebar and keeps CLOSE / OPEN for the session', async () => {
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
    signOut();
    renderShell();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('page body')).not.toBeInTheDocument();
  });
});

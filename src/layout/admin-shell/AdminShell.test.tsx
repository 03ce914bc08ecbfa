import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../auth/tokenStore';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';
import { WhitelabelProvider } from '../../whitelabel/WhitelabelContext';
import { DEFAULT_WHITELABEL } from '../../whitelabel/whitelabel';
import { AdminShell } from './AdminShell';
import { ADMIN_SIDEBAR_KEY } from './adminSidebarState';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ apiClient: { request } }));

const INFO = { name: 'Adwise DSP', term_of_service_url: 'https://docs.example.com/terms', help_url: 'https://docs.example.com/help' };

const renderShell = () =>
  render(
    <WhitelabelProvider value={{ ...DEFAULT_WHITELABEL, ...INFO }}>
      <TestAdminContext authProvider={testAuthProvider(true)} path="/admin/accounts">
        <Routes>
          <Route path="/admin/accounts" element={<AdminShell title="shell.adminLinks.accounts">page body</AdminShell>} />
          <Route path="/auth/login" element={<p>login page</p>} />
        </Routes>
      </TestAdminContext>
    </WhitelabelProvider>,
  );

describe('AdminShell', () => {
  beforeEach(() => {
    request.mockReset();
    request.mockImplementation(async () => ({ campaigns_in_moderation_count: 0, registrants_in_moderation_count: 0 }));
    writeTokens({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 });
  });

  it('frames the page: level-one title, Go To Platform, the admin links, terms and powered-by', async () => {
    renderShell();
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByText('page body')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Platform' })).toHaveAttribute('href', '/campaigns');
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeInTheDocument();
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
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sessionStorage.getItem(ADMIN_SIDEBAR_KEY)).toBe('CLOSE');
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(sessionStorage.getItem(ADMIN_SIDEBAR_KEY)).toBe('OPEN');
  });

  it('sends a signed-out visitor to the login page', async () => {
    localStorage.clear();
    renderShell();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('page body')).not.toBeInTheDocument();
  });
});

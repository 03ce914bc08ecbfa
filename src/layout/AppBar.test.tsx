import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appAuthProvider } from '../test/appAccess';
import { mockBackend } from '../test/mockBackend';
import { TestAdminContext } from '../test/TestAdminContext';
import { AdminPanelProvider } from './admin-panel/AdminPanelContext';
import { AppBar } from './AppBar';

const backend = mockBackend();

/** A screen `width` px wide, as the browser's media queries answer it (jsdom has none of its own). */
const screenWidth = (width: number) => {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false };
  });
};

const renderBar = (logout = vi.fn(async () => undefined)) => {
  render(
    <TestAdminContext authProvider={{ ...appAuthProvider, logout }}>
      <AdminPanelProvider>
        <AppBar />
      </AdminPanelProvider>
    </TestAdminContext>,
  );
  return logout;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
});

describe('the top bar at a desktop’s and a phone’s width (issue 42 §3)', () => {
  it('shows the balance, the language switch and refresh side by side on a desktop, with no actions menu', async () => {
    await backend.signIn('advertiser');
    screenWidth(1440);
    renderBar();
    expect(await screen.findByTestId('balance-amount')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('folds refresh, the languages and logout into one menu on a phone, keeping the menu toggle and the balance in the bar', async () => {
    await backend.signIn('advertiser');
    screenWidth(390);
    const logout = renderBar();
    expect(await screen.findByTestId('balance-amount')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^(Open|Close) menu$/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Refresh' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Русский' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Русский' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Notification } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { AdminSearchResponse, SearchItem, Space } from '../../api/contract';
import { session } from '../../auth/session';
import { AdminPanel } from './AdminPanel';
import { AdminPanelProvider, useAdminPanel } from './AdminPanelContext';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ apiClient: { request } }));

const account = (space_id: number, space_name: string): SearchItem => ({
  type_key: 2, campaign_id: null, campaign_name: null, space_id, space_name, status_key: 5,
  campaign_start_at: null, created_at: '2026-01-01', picture_id: null, user_id: 1, currency: 'USD',
});
const campaign = (campaign_id: number, campaign_name: string, space_id: number, space_name: string): SearchItem => ({
  ...account(space_id, space_name), type_key: 1, campaign_id, campaign_name,
});
const answer = (accounts: SearchItem[], campaigns: SearchItem[], totals?: Partial<AdminSearchResponse>): AdminSearchResponse => ({
  accounts, campaigns, all: [...accounts, ...campaigns],
  campaigns_in_moderation_count: 2, registrants_in_moderation_count: 1,
  accounts_total_size: accounts.length, campaigns_total_size: campaigns.length, all_total_size: accounts.length + campaigns.length,
  ...totals,
});

const OVERVIEW = answer([account(2003, 'Harbor Lane Media'), account(2001, 'Demo Admin Agency')], [campaign(1000150, 'Berlin Push', 2018, 'Sevan Pets Ltd')]);
const HARBOR = answer([account(2003, 'Harbor Lane Media')], []);

const Opener = () => {
  const { open } = useAdminPanel();
  const { pathname, search } = useLocation();
  return (
    <>
      <button onClick={open}>open switcher</button>
      <p data-testid="location">{pathname + search}</p>
    </>
  );
};

const switchAccount = vi.fn(async (id: number): Promise<Space> => ({ id, name: 'x', balance: 0, currency: 'USD', locale: 'en_US', account_type_key: 1, owner_user_id: 1, payment_settings: { allow_payment: true } }));

const renderPanel = async () => {
  const user = userEvent.setup();
  render(
    <TestAdminContext authProvider={testAuthProvider(true, { switchAccount })}>
      <AdminPanelProvider>
        <Opener />
        <AdminPanel />
      </AdminPanelProvider>
      <Notification />
    </TestAdminContext>,
  );
  await user.click(await screen.findByRole('button', { name: 'open switcher' }));
  return user;
};

describe('AdminPanel', () => {
  beforeEach(() => {
    session.start(2001);
    request.mockReset();
    switchAccount.mockClear();
    request.mockImplementation(async (_path: string, options: { json: { name: string } }) => (options.json.name === 'Harbor' ? HARBOR : OVERVIEW));
  });

  it('opens on an empty search: the own account first, marked, then campaigns with their account', async () => {
    await renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Switch account' });
    expect(within(dialog).getByLabelText('Search accounts and campaigns')).toHaveFocus();
    const accounts = await within(dialog).findByRole('list', { name: 'Accounts' });
    const rows = within(accounts).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Demo Admin Agency');
    expect(rows[0]).toHaveTextContent('My account');
    expect(rows[1]).toHaveTextContent('Harbor Lane Media');
    const campaigns = within(dialog).getByRole('list', { name: 'Campaigns' });
    expect(within(campaigns).getByRole('button')).toHaveTextContent('Berlin PushAccount: Sevan Pets Ltd');
    expect(request).toHaveBeenCalledWith('/v1/whitelabel/search', expect.objectContaining({ method: 'POST', json: { name: '' } }));
  });

  it('searches after the pause, shows the tab counts and the no-campaigns message, and clears', async () => {
    const user = await renderPanel();
    await user.type(await screen.findByLabelText('Search accounts and campaigns'), 'Harbor');
    expect(await screen.findByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accounts (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Campaigns (0)' }));
    expect(screen.getByText('No campaigns found.')).toBeInTheDocument();
    // One request for the whole word: the debounce swallowed the keystrokes in between.
    expect(request.mock.calls.map(([, options]) => (options as { json: { name: string } }).json.name)).toEqual(['', 'Harbor']);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search accounts and campaigns')).toHaveValue('');
    expect(await screen.findByRole('list', { name: 'Accounts' })).toBeInTheDocument();
  });

  it('says "User not found" when only campaigns match, and "No results" when nothing does', async () => {
    request.mockImplementation(async (_path: string, options: { json: { name: string } }) =>
      options.json.name === 'Berlin' ? answer([], [campaign(1000150, 'Berlin Push', 2018, 'Sevan Pets Ltd')]) : options.json.name ? answer([], []) : OVERVIEW,
    );
    const user = await renderPanel();
    const box = await screen.findByLabelText('Search accounts and campaigns');
    await user.type(box, 'Berlin');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('No results. Try another name.')).toBeInTheDocument();
  });

  it('switches to a chosen campaign\'s account and opens its editor on basicInfo, then closes', async () => {
    const user = await renderPanel();
    const campaigns = await screen.findByRole('list', { name: 'Campaigns' });
    await user.click(within(campaigns).getByRole('button', { name: /Berlin Push/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/campaign/edit/1000150?tab=basicInfo'));
    expect(switchAccount).toHaveBeenCalledWith(2018);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server message when a switch fails and stays open', async () => {
    switchAccount.mockRejectedValueOnce(new Error('Space not found'));
    const user = await renderPanel();
    const accounts = await screen.findByRole('list', { name: 'Accounts' });
    await user.click(within(accounts).getByRole('button', { name: /Harbor Lane Media/ }));
    expect(await screen.findByText('Space not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Switch account' })).toBeInTheDocument();
  });
});

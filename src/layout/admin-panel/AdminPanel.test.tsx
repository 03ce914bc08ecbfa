import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { Notification } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ADMIN_SEARCH_PATH, type AdminSearchResponse } from '../../api/contract';
import { appAuthProvider as authProvider } from '../../test/appAccess';
import { session } from '../../auth/session';
import { mockBackend } from '../../test/mockBackend';
import { recordRequests } from '../../test/recordRequests';
import { AdminPanel } from './AdminPanel';
import { AdminPanelProvider, useAdminPanel } from './AdminPanelContext';
import { TestAdminContext } from '../../test/TestAdminContext';
import { typeWithoutPause } from '../../test/typeWithoutPause';

const backend = mockBackend();

/** What the mock answers the administrator for this search. */
const searched = async (name: string) => (await backend.call<AdminSearchResponse>(ADMIN_SEARCH_PATH, { as: 'admin', json: { name } })).data;

/** A row's name, which starts with this text (names may hold any character). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

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

/**
 * A page whose data, once asked for another account than the administrator's own, takes as long as
 * the test says (a busy page on a loaded server).
 */
const BusyPage = ({ ownSpaceId, answered }: { ownSpaceId: number; answered: Promise<string> }) => {
  const { data } = useQuery({
    queryKey: ['busy-page'],
    queryFn: () => (session.currentSpaceId() === ownSpaceId ? Promise.resolve('own account') : answered),
  });
  return <p data-testid="busy-page">{data ?? 'loading'}</p>;
};

const renderPanel = async (page?: ReactNode) => {
  const user = userEvent.setup();
  render(
    <TestAdminContext authProvider={authProvider}>
      <AdminPanelProvider>
        {page}
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
  it('opens on an empty search: the own account first, marked, then campaigns with their account', async () => {
    const { spaceId } = await backend.signIn('admin');
    const overview = await searched('');
    const own = overview.accounts.find((account) => account.space_id === spaceId);
    const [firstOther] = overview.accounts.filter((account) => account.space_id !== spaceId);
    const [firstCampaign] = overview.campaigns;
    const sent = recordRequests();
    await renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Switch account' });
    expect(within(dialog).getByLabelText('Search accounts and campaigns')).toHaveFocus();
    const accounts = await within(dialog).findByRole('list', { name: 'Accounts' });
    const rows = within(accounts).getAllByRole('button');
    expect(rows[0]).toHaveTextContent(own?.space_name ?? 'the own account');
    expect(rows[0]).toHaveTextContent('My account');
    expect(rows[1]).toHaveTextContent(firstOther?.space_name ?? 'another account');
    expect(rows[1]).not.toHaveTextContent('My account');
    const campaigns = within(dialog).getByRole('list', { name: 'Campaigns' });
    expect(within(campaigns).getAllByRole('button')[0]).toHaveTextContent(`${firstCampaign?.campaign_name}Account: ${firstCampaign?.space_name}`);
    expect(sent.filter((request) => request.path === ADMIN_SEARCH_PATH).map((request) => JSON.parse(request.body ?? '{}'))).toEqual([{ name: '' }]);
  });

  it('searches after the pause, shows the tab counts and the no-campaigns message, and clears', async () => {
    await backend.signIn('admin');
    const harbor = await searched('Harbor');
    expect(harbor.accounts_total_size).toBeGreaterThan(0);
    expect(harbor.campaigns_total_size).toBe(0);
    const sent = recordRequests();
    const user = await renderPanel();
    typeWithoutPause(await screen.findByLabelText('Search accounts and campaigns'), 'Harbor');
    expect(await screen.findByRole('tab', { name: `All (${harbor.all_total_size})` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `Accounts (${harbor.accounts_total_size})` })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Campaigns (0)' }));
    expect(screen.getByText('No campaigns found.')).toBeInTheDocument();
    // One request for the whole word: the debounce swallowed the keystrokes in between.
    expect(sent.filter((request) => request.path === ADMIN_SEARCH_PATH).map((request) => JSON.parse(request.body ?? '{}').name)).toEqual(['', 'Harbor']);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search accounts and campaigns')).toHaveValue('');
    expect(await screen.findByRole('list', { name: 'Accounts' })).toBeInTheDocument();
  });

  it('keeps rows that answer an older query out of reach until the typed query is answered', async () => {
    await backend.signIn('admin');
    const harbor = await searched('Harbor');
    const [match] = harbor.accounts;
    if (!match) throw new Error('the mock lists no account for Harbor');
    await renderPanel();
    const overview = await screen.findByRole('list', { name: 'Accounts' });
    const [firstRow] = within(overview).getAllByRole('button');
    // The rows are MUI's list buttons (divs), so out of reach reads as aria-disabled, as Playwright and
    // assistive technology read it.
    expect(firstRow).not.toHaveAttribute('aria-disabled');
    typeWithoutPause(screen.getByLabelText('Search accounts and campaigns'), 'Harbor');
    // Before the pause the overview is still shown, but a click there would land on a row about to go.
    expect(firstRow).toHaveAttribute('aria-disabled', 'true');
    expect(overview).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Searching…' })).toBeInTheDocument();
    await screen.findByRole('tab', { name: `All (${harbor.all_total_size})` });
    const accounts = await screen.findByRole('list', { name: 'Accounts' });
    await waitFor(() => expect(within(accounts).getByRole('button', { name: startingWith(match.space_name) })).not.toHaveAttribute('aria-disabled'));
  });

  it('says "User not found" when only campaigns match, and "No results" when nothing does', async () => {
    await backend.signIn('admin');
    const berlin = await searched('Berlin');
    expect(berlin.accounts_total_size).toBe(0);
    expect(berlin.campaigns_total_size).toBeGreaterThan(0);
    expect((await searched('zzz')).all_total_size).toBe(0);
    const user = await renderPanel();
    const box = await screen.findByLabelText('Search accounts and campaigns');
    typeWithoutPause(box, 'Berlin');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    await user.clear(box);
    typeWithoutPause(box, 'zzz');
    expect(await screen.findByText('No results. Try another name.')).toBeInTheDocument();
  });

  it("switches to a chosen campaign's account and opens its editor on basicInfo, then closes", async () => {
    const { spaceId } = await backend.signIn('admin');
    const chosen = (await searched('')).campaigns.find((campaign) => campaign.space_id !== spaceId);
    if (!chosen?.campaign_name) throw new Error("the mock lists no campaign of another account");
    const user = await renderPanel();
    const campaigns = await screen.findByRole('list', { name: 'Campaigns' });
    await user.click(within(campaigns).getByRole('button', { name: startingWith(chosen.campaign_name) }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/campaign/edit/${chosen.campaign_id}?tab=basicInfo`));
    expect(session.currentSpaceId()).toBe(chosen.space_id);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the chosen account at once, without waiting for the page it leaves to be asked again', async () => {
    const { spaceId } = await backend.signIn('admin');
    const other = (await searched('')).accounts.find((account) => account.space_id !== spaceId);
    if (!other) throw new Error('the mock lists no other account');
    let answer: (value: string) => void = () => {};
    const answered = new Promise<string>((resolve) => (answer = resolve));
    const user = await renderPanel(<BusyPage ownSpaceId={spaceId} answered={answered} />);
    expect(await screen.findByText('own account')).toBeInTheDocument();
    const accounts = await screen.findByRole('list', { name: 'Accounts' });
    await user.click(within(accounts).getByRole('button', { name: startingWith(other.space_name) }));
    // The old account's answer is gone at once, the campaigns page is opened and the panel closed,
    // while the busy page's data for the new account is still on its way.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/campaigns');
    expect(screen.getByTestId('busy-page')).toHaveTextContent('loading');
    answer('switched account');
    expect(await screen.findByText('switched account')).toBeInTheDocument();
  });

  it('shows the server message when a switch fails and stays open', async () => {
    const { spaceId } = await backend.signIn('admin');
    const other = (await searched('')).accounts.find((account) => account.space_id !== spaceId);
    if (!other) throw new Error('the mock lists no other account');
    const user = await renderPanel();
    const accounts = await screen.findByRole('list', { name: 'Accounts' });
    // While the account is open the same switch is taken (and undone), so the refusal below is the closing's doing.
    expect((await backend.call(`/v1/user/switch/${other.space_id}`, { as: 'admin', method: 'POST' })).type.code).toBe(0);
    expect((await backend.call(`/v1/user/switch/${spaceId}`, { as: 'admin', method: 'POST' })).type.code).toBe(0);
    // The account is closed while the list still shows it (and back once the test is over).
    const spaces = backend.mock.store.state().spaces;
    backend.mock.store.mutate((state) => {
      state.spaces = spaces.filter((space) => space.id !== other.space_id);
    });
    onTestFinished(() => backend.mock.store.mutate((state) => {
      state.spaces = spaces;
    }));
    const refusal = await backend.call(`/v1/user/switch/${other.space_id}`, { as: 'admin', method: 'POST' });
    expect(refusal.type.code).not.toBe(0);
    await user.click(within(accounts).getByRole('button', { name: startingWith(other.space_name) }));
    expect(await screen.findByText(refusal.type.message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Switch account' })).toBeInTheDocument();
  });
});

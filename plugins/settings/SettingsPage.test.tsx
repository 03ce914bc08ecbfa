import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { PROFILE_PATHS, type Space, type User } from '../../src/api/contract';
import { spaceQuery } from '../../src/layout/spaceQueries';
import { PLUGINS } from '../../src/app/plugins';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import settings from '../../locales/en/settings.json';
import plugin from './index';
import SettingsPage from './SettingsPage';

const backend = mockBackend();

const renderPage = (queryClient?: QueryClient) =>
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path="/settings" messages={settings} access={plugin.access} queryClient={queryClient}>
      <SettingsPage />
      <Notification />
    </TestAdminContext>,
  );

const section = async (testId: string) => within(await screen.findByTestId(testId));
const userOf = async (id: number) => (await backend.call<User>(`/v1/user/${id}`, { as: 'admin' })).data;

describe('settings page', () => {
  it("shows an owner their overdraft and invoice day read-only, since only an administrator sets them", async () => {
    const { user } = await backend.signIn('advertiser');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const overdraft = await section('overdraft');
    expect(overdraft.getByText('Only an administrator can change the overdraft and the invoice due day of an account.')).toBeInTheDocument();
    expect(overdraft.getByRole('textbox', { name: /Overdraft/ })).toHaveValue(String(user.credit_limit));
    expect(overdraft.getByRole('combobox', { name: /Invoice due day/ })).toBeDisabled();
    expect(overdraft.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("lets an administrator set them: a negative overdraft shows 'Only positive numbers allowed !' and sends nothing, an empty one keeps save off, a valid one is saved", async () => {
    const { user } = await backend.signIn('admin');
    const sent = recordRequests();
    renderPage();
    const overdraft = await section('overdraft');
    const limit = overdraft.getByRole('textbox', { name: /Overdraft/ });
    const save = overdraft.getByRole('button', { name: 'Save' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '-5');
    expect(await overdraft.findByText('Only positive numbers allowed !')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(limit);
    expect(await overdraft.findByText('Field is required.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
    await userEvent.type(limit, '2500.50');
    const day = overdraft.getByRole('combobox', { name: /Invoice due day/ });
    expect(within(day).getAllByRole('option').map((option) => option.textContent)).toEqual(Array.from({ length: 31 }, (_, index) => String(index + 1)));
    await userEvent.selectOptions(day, '28');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText('Max Dept Saved Successfully')).toBeInTheDocument();
    const body = JSON.parse(sent.find((request) => request.path === PROFILE_PATHS.payment)?.body ?? '{}') as unknown;
    expect(body).toEqual({ user_id: user.id, credit_limit: 2500.5, invoice_due_day: 28 });
    expect(await userOf(user.id)).toMatchObject({ credit_limit: 2500.5, invoice_due_day: 28 });
  });

  it('saves a positive CPM rate and refuses zero with its message', async () => {
    const { user } = await backend.signIn('advertiser');
    renderPage();
    const rewarded = await section('rewarded-cpm');
    const rate = rewarded.getByRole('textbox', { name: /CPM rate multiplier/ });
    // A positive rate is ready to save with no message, so the one below is zero's doing.
    await userEvent.clear(rate);
    await userEvent.type(rate, '2');
    await waitFor(() => expect(rewarded.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(rewarded.queryByText('Please type a number greater than 0.')).not.toBeInTheDocument();
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    expect(await rewarded.findByText('Please type a number greater than 0.')).toBeInTheDocument();
    expect(rewarded.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(rate);
    await userEvent.type(rate, '1.5');
    await userEvent.click(rewarded.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rewarded ads CPM rate saved')).toBeInTheDocument();
    expect((await userOf(user.id)).rewarded_ads_cpm_rate).toBe(1.5);
  });

  it("says 'Failed to get CPM multiplier!' when the account's user cannot be read, and one retry brings the whole page back", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    // The account itself was read before (the shell reads it at once): only its user's read fails.
    const queryClient = new QueryClient();
    const dataProvider = backend.dataProvider(PLUGINS);
    queryClient.setQueryData(spaceQuery(dataProvider, spaceId).queryKey, (await backend.call<Space>(`/v1/space/${spaceId}`)).data);
    await backend.settings({ failRate: 1 });
    renderPage(queryClient);
    expect(await screen.findByText('Failed to get CPM multiplier!')).toBeInTheDocument();
    // The account's users failed at the same moment: one "Try again", once the server is back, reads
    // them again too, so the whole page comes back with no alert left.
    await backend.settings({ failRate: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('access')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to get CPM multiplier!')).not.toBeInTheDocument();
  });

  it("shows the owner their own permissions read-only, and changes a sub-user's within their own", async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    renderPage();
    const access = await section('access');
    const user = access.getByRole('combobox', { name: 'User' });
    await waitFor(() => expect(user).toHaveValue(String(PERSONA_IDS.analyst.userId)));
    const group = access.getByRole('group', { name: 'Page' });
    const events = within(group).getByRole('checkbox', { name: 'Events monitor page' });
    expect(events).not.toBeChecked();
    // A permission the advertiser holds may be granted: the one below is off for lacking it.
    expect(events).toBeEnabled();
    // The advertiser lacks CAMPAIGN_ADMINISTRATION: they may not grant it.
    expect(within(access.getByRole('group', { name: 'Campaign' })).getByRole('checkbox', { name: 'Campaign administration' })).toBeDisabled();
    await userEvent.click(events);
    await userEvent.click(access.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permissions saved')).toBeInTheDocument();
    const body = JSON.parse(sent.find((request) => request.path === PROFILE_PATHS.access)?.body ?? '{}') as { user_id: number; permissions: string[] };
    expect(body.user_id).toBe(PERSONA_IDS.analyst.userId);
    expect((await userOf(PERSONA_IDS.analyst.userId)).permissions).toContain('PAGE_EVENTS');
    await waitFor(() => expect(access.getByRole('button', { name: 'Save' })).toBeDisabled());
    await userEvent.selectOptions(user, String(PERSONA_IDS.advertiser.userId));
    // Another user is another form: the section is drawn anew.
    expect(await screen.findByText('You cannot edit your own permissions.')).toBeInTheDocument();
    const own = await section('access');
    expect(within(own.getByRole('group', { name: 'Page' })).getByRole('checkbox', { name: 'Settings page' })).toBeDisabled();
    expect(own.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

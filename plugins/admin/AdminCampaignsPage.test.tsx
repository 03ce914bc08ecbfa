import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CAMPAIGN_PATHS, CAMPAIGN_STATUS, type AdminCampaign, type AdminCampaignDetails, type AdminPage, type WhitelabelInfo } from '../../src/api/contract';
import { createAppAuthProvider } from '../../src/auth/appAuthProvider';
import { PLUGINS } from '../../src/app/plugins';
import { fetchWhitelabel } from '../../src/data/whitelabelInfo';
import { addDays, presetRange, todayIso } from '../../src/domain/dateRange';
import { accessTableOf } from '../../src/plugins/registry';
import { appI18nProvider, WithAppPlugins } from '../../src/test/appI18n';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { signOut } from '../../src/test/signedIn';
import { TestAdminContext } from '../../src/test/TestAdminContext';
import { WhitelabelProvider } from '../../src/whitelabel/WhitelabelContext';
import en from '../../locales/en/admin.json';
import AdminCampaignsPage from './AdminCampaignsPage';

const backend = mockBackend();
const access = accessTableOf(PLUGINS);
const authProvider = createAppAuthProvider(access);
const W = en.admin.campaigns;
const RANGE = presetRange('last14', todayIso());

let i18n: I18nProvider;
let whitelabel: WhitelabelInfo;

const Address = () => <output data-testid="address">{useLocation().search}</output>;
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

const renderPage = (search = '') =>
  render(
    <WhitelabelProvider value={whitelabel}>
      <TestAdminContext authProvider={authProvider} access={access} path={`/admin/campaigns${search}`} dataProvider={backend.dataProvider(PLUGINS)}>
        <WithAppPlugins i18n={i18n}>
          <AdminCampaignsPage />
          <Address />
        </WithAppPlugins>
      </TestAdminContext>
    </WhitelabelProvider>,
  );

/** The server's first page for a body (the list's 14 days ending today, to_date inclusive). */
const serverList = async (body: object = {}) =>
  (await backend.call<AdminPage<AdminCampaign>>(ADMIN_CAMPAIGN_PATHS.list, { as: 'admin', json: { from_date: RANGE.from, to_date: addDays(RANGE.to, -1), ...body } })).data;

const rowNames = () => screen.getAllByTestId('admin-campaign-row').map((row) => within(row).getByRole('button').textContent);
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('administrator campaigns page', () => {
  beforeAll(async () => {
    i18n = await appI18nProvider('en');
    whitelabel = await fetchWhitelabel();
  });
  afterEach(signOut);

  it("opens on spec 1 §3's admin-style filter (running, in US dollars), the first page by name ascending over 14 days, asking the server with the inclusive end", async () => {
    await backend.signIn('admin');
    const expected = await serverList({ status_filter: [CAMPAIGN_STATUS.running], currency_usd: true });
    expect(expected.data.length).toBeGreaterThan(0);
    const sent = recordRequests();
    renderPage();
    await waitFor(() => expect(rowNames()).toEqual(expected.data.map((row) => row.name)));
    expect(headers()).toEqual(['Name', 'Account', 'Status', 'Phase', 'Budget', 'Spent', 'Impressions', 'Clicks', 'CTR', 'CPM', 'CPC', 'Conversions', 'CPA', 'CVR']);
    const body = JSON.parse(sent.find((request) => request.path === ADMIN_CAMPAIGN_PATHS.list)?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ from_date: RANGE.from, to_date: addDays(RANGE.to, -1), order_field: 'name', order_asc: true, page: 1, pageSize: 20, campaign_type: 'all', status_filter: [CAMPAIGN_STATUS.running], currency_usd: true });
    expect(screen.getByRole('combobox', { name: W.filters.status })).toHaveValue(String(CAMPAIGN_STATUS.running));
    expect(screen.getByRole('combobox', { name: W.filters.currency })).toHaveValue('usd');
    // Every status and Local are choices the address keeps, not a fall back to the opening filter.
    fireEvent.change(screen.getByRole('combobox', { name: W.filters.status }), { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('combobox', { name: W.filters.currency }), { target: { value: 'local' } });
    await waitFor(() => expect([address().get('status'), address().get('currency')]).toEqual(['all', 'local']));
    const everything = await serverList();
    await waitFor(() => expect(rowNames()).toEqual(everything.data.map((row) => row.name)));
  });

  it('hides the six awareness figures for performance; a filter change goes back to page 1 and name ascending', async () => {
    await backend.signIn('admin');
    const expected = await serverList({ campaign_type: 'performance', order_field: 'spent', order_asc: false, page: 2 });
    renderPage('?type=performance&sort=spent&order=desc&page=1&status=all&currency=local');
    await waitFor(() => expect(rowNames()).toEqual(expected.data.map((row) => row.name)));
    expect(headers()).toEqual(['Name', 'Account', 'Status', 'Phase', 'Budget', 'Spent', 'Conversions', 'CPA']);
    fireEvent.change(screen.getByRole('combobox', { name: W.filters.currency }), { target: { value: 'usd' } });
    // US dollars is the opening filter: the address no longer names a currency.
    await waitFor(() => expect(address().get('currency')).toBeNull());
    expect(address().get('type')).toBe('performance');
    expect(['sort', 'order', 'page'].map((key) => address().get(key))).toEqual([null, null, null]);
    const usd = await serverList({ campaign_type: 'performance', currency_usd: true });
    await waitFor(() => expect(rowNames()).toEqual(usd.data.map((row) => row.name)));
    expect(screen.getAllByTestId('admin-campaign-row')[0]?.querySelector('[data-column="budget"]')?.textContent).toMatch(/^\$/);
  });

  it("says 'No Accounts found' with the spec's hint when nothing matches", async () => {
    await backend.signIn('admin');
    renderPage('?name=no%20such%20campaign%20anywhere');
    expect(await screen.findByText('No Accounts found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting filters or choosing different date range')).toBeInTheDocument();
    expect(screen.queryAllByTestId('admin-campaign-row')).toHaveLength(0);
  });

  it('keeps the chosen columns in the address; the last two cannot be unchecked', async () => {
    await backend.signIn('admin');
    const user = userEvent.setup();
    renderPage('?columns=phase,spent,cpa');
    await screen.findAllByTestId('admin-campaign-row');
    expect(headers()).toEqual(['Name', 'Phase', 'Spent', 'CPA']);
    await user.click(screen.getByRole('button', { name: W.columnChooser }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: W.columns.phase }));
    await waitFor(() => expect(address().get('columns')).toBe('spent,cpa'));
    expect(within(dialog).getByRole('checkbox', { name: W.columns.spent })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: W.columns.cpa })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: W.columns.cvr }));
    await waitFor(() => expect(address().get('columns')).toBe('spent,cpa,cvr'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).toEqual(['Name', 'Spent', 'CPA', 'CVR']));
  });

  it('opens a row on Enter: its days, the phase saved at once, a comment saved, a failed one keeping the text', async () => {
    await backend.signIn('admin');
    const user = userEvent.setup();
    renderPage('?columns=phase,spent');
    const [first] = await screen.findAllByTestId('admin-campaign-row');
    if (!first) throw new Error('no row');
    const id = Number(first.dataset.id);
    const toggle = within(first).getByRole('button');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const days = await screen.findByTestId('campaign-days', {}, { timeout: 10_000 });
    expect(within(days).getAllByTestId('campaign-day')).toHaveLength(14);

    await user.click(within(days).getByRole('combobox', { name: W.columns.phase }));
    await user.click(await screen.findByRole('option', { name: 'Learning' }));
    await within(days).findByText(W.saved);
    const details = async () => (await backend.call<AdminCampaignDetails>(`${ADMIN_CAMPAIGN_PATHS.details}/${id}`, { as: 'admin' })).data;
    expect((await details()).phase).toBe('Learning');
    await waitFor(() => expect(within(first).getByTestId('campaign-phase')).toHaveTextContent('Learning'));

    const lastDay = addDays(RANGE.to, -1);
    const box = within(days).getByRole('textbox', { name: `Comment for ${lastDay}` });
    await user.type(box, 'Checked the pacing');
    await user.click(within(days).getByRole('button', { name: `Save the comment for ${lastDay}` }));
    await waitFor(() => expect(within(box.closest('form') as HTMLElement).getByTestId('comment-saved')).toHaveTextContent(W.saved));
    expect((await details()).comments.find((each) => each.day === lastDay)?.comment).toBe('Checked the pacing');

    await backend.settings({ failRate: 1 });
    await user.type(box, ' again');
    const save = within(days).getByRole('button', { name: `Save the comment for ${lastDay}` });
    await user.click(save);
    await waitFor(() => expect(save).toBeEnabled());
    expect(box).toHaveValue('Checked the pacing again');
    expect(within(box.closest('form') as HTMLElement).getByTestId('comment-saved')).toHaveTextContent('');
  });
});

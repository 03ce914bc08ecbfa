import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'ra-core';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ACCOUNT_PATHS,
  CODE,
  ERROR_CATALOGUE,
  type AdminAccountRow,
  type AdminAccountTotals,
  type AdminAccountsFilter,
  type AdminPage,
  type CreateAccountRequest,
  type WhitelabelInfo,
} from '../../src/api/contract';
import { createAppAuthProvider } from '../../src/auth/appAuthProvider';
import { PLUGINS } from '../../src/app/plugins';
import { fetchWhitelabel } from '../../src/data/whitelabelInfo';
import { todayIso } from '../../src/domain/dateRange';
import { formatCount, formatMoney } from '../../src/domain/money';
import { accessTableOf } from '../../src/plugins/registry';
import { appI18nProvider, WithAppPlugins } from '../../src/test/appI18n';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests, type SentRequest } from '../../src/test/recordRequests';
import { signOut } from '../../src/test/signedIn';
import { TestAdminContext } from '../../src/test/TestAdminContext';
import { typeWithoutPause } from '../../src/test/typeWithoutPause';
import { WhitelabelProvider } from '../../src/whitelabel/WhitelabelContext';
import AdminAccountsPage from './AdminAccountsPage';
import { accountsFilterBody } from './accounts/accountsList';

const backend = mockBackend();
const access = accessTableOf(PLUGINS);
const authProvider = createAppAuthProvider(access);
let i18n: I18nProvider;
let whitelabel: WhitelabelInfo;

/** The address the page keeps its filters in. */
const LocationProbe = () => <output data-testid="location">{useLocation().search}</output>;

const renderPage = (path = '/admin/accounts') =>
  render(
    <WhitelabelProvider value={whitelabel}>
      <TestAdminContext authProvider={authProvider} access={access} dataProvider={backend.dataProvider(PLUGINS)} path={path}>
        <WithAppPlugins i18n={i18n}>
          <Routes>
            <Route
              path="/admin/accounts"
              element={
                <>
                  <AdminAccountsPage />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </WithAppPlugins>
      </TestAdminContext>
    </WhitelabelProvider>,
  );

const listed = async (filter: Record<string, unknown> = {}, page = 1) =>
  (await backend.call<AdminPage<AdminAccountRow>>(ADMIN_ACCOUNT_PATHS.list, { as: 'admin', json: { ...accountsFilterBody(filter, todayIso()), page } })).data;

const rows = () => screen.queryAllByTestId('account-row');
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const listBodies = (sent: SentRequest[]): AdminAccountsFilter[] =>
  sent.filter((request) => request.path === ADMIN_ACCOUNT_PATHS.list).map((request) => JSON.parse(request.body ?? '{}') as AdminAccountsFilter);

const unique = () => Math.random().toString(36).slice(2, 8);
const newAccount = (overrides: Partial<CreateAccountRequest> = {}): CreateAccountRequest => ({
  companyName: `Lagoon ${unique()}`,
  country: 'NG',
  firstName: 'Chioma',
  lastName: 'Obi',
  phone: '+234 803 555 0199',
  email: `chioma.${unique()}@lagoon.example`,
  type: 'agency',
  source: 'referred',
  whitelabelId: 'ng',
  ...overrides,
});

describe('administrator accounts page', () => {
  beforeAll(async () => {
    i18n = await appI18nProvider('en');
    whitelabel = await fetchWhitelabel();
  });
  afterEach(signOut);

  it('shows the five tiles and the accounts of the last 7 days in the spec columns', async () => {
    await backend.signIn('admin');
    const totals = (await backend.call<AdminAccountTotals>(ADMIN_ACCOUNT_PATHS.totals, { as: 'admin', json: {} })).data;
    const expected = await listed();
    expect(expected.data.length).toBeGreaterThan(0);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(expected.data.length));
    const first = expected.data[0] as AdminAccountRow;
    expect(cells(rows()[0] as HTMLElement)).toEqual([
      first.full_name,
      first.company_name || '-',
      first.entity_name || '-',
      String(first.running_campaigns),
      formatMoney(first.balance, first.currency, 'en'),
    ]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Full name', 'Company name', 'Legal entity', 'Running campaigns', 'Balance']);
    const tile = (key: keyof AdminAccountTotals) => within(screen.getByTestId(`account-total-${key}`)).getByTestId('account-total-value').textContent;
    await waitFor(() => expect(tile('balance')).toBe(formatMoney(totals.balance, 'USD', 'en')));
    expect(tile('users')).toBe(formatCount(totals.users, 'en'));
    expect(tile('companies')).toBe(formatCount(totals.companies, 'en'));
    expect(tile('running_campaigns')).toBe(formatCount(totals.running_campaigns, 'en'));
    expect(tile('impressions')).toBe(formatCount(totals.impressions, 'en'));
  });

  it('asks once after a fast-typed name, from page 1, and keeps every filter in the address', async () => {
    await backend.signIn('admin');
    const sent = recordRequests();
    renderPage('/admin/accounts?page=1');
    await waitFor(() => expect(listBodies(sent)).toHaveLength(1));
    expect(listBodies(sent)[0]).toMatchObject({ page: 2, dateLabel: '7', name: '', status_filter_key: null });
    typeWithoutPause(screen.getByRole('searchbox', { name: 'Name' }), 'demo');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?name=demo'));
    await waitFor(() => expect(listBodies(sent)).toHaveLength(2));
    expect(listBodies(sent)[1]).toMatchObject({ page: 1, name: 'demo' });

    fireEvent.change(screen.getByTestId('accounts-status-filter'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('accounts-range-filter'), { target: { value: '365' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?name=demo&status=2&days=365'));
    await waitFor(() => expect(listBodies(sent).at(-1)).toMatchObject({ name: 'demo', status_filter_key: 2, dateLabel: '365', page: 1 }));
    // The 300 ms debounce: the status and the preset, changed together, are one request.
    expect(listBodies(sent)).toHaveLength(3);
  });

  it('shows the spec empty text when nothing matches', async () => {
    await backend.signIn('admin');
    renderPage(`/admin/accounts?name=nobody-${unique()}`);
    expect(await screen.findByText('No Accounts found. Try adjusting filters or choosing different date range.')).toBeInTheDocument();
  });

  it('opens the read-only details with the audit trail; Escape closes it and the focus returns to the row', async () => {
    await backend.signIn('admin');
    const made = await backend.call<AdminAccountRow>(ADMIN_ACCOUNT_PATHS.create, { as: 'admin', json: newAccount() });
    expect(made.type.code).toBe(0);
    renderPage(`/admin/accounts?name=${encodeURIComponent(made.data.email)}`);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0] as HTMLElement;
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Account details' });
    const details = within(dialog).getByTestId('contact-details');
    expect(details).toHaveTextContent(made.data.full_name);
    expect(details).toHaveTextContent(made.data.company_name ?? '');
    expect(details).toHaveTextContent(made.data.email);
    expect(details).toHaveTextContent(made.data.phone);
    const entry = await within(dialog).findByTestId('audit-entry');
    expect(entry).toHaveTextContent('Account created');
    expect(entry).toHaveTextContent('admin@demo.test');
    expect(within(entry).getAllByTestId('audit-change').map((change) => change.textContent)).toContain(`Email: — → ${made.data.email}`);
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row).toHaveFocus();
  });

  it("says 'Individual Account' for an account without a company", async () => {
    await backend.signIn('admin');
    const all = await listed({ days: '365' });
    const individual = all.data.find((row) => !row.company_name);
    if (!individual) throw new Error('no individual account in the seed');
    renderPage(`/admin/accounts?days=365&name=${encodeURIComponent(individual.email)}`);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(rows()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Account details' });
    expect(within(dialog).getByTestId('contact-details')).toHaveTextContent('Individual Account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("creates an account: a taken email shows the server's message and keeps the values, then it is listed", async () => {
    await backend.signIn('admin');
    const user = userEvent.setup();
    const account = newAccount();
    renderPage(`/admin/accounts?name=${encodeURIComponent(account.companyName)}`);
    await screen.findByText('No Accounts found. Try adjusting filters or choosing different date range.');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create account' });
    const box = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    const choose = async (name: string, option: string) => {
      // The country list loads with the dialog: its box is a disabled textbox until the options arrive.
      await user.click(await within(dialog).findByRole('combobox', { name: new RegExp(`^${name}`) }, { timeout: 10_000 }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    fireEvent.change(box('Company name'), { target: { value: account.companyName } });
    await choose('Country', 'Nigeria');
    fireEvent.change(box('First name'), { target: { value: account.firstName } });
    fireEvent.change(box('Last name'), { target: { value: account.lastName } });
    fireEvent.change(box('Phone'), { target: { value: account.phone } });
    fireEvent.change(box('Email'), { target: { value: 'advertiser@demo.test' } });
    await choose('Account type', 'Agency');
    expect(within(dialog).queryByRole('textbox', { name: /^Other source/ })).not.toBeInTheDocument();
    await choose('Source', 'Other');
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /^Other source/ }), { target: { value: 'Trade fair' } });
    await choose('White-label', 'Nigeria (ng)');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByTestId('create-account-error')).toHaveTextContent(ERROR_CATALOGUE[CODE.EMAIL_EXISTS]);
    expect(box('Company name')).toHaveValue(account.companyName);
    expect(box('Other source')).toHaveValue('Trade fair');
    expect(box('Email')).toHaveValue('advertiser@demo.test');

    fireEvent.change(box('Email'), { target: { value: account.email } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(cells(rows()[0] as HTMLElement).slice(0, 2)).toEqual([`${account.firstName} ${account.lastName}`, account.companyName]);
  });
});

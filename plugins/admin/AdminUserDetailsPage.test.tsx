import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { I18nProvider } from 'ra-core';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  INVOICE_USERS_PATH,
  logPaymentPath,
  userAccountPath,
  type InvoiceUsersPage,
  type UserAccountDetail,
  type WhitelabelInfo,
} from '../../src/api/contract';
import { createAppAuthProvider } from '../../src/auth/appAuthProvider';
import { PLUGINS } from '../../src/app/plugins';
import { fetchWhitelabel } from '../../src/data/whitelabelInfo';
import { formatMoney } from '../../src/domain/money';
import { accessTableOf } from '../../src/plugins/registry';
import { appI18nProvider, WithAppPlugins } from '../../src/test/appI18n';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { signOut } from '../../src/test/signedIn';
import { TestAdminContext } from '../../src/test/TestAdminContext';
import { WhitelabelProvider } from '../../src/whitelabel/WhitelabelContext';
import { AMERIA_ACCOUNT, PERSONA_IDS } from '../../mock-server/seed/facts';
import AdminPaymentsPage from './AdminPaymentsPage';
import AdminUserDetailsPage from './AdminUserDetailsPage';

const backend = mockBackend();
const access = accessTableOf(PLUGINS);
const authProvider = createAppAuthProvider(access);
let i18n: I18nProvider;
let whitelabel: WhitelabelInfo;
const ADVERTISER = PERSONA_IDS.advertiser.userId;

const LocationProbe = () => <output data-testid="location">{useLocation().pathname + useLocation().search}</output>;

const renderAt = (path: string) =>
  render(
    <WhitelabelProvider value={whitelabel}>
      <TestAdminContext authProvider={authProvider} access={access} dataProvider={backend.dataProvider(PLUGINS)} path={path}>
        <WithAppPlugins i18n={i18n}>
          <Routes>
            <Route path="/admin/payments" element={<AdminPaymentsPage />} />
            <Route path="/admin/user/details/:id" element={<AdminUserDetailsPage />} />
          </Routes>
          <LocationProbe />
        </WithAppPlugins>
      </TestAdminContext>
    </WhitelabelProvider>,
  );

const accountOf = async (userId: number) => (await backend.call<UserAccountDetail>(userAccountPath(userId), { as: 'admin' })).data;

describe('administrator invoice users list', () => {
  beforeAll(async () => {
    i18n = await appI18nProvider('en');
    whitelabel = await fetchWhitelabel();
  });
  afterEach(signOut);

  it('shows ten users a page with balance and amount to be paid, pages through the address, and opens a user', async () => {
    await backend.signIn('admin');
    const second = (await backend.call<InvoiceUsersPage>(INVOICE_USERS_PATH, { as: 'admin', json: { page: 2, size: 10 } })).data;
    renderAt('/admin/payments?page=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('invoice-user-row')).toHaveLength(second.data.length));
    const first = second.data[0];
    if (!first) throw new Error('the second page has users');
    const cells = within(screen.getAllByTestId('invoice-user-row')[0] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([`${first.first_name} ${first.last_name}`, first.email, formatMoney(first.balance, first.currency, 'en'), formatMoney(first.to_be_paid, first.currency, 'en')]);
    fireEvent.click(screen.getAllByTestId('invoice-user-row')[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/user/details/${first.id}`));
  });
});

describe('administrator user payments page', () => {
  beforeAll(async () => {
    i18n = await appI18nProvider('en');
    whitelabel = await fetchWhitelabel();
  });
  afterEach(signOut);

  it('logs a payment once however often submit is clicked, then the balance and transactions change', async () => {
    await backend.signIn('admin');
    const before = await accountOf(ADVERTISER);
    renderAt(`/admin/user/details/${ADVERTISER}`);
    await waitFor(() => expect(screen.getByTestId('user-balance').textContent).toBe(formatMoney(before.balance, before.currency, 'en')));
    expect(screen.getByTestId('user-due-day').textContent).toBe(`Day ${before.invoice_due_day} of the month`);
    // Not an ameria user: pay inactive with its hint, log payment active.
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByTestId('payment-actions-hint').textContent).toBe('Paying manually is only for users who pay through Ameria.');

    fireEvent.click(screen.getByRole('button', { name: 'Log payment' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByTestId('payment-submit');
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('payment-amount'), { target: { value: '25.5' } });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('payment-referer'), { target: { value: 'BANK_TRANSFER' } });
    fireEvent.change(within(dialog).getByTestId('payment-transaction-id'), { target: { value: 'unit-once-1' } });
    expect(submit).toBeEnabled();
    const sent = recordRequests();
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((request) => request.path === logPaymentPath(ADVERTISER))).toHaveLength(1);
    const after = await accountOf(ADVERTISER);
    expect(after.balance).toBeCloseTo(before.balance + 25.5, 2);
    await waitFor(() => expect(screen.getByTestId('user-balance').textContent).toBe(formatMoney(after.balance, after.currency, 'en')));
    await waitFor(() => expect(within(screen.getAllByTestId('transaction-row')[0] as HTMLElement).getByText('unit-once-1')).toBeInTheDocument());

    // Each invoice of the list (Last 7 days by default) opens its details page; leaving asks nothing now.
    const invoice = (await screen.findAllByTestId('user-invoice-row'))[0] as HTMLElement;
    const link = within(invoice).getByRole('link');
    fireEvent.click(link);
    // Naming the user, so the details page's back link returns to this page.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/invoice/details/${link.textContent ?? ''}?user=${ADVERTISER}`));
  });

  it('keeps every typed value and shows the server message when the payment is refused', async () => {
    await backend.signIn('admin');
    renderAt(`/admin/user/details/${ADVERTISER}`);
    await screen.findByTestId('user-balance');
    fireEvent.click(screen.getByRole('button', { name: 'Log payment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('payment-amount'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByTestId('payment-referer'), { target: { value: 'STRIPE' } });
    fireEvent.change(within(dialog).getByTestId('payment-comment'), { target: { value: 'kept' } });
    // The same payment is taken while the mock does not fail, so the refusal below is the fault's doing.
    const taken = await backend.call(logPaymentPath(ADVERTISER), { as: 'admin', json: { amount: 7, referer: 'STRIPE', comment: 'kept' } });
    expect(taken.type.code).toBe(0);
    await backend.settings({ failRate: 1 });
    fireEvent.click(within(dialog).getByTestId('payment-submit'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/.+/);
    expect(within(dialog).getByTestId('payment-amount')).toHaveValue('7');
    expect(within(dialog).getByTestId('payment-referer')).toHaveValue('STRIPE');
    expect(within(dialog).getByTestId('payment-comment')).toHaveValue('kept');
  });

  it('says the payment was already logged when its transaction id was logged with another amount, crediting nothing', async () => {
    await backend.signIn('admin');
    const logged = await backend.call(logPaymentPath(ADVERTISER), { as: 'admin', json: { amount: 5, referer: 'STRIPE', transaction_id: 'unit-reused-1' } });
    expect(logged.type.code).toBe(0);
    const before = await accountOf(ADVERTISER);
    renderAt(`/admin/user/details/${ADVERTISER}`);
    await screen.findByTestId('user-balance');
    fireEvent.click(screen.getByRole('button', { name: 'Log payment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('payment-amount'), { target: { value: '6' } });
    fireEvent.change(within(dialog).getByTestId('payment-referer'), { target: { value: 'STRIPE' } });
    fireEvent.change(within(dialog).getByTestId('payment-transaction-id'), { target: { value: 'UNIT-reused-1' } });
    fireEvent.click(within(dialog).getByTestId('payment-submit'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "This transaction ID was already logged, with another amount, referer or comment. Nothing was credited: check the account's transactions.",
    );
    expect(within(dialog).getByTestId('payment-transaction-id')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByTestId('payment-amount')).toHaveValue('6');
    expect((await accountOf(ADVERTISER)).balance).toBe(before.balance);
  });

  it('offers AMERIA only in the pay modal of the ameria user, and pays', async () => {
    await backend.signIn('admin');
    const before = await accountOf(AMERIA_ACCOUNT.ownerUserId);
    renderAt(`/admin/user/details/${AMERIA_ACCOUNT.ownerUserId}`);
    await screen.findByTestId('user-balance');
    expect(screen.queryByTestId('payment-actions-hint')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog');
    const referer = within(dialog).getByTestId('payment-referer') as HTMLSelectElement;
    expect([...referer.options].map((option) => option.value)).toEqual(['', 'AMERIA']);
    expect(within(dialog).queryByTestId('payment-transaction-id')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('payment-amount'), { target: { value: '100' } });
    fireEvent.change(referer, { target: { value: 'AMERIA' } });
    fireEvent.click(within(dialog).getByTestId('payment-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = await accountOf(AMERIA_ACCOUNT.ownerUserId);
    expect(after.balance).toBeCloseTo(before.balance + 100, 2);
    await waitFor(() => expect(screen.getByTestId('user-balance').textContent).toBe(formatMoney(after.balance, after.currency, 'en')));
  });

  it('keeps both buttons inactive with a hint when the user has no account (a member, not an owner)', async () => {
    await backend.signIn('admin');
    // The same page for the account's owner offers Log payment, so the inactive buttons are the member's doing.
    const owner = renderAt(`/admin/user/details/${ADVERTISER}`);
    await screen.findByTestId('user-balance');
    expect(screen.getByRole('button', { name: 'Log payment' })).toBeEnabled();
    owner.unmount();
    renderAt(`/admin/user/details/${PERSONA_IDS.analyst.userId}`);
    expect(await screen.findByTestId('user-account-failure')).toHaveTextContent('User not found');
    expect(screen.getByRole('button', { name: 'Log payment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByTestId('payment-actions-hint').textContent).toBe('No account is selected: this user has no account to pay for.');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { INVOICE_HISTORY_PATH, INVOICE_PDF_PATH, OAUTH_REFRESH_PATH, type InvoiceHistoryRow, type Page } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { addDays, todayIso } from '../../src/domain/dateRange';
import { toMinor } from '../../src/domain/minorUnits';
import { formatMoney } from '../../src/domain/money';
import { login } from '../../mock-server/test-support';
import { PERSONAS } from '../../mock-server/personas';
import { writeTokens } from '../../src/auth/tokenStore';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import billing from '../../locales/en/billing.json';
import BillingPage from './BillingPage';
import plugin from './index';

// jsdom cannot save a file; the test reads what the page hands to FileSaver instead.
const { saveAs } = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs }));

const backend = mockBackend();
const lastWeek = { from: addDays(todayIso(), -6), to: addDays(todayIso(), 1) };

const renderPage = (path = '/payments/history') =>
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path={path} messages={billing} access={plugin.access}>
      <BillingPage />
      <Notification />
    </TestAdminContext>,
  );

const history = async (spaceId: number, range = lastWeek) =>
  (await backend.call<Page<InvoiceHistoryRow>>(INVOICE_HISTORY_PATH, { as: 'advertiser', json: { user_id: spaceId, from_date: range.from, to_date: range.to, page: 1, size: 10 } })).data;

/**
 * The download refreshes the token, and a refresh token works once: the session signIn puts back
 * would be spent for the next test. These tests sign in afresh (the same user, new tokens).
 */
const freshSession = async () => {
  await backend.signIn('advertiser');
  const { email, password } = PERSONAS.advertiser;
  const { data } = await login(backend.base, email, password);
  writeTokens({ accessToken: data.access_token, refreshToken: data.refresh_token, expiresAt: Date.now() + 3_600_000 });
};

const setBalance = (spaceId: number, balance: number) =>
  backend.mock.store.mutate((state) => {
    const space = state.spaces.find((s) => s.id === spaceId);
    if (space) space.balance_minor = toMinor(balance);
  });

describe('billing page', () => {
  it("shows the heading, the account's funds and the last 7 days of its history, asked for the account in the address's terms", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const expected = await history(spaceId);
    expect(expected.data.length).toBeGreaterThan(0);
    const sent = recordRequests();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing and payment history' })).toBeInTheDocument();
    expect(await screen.findByText(formatMoney(12_480.5, 'USD', 'en'))).toBeInTheDocument();
    expect(screen.queryByTestId('available-funds-warning')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('invoice-row')).toHaveLength(expected.data.length));
    const first = screen.getAllByTestId('invoice-row')[0];
    const row = expected.data[0];
    if (!first || !row) throw new Error('no row');
    expect(within(first).getByText(String(row.id))).toBeInTheDocument();
    expect(within(first).getByText(formatMoney(row.total, 'USD', 'en'))).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    const asked = sent.find((request) => request.path === INVOICE_HISTORY_PATH);
    expect(JSON.parse(asked?.body ?? '{}')).toEqual({ user_id: spaceId, status: null, from_date: lastWeek.from, to_date: lastWeek.to, page: 1, size: 10 });
  });

  it("shows 'no funds' under 1000 and the stronger 'low balance' under 500, in words as well as colour", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    setBalance(spaceId, 750);
    const { unmount } = renderPage();
    expect(await screen.findByText('No funds')).toBeInTheDocument();
    expect(screen.getByTestId('available-funds')).toHaveAttribute('data-level', 'noFunds');
    unmount();
    setBalance(spaceId, 420.5);
    renderPage();
    expect(await screen.findByText('Low balance')).toBeInTheDocument();
    expect(screen.getByText(formatMoney(420.5, 'USD', 'en'))).toBeInTheDocument();
    setBalance(spaceId, 12_480.5);
  });

  it('refreshes the token before the PDF, saves invoice.pdf once however often clicked, and says so', async () => {
    await freshSession();
    renderPage();
    const [button] = await screen.findAllByRole('button', { name: /^Download PDF, invoice \d+$/ });
    if (!button) throw new Error('no download button');
    const sent = recordRequests();
    await backend.settings({ latencyMs: 300 });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(await screen.findByText('Invoice PDF Download Successful')).toBeInTheDocument();
    expect(saveAs).toHaveBeenCalledTimes(1);
    expect(saveAs.mock.calls[0]?.[1]).toBe('invoice.pdf');
    const paths = sent.map((request) => request.path);
    const pdf = paths.filter((path) => path.startsWith(INVOICE_PDF_PATH));
    expect(pdf).toHaveLength(1);
    expect(paths.indexOf(OAUTH_REFRESH_PATH)).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf(OAUTH_REFRESH_PATH)).toBeLessThan(paths.indexOf(pdf[0] ?? ''));
  });

  it("shows the server's message when the download fails", async () => {
    await freshSession();
    renderPage();
    const [button] = await screen.findAllByRole('button', { name: /^Download PDF, invoice \d+$/ });
    if (!button) throw new Error('no download button');
    await backend.settings({ failRate: 1 });
    fireEvent.click(button);
    expect(await screen.findByText('Backend exception')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });
});

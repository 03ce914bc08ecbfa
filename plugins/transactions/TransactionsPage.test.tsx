import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { TRANSACTION_CSV_HEADER, TRANSACTION_PATHS, type Space, type Transaction, type TransactionPage } from '../../src/api/contract';
import { session } from '../../src/auth/session';
import { PLUGINS } from '../../src/app/plugins';
import { addDays, presetRange, todayIso, type DateRange } from '../../src/domain/dateRange';
import { formatMoney } from '../../src/domain/money';
import { formatLocalDateTime } from '../../src/format/dates';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import { FORMULA_PROBE, XSS_PROBE } from '../../mock-server/seed/facts';
import { TRANSACTION_FACTS } from '../../mock-server/seed/transactions';
import transactions from '../../locales/en/transactions.json';
import plugin from './index';
import TransactionsPage from './TransactionsPage';

// jsdom cannot save a file; the test reads what the page hands to FileSaver instead.
const { saveAs } = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs }));

const backend = mockBackend();
const today = todayIso();
const LAST_7 = presetRange('last7', today);

const renderPage = (path = '/transactions') =>
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path={path} messages={transactions} access={plugin.access}>
      <TransactionsPage />
      <Notification />
    </TestAdminContext>,
  );

/** The rows the mock answers for this range and page of an account. */
const rowsOf = async (range: DateRange, page: number, size: number, spaceId: number, as: 'advertiser' | 'admin' = 'advertiser') =>
  (await backend.call<TransactionPage>(TRANSACTION_PATHS.list, { as, json: { from_date: range.from, to_date: range.to, page, size, space_id: spaceId } })).data;

const shown = (row: Transaction, status: string) => [String(row.id), formatMoney(row.amount, 'USD', 'en'), status, formatLocalDateTime(row.transaction_date, 'en'), row.transaction_id, row.comment];
const STATUS = { 1: 'Pending', 2: 'Completed', 3: 'Failed' } as const;

const cellsOfRows = () =>
  within(screen.getByRole('table', { name: 'Transactions' }))
    .getAllByTestId('transaction-row')
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('transactions page', () => {
  it("shows the account's last 7 days by default, newest first, amounts in its currency ($)", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const expected = await rowsOf(LAST_7, 1, 10, spaceId);
    expect(expected.total_size).toBeGreaterThan(10);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    await waitFor(() => expect(cellsOfRows()).toEqual(expected.data.map((row) => shown(row, STATUS[row.status]))));
    expect(cellsOfRows()[0]?.[1]).toMatch(/^\$\d/);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ID', 'Amount', 'Status', 'Date', 'Transaction ID', 'Comment']);
    expect(screen.getByTestId('page-range')).toHaveTextContent(`1–10 of ${expected.total_size}`);
  });

  it('asks for the range, page and page size the address holds (zero-based page there, one-based on the wire)', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const range = presetRange('last30', today);
    const expected = await rowsOf(range, 2, 15, spaceId);
    const sent = recordRequests();
    renderPage(`/transactions?from=${range.from}&to=${range.to}&page=1&pageSize=15`);
    await waitFor(() => expect(cellsOfRows()).toEqual(expected.data.map((row) => shown(row, STATUS[row.status]))));
    const asked = sent.filter((request) => request.path === TRANSACTION_PATHS.list).map((request) => JSON.parse(request.body ?? '{}') as unknown);
    expect(asked).toEqual([{ from_date: range.from, to_date: range.to, page: 2, size: 15, space_id: spaceId }]);
  });

  it("shows the administrator the account it acts on, amounts in that account's currency (₦)", async () => {
    await backend.signIn('admin');
    const naira = backend.mock.store.state().spaces.find((space) => space.currency === 'NGN');
    if (!naira) throw new Error('no naira account');
    const space = (await backend.call<Space>(`/v1/space/${naira.id}`, { as: 'admin' })).data;
    session.setSelectedSpace(space);
    const range = presetRange('last365', today);
    const expected = await rowsOf(range, 1, 10, naira.id, 'admin');
    expect(expected.total_size).toBeGreaterThan(0);
    const sent = recordRequests();
    renderPage(`/transactions?from=${range.from}&to=${range.to}`);
    await waitFor(() => expect(cellsOfRows().map((cells) => cells.slice(0, 2))).toEqual(expected.data.map((row) => [String(row.id), formatMoney(row.amount, 'NGN', 'en')])));
    expect(cellsOfRows()[0]?.[1]).toMatch(/^₦/);
    expect(sent.filter((request) => request.path === TRANSACTION_PATHS.list).map((request) => (JSON.parse(request.body ?? '{}') as { space_id: number }).space_id)).toEqual([naira.id]);
  });

  it('shows a comment with markup as text', async () => {
    await backend.signIn('advertiser');
    const day = addDays(today, -TRANSACTION_FACTS.markupDaysAgo);
    renderPage(`/transactions?from=${day}&to=${addDays(day, 1)}`);
    expect(await screen.findByText(XSS_PROBE)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Transactions' }).querySelector('img')).toBeNull();
  });

  it('says so for a range without transactions', async () => {
    await backend.signIn('advertiser');
    renderPage('/transactions?from=2001-01-01&to=2001-02-01');
    expect(await screen.findByText('No transactions in this period.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('transaction-row')).toHaveLength(0);
  });

  it("exports the range's CSV once however often clicked, saved under the server's name", async () => {
    await backend.signIn('advertiser');
    const day = addDays(today, -TRANSACTION_FACTS.formulaDaysAgo);
    const range = { from: day, to: addDays(day, 1) };
    renderPage(`/transactions?from=${range.from}&to=${range.to}`);
    await waitFor(() => expect(screen.getAllByTestId('transaction-row').length).toBeGreaterThan(0));
    const sent = recordRequests();
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await backend.settings({ latencyMs: 300 });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = saveAs.mock.calls[0] as [Blob, string];
    expect(name).toBe(`transactions-${day}-${day}.csv`);
    const text = await blob.text();
    expect(text).toContain(TRANSACTION_CSV_HEADER.join(','));
    expect(text).toContain(`'${FORMULA_PROBE.replaceAll('"', '""')}`);
    expect(sent.filter((request) => request.path === TRANSACTION_PATHS.csv)).toHaveLength(1);
    expect(await screen.findByText('The CSV file is saved.')).toBeInTheDocument();
  });

  it("shows the server's message when the export fails", async () => {
    await backend.signIn('advertiser');
    renderPage('/transactions?from=2001-01-01&to=2001-02-01');
    expect(await screen.findByText('No transactions in this period.')).toBeInTheDocument();
    await backend.settings({ failRate: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Backend exception')).toBeInTheDocument();
  });
});

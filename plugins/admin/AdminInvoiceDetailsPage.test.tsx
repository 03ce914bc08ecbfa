import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { I18nProvider } from 'ra-core';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_INVOICE_PATHS,
  INVOICE_PATH,
  INVOICE_PDF_PATH,
  invoiceEmailSubject,
  type InvoiceTransactionsPage,
  type SentInvoice,
  type WhitelabelInfo,
} from '../../src/api/contract';
import { createAppAuthProvider } from '../../src/auth/appAuthProvider';
import { PLUGINS } from '../../src/app/plugins';
import { fetchWhitelabel } from '../../src/data/whitelabelInfo';
import { formatCount, formatMoney } from '../../src/domain/money';
import { accessTableOf } from '../../src/plugins/registry';
import { appI18nProvider, WithAppPlugins } from '../../src/test/appI18n';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { signOut } from '../../src/test/signedIn';
import { TestAdminContext } from '../../src/test/TestAdminContext';
import { WhitelabelProvider } from '../../src/whitelabel/WhitelabelContext';
import { lastStatementId } from '../../mock-server/billing/invoice-ledger';
import { todayDayNumber } from '../../mock-server/dates';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import AdminInvoiceDetailsPage from './AdminInvoiceDetailsPage';

// jsdom cannot save a file; the test reads what the page hands to FileSaver instead.
const { saveAs } = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs }));

const backend = mockBackend();
const access = accessTableOf(PLUGINS);
const authProvider = createAppAuthProvider(access);
let i18n: I18nProvider;
let whitelabel: WhitelabelInfo;

/** The demo advertiser's last monthly statement: an invoice of the administrator's white-label. */
const INVOICE_ID = lastStatementId(PERSONA_IDS.advertiser.spaceId, todayDayNumber());

const renderPage = (path = `/admin/invoice/details/${INVOICE_ID}`) =>
  render(
    <WhitelabelProvider value={whitelabel}>
      <TestAdminContext authProvider={authProvider} access={access} dataProvider={backend.dataProvider(PLUGINS)} path={path}>
        <WithAppPlugins i18n={i18n}>
          <Routes>
            <Route path="/admin/invoice/details/:id" element={<AdminInvoiceDetailsPage />} />
          </Routes>
          <Notification />
        </WithAppPlugins>
      </TestAdminContext>
    </WhitelabelProvider>,
  );

const invoice = async () => (await backend.call<SentInvoice>(`${INVOICE_PATH}/${INVOICE_ID}`, { as: 'admin' })).data;
const transactions = async () => (await backend.call<InvoiceTransactionsPage>(`${ADMIN_INVOICE_PATHS.transactions}/${INVOICE_ID}`, { as: 'admin' })).data;
const general = (field: string) => screen.getByTestId('invoice-general').querySelector(`[data-field="${field}"]`)?.textContent;
const sendBodies = (sent: ReturnType<typeof recordRequests>) =>
  sent.filter((request) => request.path === `${ADMIN_INVOICE_PATHS.send}/${INVOICE_ID}`).map((request) => JSON.parse(request.body ?? '{}') as unknown);

/** Opens the send modal; answers the dialog and its send button. */
const openSend = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Send invoice' }));
  const dialog = await screen.findByRole('dialog');
  return { dialog, send: within(dialog).getByRole('button', { name: 'Send' }) };
};

describe('administrator invoice details page', () => {
  beforeAll(async () => {
    i18n = await appI18nProvider('en');
    whitelabel = await fetchWhitelabel();
  });
  afterEach(signOut);

  it('shows the general block, the transactions and the campaigns spent as the API answers them, with a back link to the payments', async () => {
    await backend.signIn('admin');
    const [expected, moves] = await Promise.all([invoice(), transactions()]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice details' })).toBeInTheDocument();
    await screen.findByTestId('invoice-general');
    expect(general('number')).toBe(String(expected.id));
    expect(general('userName')).toBe(expected.user_name);
    expect(general('email')).toBe(expected.email);
    expect(general('currency')).toBe('USD');
    expect(general('toBePaid')).toBe(formatMoney(expected.to_be_paid, 'USD', 'en'));
    expect(general('balanceLastInvoice')).toBe(formatMoney(expected.balance_last_invoice, 'USD', 'en'));
    const campaigns = screen.getAllByTestId('invoice-campaign-row');
    expect(campaigns).toHaveLength(expected.line_items.length);
    const [line] = expected.line_items;
    if (!line || !campaigns[0]) throw new Error('no line item');
    expect(within(campaigns[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([line.campaign_name, formatCount(line.impression_count, 'en'), formatMoney(line.amount, 'USD', 'en')]);
    expect(screen.getByTestId('invoice-campaigns-total').textContent).toBe(formatMoney(expected.total, 'USD', 'en'));
    await waitFor(() => expect(screen.getAllByTestId('invoice-transaction-row')).toHaveLength(moves.data.length));
    expect(screen.getByRole('link', { name: 'Back to payments' })).toHaveAttribute('href', '/admin/payments');
  });

  it("links back to the user's payments page when the address names the user", async () => {
    await backend.signIn('admin');
    renderPage(`/admin/invoice/details/${INVOICE_ID}?user=${PERSONA_IDS.advertiser.userId}`);
    expect(await screen.findByRole('link', { name: "Back to the user's payments" })).toHaveAttribute('href', `/admin/user/details/${PERSONA_IDS.advertiser.userId}`);
    // Ends once the page has loaded, so no request is cut short by the unmount.
    await screen.findByTestId('invoice-general');
    await waitFor(() => expect(screen.getAllByTestId('invoice-transaction-row').length).toBeGreaterThan(0));
  });

  it("sends by email once a type is chosen: the invoice's address prefilled, no date sent, the mailbox holds it", async () => {
    await backend.signIn('admin');
    const expected = await invoice();
    renderPage();
    const { dialog, send } = await openSend();
    expect(send).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Email' }));
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveValue(expected.email);
    const to = `billing.${Date.now()}@advertiser.example`;
    fireEvent.change(email, { target: { value: to } });
    const sent = recordRequests();
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Invoice send successfully')).toBeInTheDocument();
    expect(sendBodies(sent)).toEqual([{ type: 'email', email: to }]);
    expect(backend.mock.mailbox.list(to)[0]?.subject).toContain(invoiceEmailSubject(INVOICE_ID));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends internally with the chosen day, no email sent, and shows the day in the general block', async () => {
    await backend.signIn('admin');
    renderPage();
    const { dialog, send } = await openSend();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Internal' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-11-20' } });
    const sent = recordRequests();
    fireEvent.click(send);
    expect(await screen.findByText('Invoice send successfully')).toBeInTheDocument();
    expect(sendBodies(sent)).toEqual([{ type: 'internal', date: '2026-11-20' }]);
    await waitFor(() => expect(general('sentInternally')).toBe('Nov 20, 2026'));
  });

  it("keeps the typed values and shows the server's message when the send is refused", async () => {
    await backend.signIn('admin');
    // The same send to a well-formed address is taken, so the refusal below is the address's doing.
    const taken = await backend.call(`${ADMIN_INVOICE_PATHS.send}/${INVOICE_ID}`, { as: 'admin', json: { type: 'email', email: `billing.${Date.now()}@advertiser.example` } });
    expect(taken.type.code).toBe(0);
    renderPage();
    const { dialog, send } = await openSend();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Email' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Email/ }), { target: { value: 'not-an-email' } });
    fireEvent.click(send);
    expect(await within(dialog).findByText('Please type valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue('not-an-email');
    expect(within(dialog).getByRole('radio', { name: 'Email' })).toBeChecked();
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('downloads the PDF once however often clicked, saved as invoice.pdf, and says so', async () => {
    await backend.signIn('admin');
    renderPage();
    const button = await screen.findByRole('button', { name: 'Download PDF' });
    const sent = recordRequests();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Invoice PDF Download Successful')).toBeInTheDocument();
    expect(saveAs).toHaveBeenCalledTimes(1);
    expect(saveAs.mock.calls[0]?.[1]).toBe('invoice.pdf');
    expect(sent.filter((request) => request.path === `${INVOICE_PDF_PATH}/${INVOICE_ID}`)).toHaveLength(1);
  });

  it('says the invoice is not found for an id the mock does not know', async () => {
    await backend.signIn('admin');
    // The same read of a known id is answered, so the page's alert is the id's doing.
    expect((await backend.call(`${INVOICE_PATH}/${INVOICE_ID}`, { as: 'admin' })).type.code).toBe(0);
    renderPage('/admin/invoice/details/42');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invoice' })).not.toBeInTheDocument();
  });
});

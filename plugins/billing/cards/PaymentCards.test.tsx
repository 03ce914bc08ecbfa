import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { PAYMENT_METHOD_PATHS, type PaymentMethod } from '../../../src/api/contract';
import { PLUGINS } from '../../../src/app/plugins';
import { mockBackend } from '../../../src/test/mockBackend';
import { TestAdminContext, testAuthProvider } from '../../../src/test/TestAdminContext';
import { WhitelabelProvider } from '../../../src/whitelabel/WhitelabelContext';
import { DEFAULT_WHITELABEL } from '../../../src/whitelabel/whitelabel';
import billing from '../../../locales/en/billing.json';
import core from '../../../locales/en/core.json';
import { PaymentCards } from './PaymentCards';

const backend = mockBackend();
const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...billing }) as unknown as TranslationMessages, 'en');
const TERMS = 'https://terms.example/tos';

const savedCards = async () => (await backend.call<PaymentMethod[]>(PAYMENT_METHOD_PATHS.list, { as: 'advertiser' })).data;

const renderCards = async (path = '/payments/history') => {
  await backend.signIn('advertiser');
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path={path}>
      <I18nContextProvider value={i18n}>
        <WhitelabelProvider value={{ ...DEFAULT_WHITELABEL, term_of_service_url: TERMS }}>
          <PaymentCards />
          <Notification />
        </WhitelabelProvider>
      </I18nContextProvider>
    </TestAdminContext>,
  );
  return screen.findByRole('list', { name: 'Payment methods' });
};

describe('payment cards', () => {
  it("lists the account's cards with brand, last four digits, expiry and the default marker, and the corporate note with the terms link", async () => {
    const cards = await savedCards();
    const list = await renderCards();
    const visa = await within(list).findByRole('listitem', { name: 'Visa •••• 4242' });
    expect(within(visa).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(within(visa).getByText('Default')).toBeInTheDocument();
    expect(within(visa).getByText('Expires 12/30')).toBeInTheDocument();
    expect(within(visa).queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument();
    const mastercard = within(list).getByRole('listitem', { name: 'Mastercard •••• 4444' });
    expect(within(mastercard).getByRole('button', { name: 'Set as default' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').filter((item) => item.hasAttribute('data-card-id'))).toHaveLength(cards.length);
    // The demo advertiser is a company account.
    expect(screen.getByTestId('corporate-cards-note')).toHaveTextContent('Corporate cards');
    expect(screen.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', TERMS);
  });

  it('sets a card as the default, and deletes a card only once confirmed', async () => {
    const user = userEvent.setup();
    const list = await renderCards();
    const mastercard = await within(list).findByRole('listitem', { name: 'Mastercard •••• 4444' });
    await user.click(within(mastercard).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(within(mastercard).getByText('Default')).toBeInTheDocument());
    expect((await savedCards()).find((card) => card.is_default)?.card_number).toBe('4444');

    await user.click(within(mastercard).getByRole('button', { name: 'Delete Mastercard •••• 4444' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await savedCards()).toHaveLength(2);
    await user.click(within(mastercard).getByRole('button', { name: 'Delete Mastercard •••• 4444' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this card?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Mastercard •••• 4444' })).not.toBeInTheDocument());
    // The default went, so the remaining card became the default.
    expect((await savedCards()).map((card) => [card.card_number, card.is_default])).toEqual([['4242', true]]);
    await backend.reset();
  });

  it('says clearly that Stripe is not configured when the server names Stripe and this build has no key', async () => {
    await backend.settings({ paymentVendor: 'stripe' });
    const user = userEvent.setup();
    await renderCards();
    const add = await screen.findByRole('button', { name: 'Add payment method' });
    // Enabled once the account is known (the call names its user).
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    expect(within(dialog).getByText(/Card payments through Stripe are not configured/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says how the Ameria page ended (e2e/billing-cards.e2e.ts checks the parameter is dropped)', async () => {
    await renderCards('/payments/history?payment=success');
    expect(await screen.findByText('Your card was linked')).toBeInTheDocument();
  });
});

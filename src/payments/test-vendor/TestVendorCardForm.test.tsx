import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { CARD_DECLINE_MESSAGES, PAYMENT_METHOD_PATHS, TEST_CARD_NUMBERS, type PaymentMethod } from '../../api/contract';
import { PLUGINS } from '../../app/plugins';
import { mockBackend } from '../../test/mockBackend';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';
import billing from '../../../locales/en/billing.json';
import core from '../../../locales/en/core.json';
import { TestVendorCardForm } from './TestVendorCardForm';

const backend = mockBackend();
const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...billing }) as unknown as TranslationMessages, 'en');
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** A setup secret for the advertiser's account, asked through the app's own dataProvider. */
const setupSecret = async (): Promise<string> => {
  await backend.signIn('advertiser');
  return backend.dataProvider(PLUGINS).invoke<string>('payment-methods', 'clientToken', {});
};

const savedCards = async () => (await backend.call<PaymentMethod[]>(PAYMENT_METHOD_PATHS.list, { as: 'advertiser' })).data;

const renderForm = (clientSecret: string) => {
  const onSaved = vi.fn();
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path="/payments/history">
      <I18nContextProvider value={i18n}>
        <TestVendorCardForm clientSecret={clientSecret} onSaved={onSaved} onCancel={vi.fn()} />
      </I18nContextProvider>
    </TestAdminContext>,
  );
  return onSaved;
};

const typeCard = async (number: string, expiry = `04/${nextYear}`) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Card number/), number);
  await user.type(screen.getByLabelText(/Expiry/), expiry);
  await user.type(screen.getByLabelText(/CVC/), '123');
  await user.type(screen.getByLabelText(/Name on card/), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Save card' }));
  return user;
};

describe('the test vendor adapter', () => {
  it("shows the provider's decline under the form, keeps every typed value and saves nothing", async () => {
    const before = await savedCards();
    const onSaved = renderForm(await setupSecret());
    await typeCard(TEST_CARD_NUMBERS.insufficientFunds);
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_DECLINE_MESSAGES.insufficientFunds);
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4000 0000 0000 9995');
    expect(screen.getByLabelText(/Name on card/)).toHaveValue('Ada Lovelace');
    expect(onSaved).not.toHaveBeenCalled();
    expect(await savedCards()).toEqual(before);
  });

  it('asks for the expiry as MM/YY before sending anything', async () => {
    renderForm(await setupSecret());
    await typeCard(TEST_CARD_NUMBERS.visa, '13/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the expiry date as MM/YY.');
  });

  it('runs the authentication step: completed, the card is saved; failed, the message shows and nothing is saved', async () => {
    const before = await savedCards();
    const onSaved = renderForm(await setupSecret());
    const user = await typeCard(TEST_CARD_NUMBERS.authenticationRequired);
    const step = await screen.findByRole('dialog', { name: 'Confirm this card' });
    await user.click(within(step).getByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_DECLINE_MESSAGES.authenticationFailed);
    expect(await savedCards()).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm this card' });
    await user.click(within(again).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const after = await savedCards();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((card) => !before.some((old) => old.id === card.id))).toMatchObject({ card_number: '3155', credit_card_type_key: 1, client_name: 'Ada Lovelace' });
  });
});

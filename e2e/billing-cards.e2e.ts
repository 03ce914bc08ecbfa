import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARD_DECLINE_MESSAGES, PAYMENT_METHOD_PATHS, SETUP_SECRET_PATTERN, TEST_CARD_NUMBERS, type PaymentMethod } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockAdmin, mockNow } from './support/mockAdmin';

/**
 * The billing page's saved cards (spec 3 §2, §4, §7, §8) against the mock: adding a card through the
 * offline test vendor (accepted, declined, authenticated), the Stripe adapter's wiring with a stand-in
 * Stripe.js, set default and delete, the Ameria round trip, and axe with the add dialog open.
 */

const BILLING = '/payments/history';
type Language = 'en' | 'ru';

/** What the user reads, per language (locales/<lang>/billing.json). */
const TEXT = {
  en: {
    add: 'Add payment method',
    dialog: 'Add a card',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    name: 'Name on card',
    save: 'Save card',
    added: 'Card added',
    authDialog: 'Confirm this card',
    authComplete: 'Complete authentication',
    makeDefault: 'Set as default',
    deleteTitle: 'Delete this card?',
    delete: 'Delete',
    default: 'Default',
    linked: 'Your card was linked',
    section: 'Payment methods',
  },
  ru: {
    add: 'Добавить способ оплаты',
    dialog: 'Добавление карты',
    number: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvc: 'CVC',
    name: 'Имя на карте',
    save: 'Сохранить карту',
    added: 'Карта добавлена',
    authDialog: 'Подтвердите карту',
    authComplete: 'Подтвердить',
    makeDefault: 'Сделать основной',
    deleteTitle: 'Удалить эту карту?',
    delete: 'Удалить',
    default: 'Основная',
    linked: 'Карта привязана',
    section: 'Способы оплаты',
  },
} satisfies Record<Language, Record<string, string>>;

const savedCards = async (): Promise<PaymentMethod[]> => {
  const { access_token } = await personaToken('advertiser');
  return apiData<PaymentMethod[]>(PAYMENT_METHOD_PATHS.list, access_token);
};

/** Switches the language the way a user does: the shell's language switch. */
const switchToRussian = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
  await page.getByRole('combobox', { name: 'Язык' }).first().waitFor();
};

/** The advertiser's billing page in a language, the cards section shown. */
const openBilling = async (page: Page, language: Language) => {
  await loginAs(page, 'advertiser', BILLING);
  if (language === 'ru') await switchToRussian(page);
  await page.getByRole('heading', { name: TEXT[language].section, level: 2 }).waitFor();
};

const openAddDialog = async (page: Page, language: Language) => {
  await page.getByRole('button', { name: TEXT[language].add }).click();
  const dialog = page.getByRole('dialog', { name: TEXT[language].dialog });
  await dialog.getByLabel(TEXT[language].name).first().waitFor();
  return dialog;
};

const typeCard = async (page: Page, language: Language, number: string) => {
  const t = TEXT[language];
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await dialog.getByLabel(t.number).fill(number);
  await dialog.getByLabel(t.expiry).fill(`04/${String((new Date(await mockNow()).getUTCFullYear() + 2) % 100).padStart(2, '0')}`);
  await dialog.getByLabel(t.cvc).fill('123');
  await dialog.getByLabel(t.name).fill('Ada Lovelace');
  await dialog.getByRole('button', { name: t.save }).click();
};

const cardTiles = (page: Page, label: string) => page.getByRole('listitem', { name: label, exact: true });
const savedCount = (cards: PaymentMethod[], brand: number, last4: string) => cards.filter((card) => card.credit_card_type_key === brand && card.card_number === last4).length;

describe('billing page: saved cards', () => {
  const browser = useBrowser();

  for (const language of ['en', 'ru'] as const) {
    it(`adds cards with the test vendor in ${language === 'en' ? 'English' : 'Russian'}: a decline shows the message and saves nothing, authentication then saves`, async () => {
      const t = TEXT[language];
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openBilling(page, language);
      const before = await savedCards();
      await expect.poll(() => page.getByRole('listitem').filter({ hasText: '••••' }).count()).toBe(before.length);

      // Declined: the provider's message under the form, every typed value kept, nothing saved.
      const dialog = await openAddDialog(page, language);
      await typeCard(page, language, '4000 0000 0000 0002');
      await expect.poll(() => dialog.getByTestId('card-setup-message').textContent()).toBe(CARD_DECLINE_MESSAGES.declined);
      expect(await dialog.getByLabel(t.number).inputValue()).toBe('4000 0000 0000 0002');
      expect(await dialog.getByLabel(t.name).inputValue()).toBe('Ada Lovelace');
      expect(await savedCards()).toHaveLength(before.length);

      // Authentication asked, then completed: the card is saved and listed.
      await dialog.getByLabel(t.number).fill(TEST_CARD_NUMBERS.authenticationRequired);
      await dialog.getByRole('button', { name: t.save }).click();
      const authentication = page.getByRole('dialog', { name: t.authDialog });
      await authentication.getByRole('button', { name: t.authComplete }).click();
      await page.getByText(t.added).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => cardTiles(page, 'Visa •••• 3155').count()).toBe(savedCount(before, 1, '3155') + 1);
      expect(await savedCards()).toHaveLength(before.length + 1);

      // Accepted at once (Mastercard), and Escape closes the dialog when opened again.
      await openAddDialog(page, language);
      await typeCard(page, language, TEST_CARD_NUMBERS.mastercard);
      await expect.poll(() => cardTiles(page, 'Mastercard •••• 4444').count()).toBe(savedCount(before, 2, '4444') + 1);
      expect(await savedCards()).toHaveLength(before.length + 2);
      await openAddDialog(page, language);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    });
  }

  it('sets a card as the default and deletes one after confirming, each call sent once', async () => {
    const t = TEXT.en;
    const page = await browser.newPage({ width: 1300, height: 1000 });
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'GET' && path.startsWith('/v1/payment')) calls.push(`${request.method()} ${path}`);
    });
    await openBilling(page, 'en');
    const cards = await savedCards();
    const other = cards.find((card) => !card.is_default);
    if (!other) throw new Error('the advertiser has no card besides the default');
    const label = `${other.credit_card_type_key === 2 ? 'Mastercard' : 'Visa'} •••• ${other.card_number}`;
    // Earlier tests may have added a card of the same brand and digits: this one by its id.
    const tile = page.locator(`li[data-card-id="${other.id}"]`);
    expect(await tile.getAttribute('aria-label')).toBe(label);
    await tile.getByRole('button', { name: t.makeDefault }).dblclick();
    await tile.getByText(t.default, { exact: true }).waitFor();
    expect(calls).toEqual([`POST ${PAYMENT_METHOD_PATHS.makeDefault}/${other.id}`]);
    expect((await savedCards()).find((card) => card.is_default)?.id).toBe(other.id);

    // Delete asks first; Escape keeps the card, Delete removes it.
    await tile.getByRole('button', { name: `${t.delete} ${label}` }).click();
    const confirm = page.getByRole('dialog', { name: t.deleteTitle });
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(calls).toHaveLength(1);
    await tile.getByRole('button', { name: `${t.delete} ${label}` }).click();
    await confirm.getByRole('button', { name: t.delete }).dblclick();
    await confirm.waitFor({ state: 'detached' });
    await tile.waitFor({ state: 'detached' });
    expect(calls).toEqual([`POST ${PAYMENT_METHOD_PATHS.makeDefault}/${other.id}`, `DELETE ${PAYMENT_METHOD_PATHS.remove}/${other.id}`]);
    const after = await savedCards();
    expect(after.map((card) => card.id)).not.toContain(other.id);
    // The deleted card was the default: the most recent remaining card took over.
    expect(after.filter((card) => card.is_default)).toHaveLength(after.length > 0 ? 1 : 0);
  });

  it("drives Stripe Elements through the adapter with a stand-in Stripe.js: the mock's setup secret reaches confirmCardSetup, its error shows under the form, nothing leaves localhost", async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // Stands in for Stripe.js before the app loads: @stripe/stripe-js/pure finds window.Stripe and injects no script.
    await page.addInitScript(() => {
      type Handler = (...args: unknown[]) => void;
      const calls: { secret: string; data: unknown }[] = [];
      const element = () => {
        const handlers: Record<string, Handler[]> = {};
        return {
          mount(node: HTMLElement | string) {
            const host = typeof node === 'string' ? document.querySelector(node) : node;
            if (host) host.textContent = 'Stand-in card field';
            setTimeout(() => (handlers.ready ?? []).forEach((handler) => handler({ elementType: 'card' })));
          },
          on(event: string, handler: Handler) {
            (handlers[event] ??= []).push(handler);
          },
          off() {},
          update() {},
          destroy() {},
          unmount() {},
          focus() {},
          blur() {},
          clear() {},
        };
      };
      const Stripe = (key: string) => {
        let card: ReturnType<typeof element> | null = null;
        return {
          key,
          elements: () => ({
            create: () => (card = element()),
            getElement: () => card,
            update() {},
          }),
          createToken: async () => ({}),
          createPaymentMethod: async () => ({}),
          confirmCardPayment: async () => ({}),
          confirmCardSetup: async (secret: string, data: unknown) => {
            calls.push({ secret, data });
            return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
          },
        };
      };
      // The release train @stripe/stripe-js expects, so it prints no version warning.
      Object.assign(Stripe, { version: 'endive' });
      Object.assign(window, { Stripe, __stripeCalls: calls });
    });
    await mockAdmin.paymentVendor('stripe');
    try {
      await openBilling(page, 'en');
      // The mock's answer passes through unchanged; the test only reads the secret it carries.
      let secret = '';
      await page.route(`**${PAYMENT_METHOD_PATHS.clientToken}**`, async (route) => {
        const response = await route.fetch();
        secret = (await response.text()).trim();
        await route.fulfill({ response });
      });
      await page.getByRole('button', { name: TEXT.en.add }).click();
      const dialog = page.getByRole('dialog', { name: TEXT.en.dialog });
      await dialog.getByText('Stand-in card field').waitFor();
      expect(secret).toMatch(SETUP_SECRET_PATTERN);
      await dialog.getByLabel(TEXT.en.name).fill('Ada Lovelace');
      await dialog.getByRole('button', { name: TEXT.en.save }).click();
      await expect.poll(() => dialog.getByTestId('card-setup-message').textContent()).toBe('Your card was declined.');
      const calls = await page.evaluate(() => (window as unknown as { __stripeCalls: { secret: string; data: { payment_method?: { billing_details?: { name?: string } } } }[] }).__stripeCalls);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.secret).toBe(secret);
      expect(calls[0]?.data.payment_method?.billing_details?.name).toBe('Ada Lovelace');
      const outside = requested.filter((url) => !['localhost', '127.0.0.1'].includes(new URL(url).hostname) && !/^(data|blob):/.test(url));
      expect(outside).toEqual([]);
    } finally {
      await mockAdmin.paymentVendor('test');
    }
  });

  it('sends the browser to the Ameria page and back: Confirm saves a card, the return says so and leaves the address clean', async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await mockAdmin.paymentVendor('ameria');
    try {
      await openBilling(page, 'en');
      const before = await savedCards();
      await page.getByRole('button', { name: TEXT.en.add }).click();
      await page.getByRole('heading', { name: 'Ameriabank (test)' }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/v1\/payment\/ameria\/checkout\/[0-9a-f]{32}$/);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(TEXT.en.linked).waitFor();
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(BILLING);
      const after = await savedCards();
      expect(after).toHaveLength(before.length + 1);
      const linked = after.find((card) => !before.some((old) => old.id === card.id));
      expect(linked?.credit_card_type_key).toBe(11);
      await page.locator(`li[data-card-id="${linked?.id ?? 0}"]`).getByText(`•••• ${linked?.card_number ?? ''}`).waitFor();
    } finally {
      await mockAdmin.paymentVendor('test');
    }
  });

  for (const language of ['en', 'ru'] as const) {
    it(`has no serious or critical violations with the add dialog open in ${language === 'en' ? 'English' : 'Russian'}`, async () => {
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openBilling(page, language);
      await page.getByRole('listitem').filter({ hasText: '••••' }).first().waitFor();
      const pageViolations = await seriousViolations(page);
      expect(pageViolations, describeViolations(pageViolations)).toEqual([]);
      await openAddDialog(page, language);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});

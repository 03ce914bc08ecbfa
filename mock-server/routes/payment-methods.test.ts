import { describe, expect, it } from 'vitest';
import {
  CARD_DECLINE_MESSAGES,
  CARD_SETUPS_PER_ACCOUNT_MAX,
  PAYMENT_METHOD_PATHS,
  SETUP_SECRET_PATTERN,
  TEST_CARD_NUMBERS,
  type AddPaymentMethodAnswer,
  type PaymentMethod,
  type TestVendorAnswer,
} from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();
const ADVERTISER = PERSONA_IDS.advertiser;

const cards = (token: string, userId?: number) =>
  call<PaymentMethod[]>(t.base, `${PAYMENT_METHOD_PATHS.list}${userId === undefined ? '' : `?user-id=${userId}`}`, { token });

/** A space other than the personas' that the seed gave a card, and its owner. */
const otherAccountCard = (): { card: PaymentMethod; ownerUserId: number } => {
  const state = t.mock.store.state();
  const card = state.payment_methods.find((c) => c.space_id !== ADVERTISER.spaceId && c.space_id !== PERSONA_IDS.admin.spaceId);
  const space = card && state.spaces.find((s) => s.id === card.space_id);
  if (!card || !space) throw new Error('seed: no other account with a card');
  return { card, ownerUserId: space.owner_user_id };
};

const clientToken = async (token: string, spaceId?: number): Promise<{ status: number; text: string }> => {
  const query = spaceId === undefined ? '' : `?space_id=${spaceId}`;
  const response = await fetch(`${t.base}${PAYMENT_METHOD_PATHS.clientToken}${query}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text() };
};

const futureYear = new Date().getUTCFullYear() + 2;
const confirm = (secret: string, number: string, token = t.advertiser) =>
  call<TestVendorAnswer>(t.base, PAYMENT_METHOD_PATHS.testVendorConfirm, {
    token,
    json: { client_secret: secret, number, exp_month: 4, exp_year: futureYear, cvc: '123', name: 'Ada Lovelace' },
  });

/** A card the advertiser saves through a fresh setup (the positive control of a refused card or card call). */
const addedCard = async (): Promise<PaymentMethod> => {
  const answer = await confirm((await clientToken(t.advertiser)).text, TEST_CARD_NUMBERS.visa);
  if (answer.data.status !== 'succeeded') throw new Error(`expected succeeded, got ${JSON.stringify(answer.data)}`);
  return answer.data.payment_method;
};

const settings = (patch: object) => call(t.base, '/__mock/settings', { json: patch });

describe('payment methods', () => {
  it("lists the advertiser's two seeded cards, default first, with only the last four digits", async () => {
    const answer = await cards(t.advertiser);
    expect(answer.type.code).toBe(0);
    expect(answer.data.map((c) => [c.card_number, c.credit_card_type_key, c.is_default])).toEqual([
      ['4242', 1, true],
      ['4444', 2, false],
    ]);
    expectEvery(answer.data, (c) => c.space_id === ADVERTISER.spaceId);
    expect((await cards(t.advertiser, ADVERTISER.userId)).data).toEqual(answer.data);
  });

  it("refuses another account's cards to a non-admin (list, default, delete) and lets an admin act for it", async () => {
    const { card, ownerUserId } = otherAccountCard();
    // The same calls on the advertiser's own account are answered: the list, making the default the
    // default, a delete with and without the space (of cards added for it) and the card form's token.
    expect((await cards(t.advertiser, ADVERTISER.userId)).type.code).toBe(0);
    const ownDefault = (await cards(t.advertiser)).data.find((c) => c.is_default);
    if (!ownDefault) throw new Error('no own default card');
    expect((await call(t.base, `${PAYMENT_METHOD_PATHS.makeDefault}/${ownDefault.id}`, { method: 'POST', token: t.advertiser })).type.code).toBe(0);
    expect((await call(t.base, `${PAYMENT_METHOD_PATHS.remove}/${(await addedCard()).id}`, { method: 'DELETE', token: t.advertiser })).type.code).toBe(0);
    expect((await call(t.base, `${PAYMENT_METHOD_PATHS.remove}/${(await addedCard()).id}?space_id=${ADVERTISER.spaceId}`, { method: 'DELETE', token: t.advertiser })).type.code).toBe(0);
    expect((await clientToken(t.advertiser, ADVERTISER.spaceId)).status).toBe(200);
    for (const answer of [
      await cards(t.advertiser, ownerUserId),
      await cards(t.advertiser, 999_999),
      await call(t.base, `${PAYMENT_METHOD_PATHS.makeDefault}/${card.id}`, { method: 'POST', token: t.advertiser }),
      await call(t.base, `${PAYMENT_METHOD_PATHS.remove}/${card.id}`, { method: 'DELETE', token: t.advertiser }),
      await call(t.base, `${PAYMENT_METHOD_PATHS.remove}/${card.id}?space_id=${ADVERTISER.spaceId}`, { method: 'DELETE', token: t.advertiser }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.type.code).toBe(3);
    }
    expect((await clientToken(t.advertiser, card.space_id)).status).toBe(403);
    // The card is still there, and an administrator sees and changes it.
    const asAdmin = await cards(t.admin, ownerUserId);
    expect(asAdmin.data.map((c) => c.id)).toContain(card.id);
    const made = await call<PaymentMethod[]>(t.base, `${PAYMENT_METHOD_PATHS.makeDefault}/${card.id}`, { method: 'POST', token: t.admin });
    expect(made.data.find((c) => c.id === card.id)?.is_default).toBe(true);
    expect((await cards(t.admin, 999_999)).type.code).toBe(6);
    // The analyst (no PAGE_BILLING) is refused even their own account's cards, which the advertiser reads.
    expect((await cards(t.advertiser)).type.code).toBe(0);
    expect((await cards(t.analyst)).type.code).toBe(3);
  });

  it('refuses a card with the provider message and stores nothing', async () => {
    // The same confirm of a valid card, on a setup of its own, saves it.
    await addedCard();
    const before = await cards(t.advertiser);
    const { text: secret } = await clientToken(t.advertiser);
    expect(secret).toMatch(SETUP_SECRET_PATTERN);
    for (const [number, message] of [
      [TEST_CARD_NUMBERS.declined, CARD_DECLINE_MESSAGES.declined],
      [TEST_CARD_NUMBERS.insufficientFunds, CARD_DECLINE_MESSAGES.insufficientFunds],
      ['4242 4242 4242 4241', CARD_DECLINE_MESSAGES.incorrectNumber],
    ] as const) {
      const answer = await confirm(secret, number);
      expect(answer.data).toEqual({ status: 'failed', error: { code: expect.any(String), message } });
    }
    const expired = await call<TestVendorAnswer>(t.base, PAYMENT_METHOD_PATHS.testVendorConfirm, {
      token: t.advertiser,
      json: { client_secret: secret, number: TEST_CARD_NUMBERS.visa, exp_month: 1, exp_year: 2020, cvc: '123', name: 'A' },
    });
    expect(expired.data).toMatchObject({ status: 'failed', error: { message: CARD_DECLINE_MESSAGES.expired } });
    const badCvc = await call<TestVendorAnswer>(t.base, PAYMENT_METHOD_PATHS.testVendorConfirm, {
      token: t.advertiser,
      json: { client_secret: secret, number: TEST_CARD_NUMBERS.visa, exp_month: 1, exp_year: futureYear, cvc: '12', name: 'A' },
    });
    expect(badCvc.data).toMatchObject({ status: 'failed', error: { message: CARD_DECLINE_MESSAGES.incorrectCvc } });
    expect((await cards(t.advertiser)).data).toEqual(before.data);
    // Someone else's secret is refused outright.
    expect((await confirm(secret, TEST_CARD_NUMBERS.visa, t.analyst)).type.code).toBe(3);
  });

  it('holds a card that needs authentication, stores it once confirmed, and fails it when not', async () => {
    const before = (await cards(t.advertiser)).data.length;
    const { text: secret } = await clientToken(t.advertiser);
    const asked = await confirm(secret, TEST_CARD_NUMBERS.authenticationRequired);
    if (asked.data.status !== 'requires_action') throw new Error(`expected requires_action, got ${asked.data.status}`);
    expect((await cards(t.advertiser)).data).toHaveLength(before);
    const approved = await call<TestVendorAnswer>(t.base, PAYMENT_METHOD_PATHS.testVendorAuthenticate, {
      token: t.advertiser,
      json: { client_secret: secret, authentication_id: asked.data.authentication_id, approve: true },
    });
    expect(approved.data).toMatchObject({ status: 'succeeded', payment_method: { card_number: '3155', credit_card_type_key: 1, exp_month: 4, exp_year: futureYear, client_name: 'Ada Lovelace', is_default: false } });
    const after = (await cards(t.advertiser)).data;
    expect(after).toHaveLength(before + 1);
    expect(JSON.stringify(after)).not.toContain('4000002500003155');
    // The secret is spent by the card it saved.
    expect((await confirm(secret, TEST_CARD_NUMBERS.visa)).data).toMatchObject({ status: 'failed', error: { message: CARD_DECLINE_MESSAGES.setupExpired } });

    const { text: second } = await clientToken(t.advertiser);
    const again = await confirm(second, TEST_CARD_NUMBERS.authenticationRequired);
    if (again.data.status !== 'requires_action') throw new Error('expected requires_action');
    const refused = await call<TestVendorAnswer>(t.base, PAYMENT_METHOD_PATHS.testVendorAuthenticate, {
      token: t.advertiser,
      json: { client_secret: second, authentication_id: again.data.authentication_id, approve: false },
    });
    expect(refused.data).toMatchObject({ status: 'failed', error: { message: CARD_DECLINE_MESSAGES.authenticationFailed } });
    expect((await cards(t.advertiser)).data).toHaveLength(before + 1);
  });

  it('makes the most recent remaining card the default when the default is deleted', async () => {
    const { text: secret } = await clientToken(t.advertiser);
    const added = await confirm(secret, TEST_CARD_NUMBERS.mastercard);
    if (added.data.status !== 'succeeded') throw new Error('expected succeeded');
    const newest = added.data.payment_method;
    const list = (await cards(t.advertiser)).data;
    const current = list.find((c) => c.is_default);
    if (!current) throw new Error('no default');
    const after = await call<PaymentMethod[]>(t.base, `${PAYMENT_METHOD_PATHS.remove}/${current.id}?space_id=${ADVERTISER.spaceId}`, { method: 'DELETE', token: t.advertiser });
    expect(after.data.map((c) => c.id)).not.toContain(current.id);
    expect(after.data.filter((c) => c.is_default).map((c) => c.id)).toEqual([newest.id]);
  });

  it('answers the vendor the settings name, and refuses an account that may not pay', async () => {
    const add = () => call<AddPaymentMethodAnswer>(t.base, `${PAYMENT_METHOD_PATHS.add}?user-id=${ADVERTISER.userId}`, { token: t.advertiser });
    expect((await add()).data).toEqual({ payment_vendor: 'test', payment_url: null });
    try {
      expect((await settings({ paymentVendor: 'stripe' })).type.code).toBe(0);
      expect((await add()).data).toEqual({ payment_vendor: 'stripe', payment_url: null });
      await settings({ paymentVendor: 'ameria' });
      const ameria = (await add()).data;
      expect(ameria.payment_vendor).toBe('ameria');
      expect(ameria.payment_url).toMatch(/^\/v1\/payment\/ameria\/checkout\/[0-9a-f]{32}$/);
      expect((await settings({ paymentVendor: 'paypal' })).type.code).toBe(2);
    } finally {
      await settings({ paymentVendor: 'test' });
    }
    expect((await call(t.base, `${PAYMENT_METHOD_PATHS.add}?user-id=${ADVERTISER.userId}`, { token: t.admin })).type.code).toBe(0);
    const noPayment = await call(t.base, `${PAYMENT_METHOD_PATHS.add}?user-id=${NO_PAYMENT_ACCOUNT.ownerUserId}`, { token: t.admin });
    expect(noPayment.type.code).toBe(3);
  });

  it('serves the Ameria page without script, saves a card on Confirm and sends the browser back to a relative path only', async () => {
    await settings({ paymentVendor: 'ameria' });
    try {
      const before = (await cards(t.advertiser)).data.length;
      const open = async () => (await call<AddPaymentMethodAnswer>(t.base, PAYMENT_METHOD_PATHS.add, { token: t.advertiser })).data.payment_url ?? '';
      const url = await open();
      const page = await fetch(`${t.base}${url}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await page.text();
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain(ADVERTISER.spaceName);
      expect(html).toContain(`action="${url}/confirm"`);
      const confirmed = await fetch(`${t.base}${url}/confirm`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Host: 'evil.example', Referer: 'https://evil.example/', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'return=https%3A%2F%2Fevil.example',
      });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe('/payments/history?payment=success');
      expect((await cards(t.advertiser)).data).toHaveLength(before + 1);
      // Used once: a second confirm saves nothing.
      expect((await fetch(`${t.base}${url}/confirm`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
      const cancelled = await fetch(`${t.base}${await open()}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(cancelled.headers.get('location')).toBe('/payments/history?payment=cancelled');
      expect((await cards(t.advertiser)).data).toHaveLength(before + 1);
      expect((await fetch(`${t.base}${PAYMENT_METHOD_PATHS.ameriaCheckout}/${'0'.repeat(32)}`)).status).toBe(404);
    } finally {
      await settings({ paymentVendor: 'test' });
    }
  });
});

describe('card setups waiting per account', () => {
  /** Asks for `count` setups, a few at a time (the probe's flood, without one connection per call). */
  const flood = async (count: number, ask: () => Promise<unknown>): Promise<void> => {
    for (let done = 0; done < count; done += 25) await Promise.all(Array.from({ length: Math.min(25, count - done) }, ask));
  };
  const expired = { status: 'failed', error: { code: 'setup_intent_unexpected_state', message: CARD_DECLINE_MESSAGES.setupExpired } };

  it("keeps another account's card form however many setups one account asks for (1,000 client tokens)", async () => {
    const waiting = await clientToken(t.advertiser);
    expect(waiting.text).toMatch(SETUP_SECRET_PATTERN);
    const firstOfFlood = (await clientToken(t.admin)).text;
    expect(firstOfFlood).toMatch(SETUP_SECRET_PATTERN);
    await flood(1000, () => clientToken(t.admin));
    const lastOfFlood = (await clientToken(t.admin)).text;
    // The flooding account ends its own oldest setups (the cap bites), and its newest still works.
    expect((await confirm(firstOfFlood, TEST_CARD_NUMBERS.visa, t.admin)).data).toEqual(expired);
    expect((await confirm(lastOfFlood, TEST_CARD_NUMBERS.visa, t.admin)).data.status).toBe('succeeded');
    // The advertiser's form, opened before the flood, still saves its card.
    const saved = await confirm(waiting.text, TEST_CARD_NUMBERS.mastercard);
    expect(saved.data.status).toBe('succeeded');
  });

  it("keeps another account's Ameria page however many one account opens", async () => {
    await settings({ paymentVendor: 'ameria' });
    try {
      const open = async (token: string): Promise<string> => (await call<AddPaymentMethodAnswer>(t.base, PAYMENT_METHOD_PATHS.add, { token })).data.payment_url ?? '';
      const waiting = await open(t.advertiser);
      const firstOfFlood = await open(t.admin);
      expect((await fetch(`${t.base}${firstOfFlood}`)).status).toBe(200);
      await flood(CARD_SETUPS_PER_ACCOUNT_MAX, () => open(t.admin));
      expect((await fetch(`${t.base}${firstOfFlood}`)).status).toBe(404);
      expect((await fetch(`${t.base}${waiting}`)).status).toBe(200);
    } finally {
      await settings({ paymentVendor: 'test' });
    }
  });
});

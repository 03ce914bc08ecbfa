import type { Application, Request, Response } from 'express';
import {
  CARD_DECLINE_MESSAGES,
  CARD_NUMBER_TEXT_MAX,
  CARDHOLDER_NAME_MAX,
  CODE,
  CVC_TEXT_MAX,
  PAYMENT_METHOD_PATHS,
  SETUP_SECRET_PATTERN,
  type TestVendorAnswer,
} from '../../src/api/contract';
import { callerOf, canActOnSpace, type RouteContext } from '../context';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf, toNumber, type Fields } from '../http/body';
import { paymentMethodView, saveCard } from '../payments/card-store';
import type { PendingCard, SetupSessions } from '../payments/setup-sessions';
import { checkCard, type CardInput } from '../payments/test-vendor-check';
import { requireAny } from './require-permission';

const failedWith = (code: string, message: string): TestVendorAnswer => ({ status: 'failed', error: { code, message } });

/** Field types and lengths; what the card itself is worth is the check's business (test-vendor-check.ts). */
const cardInputOf = (body: Fields): { input: CardInput } | { errors: Record<string, string> } => {
  const errors: Record<string, string> = {};
  const text = (key: string, max: number): string => {
    const value = body[key];
    if (typeof value !== 'string' || value.length > max) errors[key] = `Expected text of at most ${max} characters`;
    return typeof value === 'string' ? value : '';
  };
  const whole = (key: string): number => {
    const value = toNumber(body[key]);
    if (value === undefined || !Number.isInteger(value)) errors[key] = 'Expected an integer';
    return value ?? 0;
  };
  const input: CardInput = { number: text('number', CARD_NUMBER_TEXT_MAX), exp_month: whole('exp_month'), exp_year: whole('exp_year'), cvc: text('cvc', CVC_TEXT_MAX), name: text('name', CARDHOLDER_NAME_MAX * 2) };
  return Object.keys(errors).length > 0 ? { errors } : { input };
};

/**
 * The offline test vendor (ours; in place of a card processor such as Stripe): the app's card form
 * sends the card with the setup secret from GET /v1/payment/stripe/client-token; the mock checks it
 * (payments/test-vendor-check.ts) and saves brand, last four digits, expiry and name to the secret's
 * space. The number and CVC are never stored. A refused card saves nothing; a card asking for
 * authentication is held (in memory) until the authenticate call approves or fails it.
 */
export const registerTestVendorRoutes = (app: Application, ctx: RouteContext, sessions: SetupSessions): void => {
  /** The secret's space, when the caller may act on it; otherwise the failure is answered. */
  const secretOf = (req: Request, res: Response, body: Fields): { secret: string; spaceId: number } | 'expired' | null => {
    const secret = body.client_secret;
    if (typeof secret !== 'string' || !SETUP_SECRET_PATTERN.test(secret)) {
      failFields(res, { client_secret: 'Expected a setup secret from the client-token call' });
      return null;
    }
    const entry = sessions.secret(secret);
    if (!entry) return 'expired';
    if (!canActOnSpace(callerOf(req), entry.spaceId)) {
      fail(res, CODE.ILLEGAL_ACTION);
      return null;
    }
    return { secret, spaceId: entry.spaceId };
  };

  const save = (secret: string, spaceId: number, card: PendingCard): TestVendorAnswer => {
    const stored = ctx.store.mutate((state) => saveCard(state, spaceId, card));
    if (!stored) return failedWith('too_many_cards', CARD_DECLINE_MESSAGES.tooManyCards);
    sessions.spend(secret);
    return { status: 'succeeded', payment_method: paymentMethodView(stored) };
  };

  app.post(PAYMENT_METHOD_PATHS.testVendorConfirm, (req, res) => {
    if (!requireAny(req, res, ['PAGE_BILLING'])) return;
    const body = fieldsOf(req.body);
    const bound = secretOf(req, res, body);
    if (bound === null) return;
    if (bound === 'expired') {
      ok<TestVendorAnswer>(res, failedWith('setup_intent_unexpected_state', CARD_DECLINE_MESSAGES.setupExpired));
      return;
    }
    const parsed = cardInputOf(body);
    if ('errors' in parsed) {
      failFields(res, parsed.errors);
      return;
    }
    const verdict = checkCard(parsed.input);
    if (verdict.kind === 'failed') {
      ok<TestVendorAnswer>(res, verdict.answer);
      return;
    }
    if (verdict.kind === 'authenticate') {
      const id = sessions.holdForAuthentication(bound.secret, verdict.card);
      ok<TestVendorAnswer>(res, id ? { status: 'requires_action', authentication_id: id } : failedWith('setup_intent_unexpected_state', CARD_DECLINE_MESSAGES.setupExpired));
      return;
    }
    ok<TestVendorAnswer>(res, save(bound.secret, bound.spaceId, verdict.card));
  });

  app.post(PAYMENT_METHOD_PATHS.testVendorAuthenticate, (req, res) => {
    if (!requireAny(req, res, ['PAGE_BILLING'])) return;
    const body = fieldsOf(req.body);
    const bound = secretOf(req, res, body);
    if (bound === null) return;
    const pending = bound === 'expired' ? null : sessions.secret(bound.secret)?.pending;
    if (bound === 'expired' || !pending || pending.id !== body.authentication_id || typeof body.approve !== 'boolean') {
      ok<TestVendorAnswer>(res, failedWith('setup_intent_authentication_failure', CARD_DECLINE_MESSAGES.authenticationFailed));
      return;
    }
    const entry = sessions.secret(bound.secret);
    if (entry) entry.pending = null;
    ok<TestVendorAnswer>(
      res,
      body.approve ? save(bound.secret, bound.spaceId, pending.card) : failedWith('setup_intent_authentication_failure', CARD_DECLINE_MESSAGES.authenticationFailed),
    );
  });
};

import type { Application, Request, Response } from 'express';
import { CODE, PAYMENT_METHOD_PATHS, type AddPaymentMethodAnswer } from '../../src/api/contract';
import { inReach } from '../caller-reach';
import { callerOf, canActOnSpace, isAdmin, type RouteContext } from '../context';
import type { StoredPaymentMethod, StoredSpace } from '../db/types';
import { fail, ok } from '../envelope';
import { toId } from '../http/body';
import { listedCards, makeDefault, paymentMethodView, removeCard } from '../payments/card-store';
import type { SetupSessions } from '../payments/setup-sessions';
import { requireAny } from './require-permission';
import { readableSpace } from './space';
import { knownUser } from './user-target';

/** Every card call belongs to the billing page. */
const BILLING: ['PAGE_BILLING'] = ['PAGE_BILLING'];

/**
 * The space of the account whose user the `user-id` query names (the caller's own without it), among
 * the users the caller may know of (knownUser). An administrator gets 6 for any other id (another
 * white-label's user included); anyone else 3, as readableSpace refuses another space (unknown and
 * foreign ids look the same to a non-admin).
 */
const spaceOfUser = (ctx: RouteContext, req: Request, res: Response): StoredSpace | null => {
  const caller = callerOf(req);
  const raw = req.query['user-id'];
  if (raw === undefined) return caller.space;
  const state = ctx.store.state();
  const user = knownUser(caller, state, raw);
  const space = user && state.spaces.find((s) => s.id === user.space_id);
  if (!space) {
    fail(res, isAdmin(caller) ? CODE.USER_NOT_FOUND : CODE.ILLEGAL_ACTION);
    return null;
  }
  return space;
};

/** The space an optional `space_id` query names (readableSpace's rules), the caller's own without it. */
const spaceOfQuery = (ctx: RouteContext, req: Request, res: Response): StoredSpace | null =>
  req.query.space_id === undefined ? callerOf(req).space : readableSpace(ctx, req, res, req.query.space_id);

/** A card the caller may act on; unknown and another account's answer the same code 3 to a non-admin. */
const cardOf = (ctx: RouteContext, req: Request, res: Response, spaceId: number | null): StoredPaymentMethod | null => {
  const caller = callerOf(req);
  const id = toId(req.params.id);
  const card = id === null ? undefined : inReach(caller, ctx.store.state().payment_methods.find((c) => c.id === id));
  if (!card || !canActOnSpace(caller, card.space_id) || (spaceId !== null && card.space_id !== spaceId)) {
    // No code for an unknown card in the catalogue: refused like another account's.
    fail(res, CODE.ILLEGAL_ACTION);
    return null;
  }
  return card;
};

/** Adding a card is for accounts that may pay (the billing page is greyed out for the others). */
const mayAddCards = (res: Response, space: StoredSpace): boolean => {
  if (space.payment_settings.allow_payment) return true;
  fail(res, CODE.ILLEGAL_ACTION);
  return false;
};

/**
 * The billing page's card calls (spec 3 §7 "Billing"). Paths and parameters are the spec's; what it
 * does not show is ours: card_number answers the last four digits only, the list comes default first
 * then newest first, the set-default and delete answers are the account's cards after the change.
 */
export const registerPaymentMethodRoutes = (app: Application, ctx: RouteContext, sessions: SetupSessions): void => {
  app.get(PAYMENT_METHOD_PATHS.list, (req, res) => {
    if (!requireAny(req, res, BILLING)) return;
    const space = spaceOfUser(ctx, req, res);
    if (space) ok(res, listedCards(ctx.store.state(), space.id).map(paymentMethodView));
  });

  app.get(PAYMENT_METHOD_PATHS.add, (req, res) => {
    if (!requireAny(req, res, BILLING)) return;
    const space = spaceOfUser(ctx, req, res);
    if (!space || !mayAddCards(res, space)) return;
    const vendor = ctx.settings.paymentVendor;
    const answer: AddPaymentMethodAnswer = {
      payment_vendor: vendor,
      // Relative: the browser reaches the mock's page through the app origin's /v1 proxy.
      payment_url: vendor === 'ameria' ? `${PAYMENT_METHOD_PATHS.ameriaCheckout}/${sessions.newAmeriaSession(space.id)}` : null,
    };
    ok(res, answer);
  });

  app.get(PAYMENT_METHOD_PATHS.clientToken, (req, res) => {
    if (!requireAny(req, res, BILLING)) return;
    const space = spaceOfQuery(ctx, req, res);
    if (!space || !mayAddCards(res, space)) return;
    // Plain text, as the spec says: the setup secret itself.
    res.status(200).type('text/plain').send(sessions.newSecret(space.id));
  });

  app.post(`${PAYMENT_METHOD_PATHS.makeDefault}/:id`, (req, res) => {
    if (!requireAny(req, res, BILLING)) return;
    const card = cardOf(ctx, req, res, null);
    if (!card) return;
    ctx.store.mutate((state) => {
      const stored = state.payment_methods.find((c) => c.id === card.id);
      if (stored) makeDefault(state, stored);
    });
    ok(res, listedCards(ctx.store.state(), card.space_id).map(paymentMethodView));
  });

  app.delete(`${PAYMENT_METHOD_PATHS.remove}/:id`, (req, res) => {
    if (!requireAny(req, res, BILLING)) return;
    let spaceId: number | null = null;
    if (req.query.space_id !== undefined) {
      const space = readableSpace(ctx, req, res, req.query.space_id);
      if (!space) return;
      spaceId = space.id;
    }
    const card = cardOf(ctx, req, res, spaceId);
    if (!card) return;
    ctx.store.mutate((state) => {
      const stored = state.payment_methods.find((c) => c.id === card.id);
      if (stored) removeCard(state, stored);
    });
    ok(res, listedCards(ctx.store.state(), card.space_id).map(paymentMethodView));
  });
};

import type { Application, Response } from 'express';
import { AMERIA_RETURN_PARAM, AMERIA_RETURN_PATH, PAYMENT_METHOD_PATHS, type AmeriaOutcome } from '../../src/api/contract';
import type { RouteContext } from '../context';
import { AMERIA_PAGE_HEADERS, ameriaCheckoutPage, ameriaExpiredPage } from '../payments/ameria-page';
import { saveCard } from '../payments/card-store';
import type { SetupSessions } from '../payments/setup-sessions';
import * as mockClock from '../clock';

/**
 * Where the bank sends the browser back: always this fixed path, relative, so it resolves against the
 * origin the page was served from (the app's, through its /v1 proxy). Nothing the request carries
 * (Host, Referer, a parameter) can point it elsewhere: no open redirect.
 */
export const ameriaReturnUrl = (outcome: AmeriaOutcome): string => `${AMERIA_RETURN_PATH}?${AMERIA_RETURN_PARAM}=${outcome}`;

/** The page id: 32 hex characters (anything else is no session). */
const SESSION_ID = /^[0-9a-f]{32}$/;
const sessionIdOf = (raw: unknown): string => (typeof raw === 'string' && SESSION_ID.test(raw) ? raw : '');

const sendPage = (res: Response, status: number, html: string): void => {
  res.set(AMERIA_PAGE_HEADERS);
  res.status(status).type('text/html').send(html);
};

/**
 * The mock's Ameria checkout (ours: the spec only says vendor ameria redirects the browser to
 * payment_url). Public, since the browser navigates to it without the console's token; the page's
 * random id (GET /v1/payment-method/add hands it out, bound to one space, for 30 minutes, once) is its
 * only key. Confirm saves a card binding (an ArCa card, Armenia's local scheme) to that space.
 */
export const registerAmeriaRoutes = (app: Application, ctx: RouteContext, sessions: SetupSessions): void => {
  const base = PAYMENT_METHOD_PATHS.ameriaCheckout;

  app.get(`${base}/:session`, (req, res) => {
    const id = sessionIdOf(req.params.session);
    const session = sessions.ameriaSession(id);
    const space = session && ctx.store.state().spaces.find((s) => s.id === session.spaceId);
    if (!space) {
      sendPage(res, 404, ameriaExpiredPage(AMERIA_RETURN_PATH));
      return;
    }
    sendPage(res, 200, ameriaCheckoutPage(`${base}/${id}`, space.name));
  });

  app.post(`${base}/:session/:outcome`, (req, res) => {
    const id = sessionIdOf(req.params.session);
    const { outcome } = req.params;
    const session = sessions.ameriaSession(id);
    if (!session || (outcome !== 'confirm' && outcome !== 'cancel')) {
      sendPage(res, 404, ameriaExpiredPage(AMERIA_RETURN_PATH));
      return;
    }
    sessions.endAmeriaSession(id);
    const confirmed = outcome === 'confirm';
    const saved =
      confirmed &&
      ctx.store.mutate((state) => {
        const space = state.spaces.find((s) => s.id === session.spaceId);
        if (!space) return false;
        const now = mockClock.nowDate();
        const card = saveCard(state, space.id, {
          card_number: String(now.getTime() % 10_000).padStart(4, '0'),
          credit_card_type_key: 11,
          exp_month: now.getUTCMonth() + 1,
          exp_year: now.getUTCFullYear() + 3,
          client_name: space.name.slice(0, 100),
        });
        return card !== null;
      });
    // 303: the browser follows with a GET, so a reload of the billing page never posts again.
    res.redirect(303, ameriaReturnUrl(saved ? 'success' : 'cancelled'));
  });
};

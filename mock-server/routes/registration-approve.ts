import type { Application } from 'express';
import { CODE, USER_STATUS } from '../../src/api/contract';
import { callerOf, hasPermission, type RouteContext } from '../context';
import { fail, ok } from '../envelope';
import { fieldsOf, toId } from '../http/body';
import { randomToken, REGISTRATION_TOKEN_TTL_MS } from '../security/tokens';

/**
 * POST /v1/whitelabel/admin/registration/approve {user_id} (spec 3 §7; user_id is the registration's
 * id in the moderation list). Not in the first brief, but without it a new sign-up could never reach
 * the confirmation link: approving makes a fresh token (7 days) and mails the link. Approving again
 * re-sends a new link, which invalidates the previous one (spec 3 §4).
 */
export const registerRegistrationApproveRoutes = (app: Application, ctx: RouteContext): void => {
  app.post('/v1/whitelabel/admin/registration/approve', (req, res) => {
    if (!hasPermission(callerOf(req), 'ROUTE_ADMINISTRATION')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const id = toId(fieldsOf(req.body).user_id);
    const registration = id === null ? undefined : ctx.store.state().registrations.find((r) => r.id === id);
    if (!registration) {
      fail(res, CODE.REGISTRATION_NOT_FOUND);
      return;
    }
    if (registration.status_key === USER_STATUS.ACTIVE) {
      fail(res, CODE.REGISTERED_USER_VERIFIED);
      return;
    }
    const token = randomToken(16);
    ctx.store.mutate(() => {
      registration.status_key = USER_STATUS.APPROVED;
      registration.token = token;
      registration.token_expires_at = new Date(Date.now() + REGISTRATION_TOKEN_TTL_MS).toISOString();
    });
    ctx.mailbox.send({
      to: registration.email,
      subject: 'Confirm your registration',
      link: `${ctx.config.appUrl}/auth/confirm-registration/${token}`,
    });
    ok(res, 'Registration approved. A confirmation email was sent.');
  });
};

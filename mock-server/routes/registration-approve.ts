import type { Application } from 'express';
import { CODE, USER_STATUS } from '../../src/api/contract';
import { recordAdminAction } from '../admin/audit';
import { registrationWhitelabel } from '../admin/scope';
import { callerOf, hasPermission, type RouteContext } from '../context';
import { fail, ok } from '../envelope';
import { fieldsOf, toId } from '../http/body';
import { randomToken, REGISTRATION_TOKEN_TTL_MS } from '../security/tokens';
import * as mockClock from '../clock';

/**
 * POST /v1/whitelabel/admin/registration/approve {user_id} (spec 3 §7; user_id is the registration's
 * id in the moderation list). Not in the first brief, but without it a new sign-up could never reach
 * the confirmation link: approving makes a fresh token (7 days) and mails the link. Approving again
 * re-sends a new link, which invalidates the previous one (spec 3 §4). Only the caller's white-label's
 * sign-ups; every approval is in the audit trail (admin/audit.ts).
 */
export const registerRegistrationApproveRoutes = (app: Application, ctx: RouteContext): void => {
  app.post('/v1/whitelabel/admin/registration/approve', (req, res) => {
    if (!hasPermission(callerOf(req), 'ROUTE_ADMINISTRATION')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const id = toId(fieldsOf(req.body).user_id);
    const registration = id === null ? undefined : ctx.store.state().registrations.find((r) => r.id === id);
    // Another white-label's sign-up is not found (the caller may not learn it exists).
    if (!registration || registrationWhitelabel(registration) !== callerOf(req).user.whitelabel_id) {
      fail(res, CODE.REGISTRATION_NOT_FOUND);
      return;
    }
    if (registration.status_key === USER_STATUS.ACTIVE) {
      fail(res, CODE.REGISTERED_USER_VERIFIED);
      return;
    }
    const token = randomToken(16);
    ctx.store.mutate((state) => {
      const from = registration.status_key;
      registration.status_key = USER_STATUS.APPROVED;
      registration.token = token;
      registration.token_expires_at = new Date(mockClock.now() + REGISTRATION_TOKEN_TTL_MS).toISOString();
      recordAdminAction(
        state,
        req,
        'registration_approved',
        { space_id: 0, space_name: `${registration.first_name} ${registration.last_name}`, registration_id: registration.id },
        [{ field: 'status_key', from, to: USER_STATUS.APPROVED }],
      );
    });
    ctx.mailbox.send({
      to: registration.email,
      subject: 'Confirm your registration',
      link: `${ctx.config.appUrl}/auth/confirm-registration/${token}`,
    });
    ok(res, 'Registration approved. A confirmation email was sent.');
  });
};

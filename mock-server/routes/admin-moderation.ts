import type { Application, Request, Response } from 'express';
import {
  ADMIN_MODERATION_PATHS,
  CODE,
  LEGAL_MODERATION_LIMITS,
  LEGAL_MODERATION_MESSAGES,
  MODERATION_STATUS_FILTERS,
  USER_STATUS,
  type ModerationUser,
} from '../../src/api/contract';
import { normaliseName } from '../../src/domain/safeText';
import { changesOf, recordAdminAction } from '../admin/audit';
import {
  moderationAccounts,
  moderationCampaigns,
  moderationLegalUsers,
  moderationPage,
  parseModerationQuery,
  type ModerationQuery,
} from '../admin/moderation-lists';
import { administrationOnly, registrationWhitelabel, whitelabelOfCaller } from '../admin/scope';
import { userInReach } from '../caller-reach';
import { EXTRA_CODE } from '../codes';
import { callerOf, hasPermission, type RouteContext } from '../context';
import type { DbState } from '../db/types';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf, isRecord, stringField, toId } from '../http/body';
import { randomToken, REGISTRATION_TOKEN_TTL_MS } from '../security/tokens';
import { lengthError } from '../validation';
import { answerUser } from './user-profile';
import * as mockClock from '../clock';

export const RESEND_DONE = 'A new confirmation email was sent. The previous link no longer works.';

type Lister<T> = (state: DbState, whitelabel: number, query: ModerationQuery) => T[];

/** The three tabs' lists (spec 3 §7): the tab's fixed statuses, the caller's white-label, paged. */
const listRoute =
  <T>(ctx: RouteContext, fixed: readonly number[], rows: Lister<T>) =>
  (req: Request, res: Response): void => {
    const parsed = parseModerationQuery(fieldsOf(req.body), fixed);
    if (!parsed.ok) {
      if ('errors' in parsed) failFields(res, parsed.errors);
      else fail(res, parsed.code);
      return;
    }
    ok(res, moderationPage(rows(ctx.store.state(), whitelabelOfCaller(req), parsed.query), parsed.query.page));
  };

/**
 * The moderation page and its two screens (spec 3 §2, §4, §7), for ROUTE_ADMINISTRATION inside the
 * caller's white-label. Approval is routes/registration-approve.ts; the legal save here is the
 * moderation variant of PUT /v1/user/legal (the settings form's variant is routes/user-account-settings.ts).
 */
export const registerAdminModerationRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(ADMIN_MODERATION_PATHS.campaigns, administrationOnly, listRoute(ctx, MODERATION_STATUS_FILTERS.campaigns, moderationCampaigns));
  app.post(ADMIN_MODERATION_PATHS.registrations, administrationOnly, listRoute(ctx, MODERATION_STATUS_FILTERS.accounts, moderationAccounts));
  app.post(ADMIN_MODERATION_PATHS.list, administrationOnly, listRoute(ctx, MODERATION_STATUS_FILTERS.accounts, moderationAccounts));
  app.post(ADMIN_MODERATION_PATHS.legalUsers, administrationOnly, listRoute(ctx, MODERATION_STATUS_FILTERS.legal, moderationLegalUsers));

  app.get(`${ADMIN_MODERATION_PATHS.user}/:id`, administrationOnly, (req, res) => {
    const id = toId(req.params.id);
    const r = id === null ? undefined : ctx.store.state().registrations.find((x) => x.id === id);
    if (!r || registrationWhitelabel(r) !== whitelabelOfCaller(req)) {
      fail(res, CODE.REGISTRATION_NOT_FOUND);
      return;
    }
    const user: ModerationUser = {
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      phone: r.phone,
      status_key: r.status_key,
      created_at: r.created_at,
      legal_entity_name: r.company_name,
      tin_number: '',
      tos_status_type_key: 1,
    };
    ok(res, user);
  });

  // Spec 3 §4: only an approved sign-up (2) gets a new link; need-verification (1) goes through
  // approval (163), an active one is done (162). The new token replaces the old, so the old link
  // answers "Token is invalid" from now on.
  app.post(ADMIN_MODERATION_PATHS.resend, administrationOnly, (req, res) => {
    const email = stringField(fieldsOf(req.body), 'email')?.toLowerCase();
    if (email === undefined || email.length > 254) {
      failFields(res, { email: LEGAL_MODERATION_MESSAGES.required });
      return;
    }
    const whitelabel = whitelabelOfCaller(req);
    // An email may have an old completed sign-up beside a new waiting one: the waiting one is meant.
    const mine = ctx.store.state().registrations.filter((r) => r.email.toLowerCase() === email && registrationWhitelabel(r) === whitelabel);
    const registration = mine.find((r) => r.status_key !== USER_STATUS.ACTIVE) ?? mine[0];
    if (!registration) {
      fail(res, CODE.REGISTRATION_NOT_FOUND);
      return;
    }
    if (registration.status_key === USER_STATUS.ACTIVE) {
      fail(res, CODE.REGISTERED_USER_VERIFIED);
      return;
    }
    if (registration.status_key !== USER_STATUS.APPROVED) {
      fail(res, EXTRA_CODE.REGISTERED_USER_NOT_VERIFIED);
      return;
    }
    const token = randomToken(16);
    ctx.store.mutate((state) => {
      registration.token = token;
      registration.token_expires_at = new Date(mockClock.now() + REGISTRATION_TOKEN_TTL_MS).toISOString();
      recordAdminAction(state, req, 'confirmation_resent', {
        space_id: 0,
        space_name: `${registration.first_name} ${registration.last_name}`,
        registration_id: registration.id,
      });
    });
    ctx.mailbox.send({ to: registration.email, subject: 'Confirm your registration', link: `${ctx.config.appUrl}/auth/confirm-registration/${token}` });
    ok(res, RESEND_DONE);
  });

  // The moderation variant of PUT /v1/user/legal: a body with moderation_start_at. Any other body
  // goes on to the settings form's handler.
  app.put(ADMIN_MODERATION_PATHS.legal, (req, res, next) => {
    if (!isRecord(req.body) || req.body.moderation_start_at === undefined) {
      next();
      return;
    }
    const caller = callerOf(req);
    if (!hasPermission(caller, 'ROUTE_ADMINISTRATION')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const body = req.body;
    const errors: Record<string, string> = {};
    const startedAt = typeof body.moderation_start_at === 'string' ? Date.parse(body.moderation_start_at) : Number.NaN;
    if (Number.isNaN(startedAt)) errors.moderation_start_at = 'An ISO date-time';
    const name = typeof body.legal_entity_name === 'string' ? normaliseName(body.legal_entity_name) : '';
    if (name === '') errors.legal_entity_name = LEGAL_MODERATION_MESSAGES.required;
    else if (lengthError(name, LEGAL_MODERATION_LIMITS.legal_entity_name)) errors.legal_entity_name = LEGAL_MODERATION_MESSAGES.tooLong(LEGAL_MODERATION_LIMITS.legal_entity_name);
    const rawTin = body.tin_number;
    const tin = typeof rawTin === 'string' ? normaliseName(rawTin) : '';
    if (rawTin !== undefined && rawTin !== null && typeof rawTin !== 'string') errors.tin_number = LEGAL_MODERATION_MESSAGES.required;
    else if (lengthError(tin, LEGAL_MODERATION_LIMITS.tin_number)) errors.tin_number = LEGAL_MODERATION_MESSAGES.tooLong(LEGAL_MODERATION_LIMITS.tin_number);
    const id = toId(body.user_id);
    if (id === null) errors.user_id = 'A user id: a whole number above 0.';
    if (Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    const state = ctx.store.state();
    const user = userInReach(caller, state, id);
    if (!user) {
      fail(res, CODE.USER_NOT_FOUND);
      return;
    }
    // Changed since the moderator opened the screen: refuse rather than overwrite the newer values.
    if (Date.parse(user.updated_at) > startedAt) {
      failFields(res, { legal_entity_name: LEGAL_MODERATION_MESSAGES.stale });
      return;
    }
    const space = state.spaces.find((s) => s.id === user.space_id);
    ctx.store.mutate((db) => {
      const changes = changesOf(
        { legal_entity_name: user.legal_entity_name, tin_number: user.tin_number },
        { legal_entity_name: name, tin_number: tin === '' ? null : tin },
      );
      user.legal_entity_name = name;
      user.tin_number = tin === '' ? null : tin;
      user.updated_at = mockClock.nowDate().toISOString();
      recordAdminAction(db, req, 'legal_entity_changed', { space_id: user.space_id, space_name: space?.name ?? '', target_user_id: user.id }, changes);
    });
    answerUser(ctx, res, user);
  });
};

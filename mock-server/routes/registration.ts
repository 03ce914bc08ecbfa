import type { Application, Request } from 'express';
import { CODE, USER_STATUS, type ErrorCode, type RegistrationTokenInfo } from '../../src/api/contract';
import { EXTRA_CODE } from '../codes';
import type { RouteContext } from '../context';
import { registrationWhitelabel } from '../admin/scope';
import { requestWhitelabel } from '../branding';
import { createAccountFromRegistration, emailTaken, nextId } from '../db/accounts';
import type { DbState, StoredRegistration } from '../db/types';
import { fail, failFields, failThrottled, ok } from '../envelope';
import { fieldsOf, rawStringField, stringField } from '../http/body';
import { passwordRuleError } from '../security/passwords';
import { takeEach } from '../security/throttle';
import { REGISTRATION_TOKEN_FORMAT } from '../seed/registrations';
import { MESSAGES, validateRegistration } from '../validation';
import * as mockClock from '../clock';

export const REGISTRATION_RECEIVED =
  'Thank you for signing up. Your registration will be reviewed and you will receive an email to confirm it.';
export const REGISTRATION_COMPLETED = 'Your account is ready. Login into your account now.';

/**
 * Token checks shared by verify-token and complete, in the order a user would want them explained.
 * A sign-up belongs to the white-label it was made under, whose moderators approved it: asked from
 * another white-label (`whitelabelId`, the request's) it is not found, exactly as an unknown token, so
 * a sign-up approved in one white-label never becomes an account of another that no moderator saw.
 */
export const findByToken = (state: DbState, token: unknown, whitelabelId: number): { registration: StoredRegistration } | { code: ErrorCode } => {
  if (typeof token !== 'string' || !REGISTRATION_TOKEN_FORMAT.test(token)) return { code: CODE.TOKEN_INVALID };
  const registration = state.registrations.find((r) => r.token === token);
  if (!registration || registrationWhitelabel(registration) !== whitelabelId) return { code: CODE.REGISTRATION_NOT_FOUND };
  if (registration.status_key === USER_STATUS.ACTIVE) return { code: CODE.REGISTERED_USER_VERIFIED };
  if (!registration.token_expires_at || Date.parse(registration.token_expires_at) <= mockClock.now()) return { code: CODE.TOKEN_EXPIRED };
  if (registration.status_key !== USER_STATUS.APPROVED) return { code: EXTRA_CODE.REGISTERED_USER_NOT_VERIFIED };
  return { registration };
};

const tokenInfo = (r: StoredRegistration): RegistrationTokenInfo => ({
  email: r.email,
  first_name: r.first_name,
  last_name: r.last_name,
  company_name: r.company_name,
});

export const registerRegistrationRoutes = (app: Application, ctx: RouteContext): void => {
  /** The white-label a request is answered as (branding.ts): where its sign-ups are filed and looked for. */
  const whitelabelOf = (req: Request): number => requestWhitelabel(req, ctx.store.state(), ctx.settings).id;

  // A new sign-up waits for moderation (NEED_VERIFICATION); approval sends the confirmation link.
  // Code 160 tells whether an email has an account. It stays (spec 1 §5), but a client that has met it 5
  // times in 15 minutes is answered 429 for any sign-up until the window moves on: a person retyping
  // their email is not held up, a script walking a list of emails is.
  // Every well-formed sign-up counts toward its client's and its email's hourly limits, before any
  // work: a flood from one client stops filling the moderation queue (and slowing every other call).
  app.post('/v1/registration', (req, res) => {
    const client = req.ip ?? 'unknown';
    const wait = ctx.throttles.registrationTaken.waitMs(client);
    if (wait > 0) {
      failThrottled(res, wait);
      return;
    }
    const result = validateRegistration(fieldsOf(req.body));
    if (!result.ok) {
      failFields(res, result.errors);
      return;
    }
    const { signUpClient, signUpEmail } = ctx.throttles;
    const limited = takeEach([
      [signUpClient, client],
      [signUpEmail, result.value.email.toLowerCase()],
    ]);
    if (limited > 0) {
      failThrottled(res, limited);
      return;
    }
    if (emailTaken(ctx.store.state(), result.value.email)) {
      ctx.throttles.registrationTaken.record(client);
      fail(res, CODE.EMAIL_EXISTS);
      return;
    }
    ctx.store.mutate((state) => {
      state.registrations.push({
        ...result.value,
        id: nextId(state.registrations),
        user_type_key: 1,
        status_key: USER_STATUS.NEED_VERIFICATION,
        token: null,
        token_expires_at: null,
        created_at: mockClock.nowDate().toISOString(),
        completed_at: null,
        // Whose moderators see it (the administration pages act per white-label).
        whitelabel_id: whitelabelOf(req),
      });
    });
    ok(res, REGISTRATION_RECEIVED);
  });

  app.post('/v1/registration/verify-token/:token', (req, res) => {
    const found = findByToken(ctx.store.state(), req.params.token, whitelabelOf(req));
    if ('code' in found) fail(res, found.code);
    else ok(res, tokenInfo(found.registration));
  });

  app.post('/v1/registration/complete', (req, res) => {
    const body = fieldsOf(req.body);
    const token = stringField(body, 'token');
    const password = rawStringField(body, 'password');
    const found = findByToken(ctx.store.state(), token, whitelabelOf(req));
    if ('code' in found) {
      fail(res, found.code);
      return;
    }
    const { registration } = found;
    const rule = password === undefined ? MESSAGES.required : passwordRuleError(password, [registration.first_name, registration.last_name, registration.company_name]);
    if (rule !== null || password === undefined) {
      failFields(res, { password: rule ?? MESSAGES.required });
      return;
    }
    if (ctx.store.state().users.some((u) => u.email.toLowerCase() === registration.email.toLowerCase())) {
      fail(res, CODE.EMAIL_EXISTS);
      return;
    }
    // The registration's white-label decides where the account lives (findByToken made sure it is the request's).
    ctx.store.mutate((state) => createAccountFromRegistration(state, registration, password, registrationWhitelabel(registration)));
    ok(res, REGISTRATION_COMPLETED);
  });
};

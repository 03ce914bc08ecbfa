import type { Application, Request } from 'express';
import { CODE, USER_STATUS } from '../../src/api/contract';
import type { RouteContext } from '../context';
import { fail, failFields, failThrottled, ok } from '../envelope';
import { fieldsOf, rawStringField, stringField } from '../http/body';
import { hashPassword, passwordRuleError } from '../security/passwords';
import { takeEach } from '../security/throttle';
import { randomToken, RESET_KEY_TTL_MS } from '../security/tokens';
import { EMAIL_PATTERN, lengthError, MAX_LENGTH, MESSAGES } from '../validation';
import * as mockClock from '../clock';

export const RESET_EMAIL_SENT = 'If an account exists for this email, a link to reset the password has been sent to it.';
export const PASSWORD_CHANGED = 'Password changed. Login into your account now.';

/** The spec sends the email as plain text; a JSON {email} or a JSON string is accepted as well. */
const emailOf = (body: unknown): string | undefined => {
  if (typeof body === 'string') return body.trim().replace(/^"(.*)"$/, '$1') || undefined;
  return stringField(fieldsOf(body), 'email');
};

/**
 * A browser sends Origin with every POST: a reset asked from another site (a plain-text form POST that
 * needs no CORS preflight) is refused. Callers outside a browser send none and pass; the app's origins
 * are the CORS ones (config.appOrigins).
 */
const fromTheApp = (req: Request, ctx: RouteContext): boolean => {
  const origin = req.get('origin');
  return origin === undefined || ctx.config.appOrigins.includes(origin);
};

/**
 * Mails a reset link to an active account, at most 3 an hour per account (further requests send
 * nothing, and answer as ever: a limit that answered differently would tell the account exists).
 *
 * Every request makes the same db write, link or not: the spent and expired keys are pruned, and an
 * account that gets a link gets its new key in place of its older ones. Every answer waits for a
 * pending save (http/durable-answers.ts), so a write made for known emails only had the request after
 * a known email's reset wait for a save (20 ms) and the one after an unknown email's not (2 ms).
 */
const sendResetEmail = (ctx: RouteContext, email: string): void => {
  const found = ctx.store.state().users.find((u) => u.email.toLowerCase() === email.toLowerCase());
  const mailed = found?.status_key === USER_STATUS.ACTIVE && takeEach([[ctx.throttles.resetEmail, found.email.toLowerCase()]]) === 0 ? found : undefined;
  const key = randomToken();
  ctx.store.mutate((state) => {
    const now = mockClock.now();
    // A new link replaces the older ones: only the newest email can change the password.
    state.reset_keys = state.reset_keys.filter((k) => k.user_id !== mailed?.id && !k.used && Date.parse(k.expires_at) > now);
    if (mailed) state.reset_keys.push({ key, user_id: mailed.id, expires_at: new Date(now + RESET_KEY_TTL_MS).toISOString(), used: false });
  });
  if (mailed) ctx.mailbox.send({ to: mailed.email, subject: 'Reset your password', link: `${ctx.config.appUrl}/auth/reset-password/${key}` });
};

export const registerResetPasswordRoutes = (app: Application, ctx: RouteContext): void => {
  // The answer is the same whether or not the account exists, so the form cannot be used to probe emails:
  // same body, and sent before any work (the key's db write, the email) so its time is the same too.
  app.post('/v1/user/reset-password/init', (req, res) => {
    if (!fromTheApp(req, ctx)) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const email = emailOf(req.body);
    const invalid = email === undefined ? MESSAGES.required : (lengthError(email, MAX_LENGTH.email) ?? (EMAIL_PATTERN.test(email) ? null : MESSAGES.email));
    if (invalid !== null || email === undefined) {
      failFields(res, { email: invalid ?? MESSAGES.required });
      return;
    }
    // Counted before any work, per client and per email (known or not: the same limit for both).
    const { resetClient, resetRequestEmail } = ctx.throttles;
    const wait = takeEach([
      [resetClient, req.ip ?? 'unknown'],
      [resetRequestEmail, email.toLowerCase()],
    ]);
    if (wait > 0) {
      failThrottled(res, wait);
      return;
    }
    ok(res, RESET_EMAIL_SENT);
    // Next turn of the event loop: the answer has left before the account is even looked up.
    setImmediate(() => sendResetEmail(ctx, email));
  });

  app.post('/v1/user/reset-password/finish', (req, res) => {
    if (!fromTheApp(req, ctx)) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const body = fieldsOf(req.body);
    const key = stringField(body, 'key');
    const newPassword = rawStringField(body, 'newPassword');
    const state = ctx.store.state();
    const record = key === undefined ? undefined : state.reset_keys.find((k) => k.key === key);
    const user = record && state.users.find((u) => u.id === record.user_id);
    if (!record || record.used || !user) {
      fail(res, CODE.TOKEN_INVALID);
      return;
    }
    if (Date.parse(record.expires_at) <= mockClock.now()) {
      fail(res, CODE.TOKEN_EXPIRED);
      return;
    }
    const rule = newPassword === undefined ? MESSAGES.required : passwordRuleError(newPassword, [user.first_name, user.last_name, user.company_name]);
    if (rule !== null || newPassword === undefined) {
      failFields(res, { newPassword: rule ?? MESSAGES.required });
      return;
    }
    ctx.store.mutate((s) => {
      Object.assign(user, hashPassword(newPassword));
      // The used key goes, and the user's other keys with it: a link still lying in a mailbox must not
      // undo this reset.
      s.reset_keys = s.reset_keys.filter((k) => k.user_id !== user.id);
      // A password reset ends the sessions that could be refreshed with the old credentials.
      s.refresh_tokens = s.refresh_tokens.filter((t) => t.user_id !== user.id);
    });
    ok(res, PASSWORD_CHANGED);
  });
};

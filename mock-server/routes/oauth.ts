import type { Application } from 'express';
import { CODE, DEVICE_TOKEN_FIELD, OAUTH_REVOKE_PATH, OAUTH_TOKEN_PATH, USER_STATUS, type RefreshData, type TokenData } from '../../src/api/contract';
import type { RouteContext } from '../context';
import type { DbState, StoredUser } from '../db/types';
import { fail, failFields, failThrottled, ok } from '../envelope';
import { fieldsOf, rawStringField, stringField } from '../http/body';
import { deviceOf, signDeviceToken } from '../security/device-tokens';
import { checkGuess, type GuessKey } from '../security/guess';
import { DUMMY_HASH, verifyPassword } from '../security/passwords';
import { newSessionId, randomToken, REFRESH_TOKEN_TTL_MS, signAccessToken, verifyAccessToken } from '../security/tokens';
import * as mockClock from '../clock';

/**
 * Hands out an access token (current TTL setting) and a fresh single-use refresh token. Spent and
 * expired refresh tokens are dropped on the way, so the list does not grow without end.
 */
const issueTokens = (ctx: RouteContext, user: StoredUser, sessionId: string) => {
  const now = mockClock.now();
  const refresh = randomToken();
  ctx.store.mutate(
    (state: DbState) => {
      state.refresh_tokens = state.refresh_tokens.filter((t) => !t.used && Date.parse(t.expires_at) > now);
      state.refresh_tokens.push({ token: refresh, user_id: user.id, expires_at: new Date(now + REFRESH_TOKEN_TTL_MS).toISOString(), used: false, session_id: sessionId });
    },
    () => ({ refresh_tokens: 'all' }),
  );
  const ttl = ctx.settings.tokenTtl;
  return { access_token: signAccessToken(ctx.store.state().meta.secret, user.id, ttl, now, sessionId), refresh_token: refresh, expires_in: ttl };
};

/**
 * The keys a sign-in is counted under (OWASP device cookies). A browser presenting a genuine device
 * token of the account is judged on that device's own failures, and a device whose failures lock it
 * is refused like a locked account (a stolen token guesses no more than anyone). Any other client
 * counts toward the account's lockout of untrusted clients and its own address's.
 */
const guessKeys = (ctx: RouteContext, email: string, client: string, device: string | null): GuessKey[] => {
  const { signInAccount, signInClient, signInDevice } = ctx.throttles;
  if (device !== null) return [{ throttle: signInDevice, key: device, forgiveOnRight: true }];
  return [
    { throttle: signInAccount, key: email, forgiveOnRight: true },
    { throttle: signInClient, key: client, forgiveOnRight: false },
  ];
};

export const registerOauthRoutes = (app: Application, ctx: RouteContext): void => {
  // Form body grant_type=password, username, password (spec 1 §7), and our device_token (its answer
  // carries a fresh one). The app shows its own failure text, so wrong credentials do not say which
  // part was wrong.
  app.post(OAUTH_TOKEN_PATH, (req, res, next) => {
    const body = fieldsOf(req.body);
    const grantType = stringField(body, 'grant_type');
    const username = stringField(body, 'username');
    const password = rawStringField(body, 'password');
    const errors: Record<string, string> = {};
    if (grantType !== 'password') errors.grant_type = 'Only grant_type=password is supported';
    if (!username) errors.username = 'Field is required.';
    if (!password) errors.password = 'Field is required.';
    if (Object.keys(errors).length > 0 || !username || !password) {
      failFields(res, errors);
      return;
    }
    const email = username.toLowerCase();
    const secret = ctx.store.state().meta.secret;
    const device = deviceOf(secret, stringField(body, DEVICE_TOKEN_FIELD), email);
    const user = ctx.store.state().users.find((u) => u.email.toLowerCase() === email);
    const signsIn = (matches: boolean): boolean => matches && user?.status_key === USER_STATUS.ACTIVE;
    const keys = guessKeys(ctx, email, req.ip ?? 'unknown', device);
    // Refused unchecked while locked, right password or not: waiting out the lock is the only way on.
    // An unknown account costs the same hash as a known one: the time does not tell which exists.
    checkGuess(keys, () => verifyPassword(password, user ?? DUMMY_HASH), signsIn).then((checked) => {
      if ('waitMs' in checked) {
        failThrottled(res, checked.waitMs);
        return;
      }
      if (!user || !signsIn(checked.matches)) {
        fail(res, CODE.INVALID_ARGUMENT);
        return;
      }
      // A fresh device token with every sign-in: the browser proves it has signed in to this account.
      const data: TokenData = {
        ...issueTokens(ctx, user, newSessionId()),
        space_id: user.space_id,
        user_id: user.id,
        device_token: signDeviceToken(secret, email),
      };
      ok(res, data);
    }, next);
  });

  // Form body refresh_token, no auth header. Each refresh token works once; a replay is refused.
  app.post('/v1/oauth/refresh', (req, res) => {
    const token = stringField(fieldsOf(req.body), 'refresh_token');
    const state = ctx.store.state();
    const record = token === undefined ? undefined : state.refresh_tokens.find((t) => t.token === token);
    if (!record || record.used) {
      fail(res, CODE.TOKEN_INVALID, 401);
      return;
    }
    if (Date.parse(record.expires_at) <= mockClock.now()) {
      fail(res, CODE.TOKEN_EXPIRED, 401);
      return;
    }
    const user = state.users.find((u) => u.id === record.user_id);
    ctx.store.mutate(
      () => {
        record.used = true;
      },
      () => ({ refresh_tokens: 'all' }),
    );
    if (!user || user.status_key !== USER_STATUS.ACTIVE) {
      fail(res, CODE.TOKEN_INVALID, 401);
      return;
    }
    const data: RefreshData = { data: { data: issueTokens(ctx, user, record.session_id) } };
    ok(res, data);
  });

  // Form body `token`: an access token (a forged or expired one is ignored) or a
  // refresh token. Ending the session drops its refresh tokens, and with them every access token it
  // issued (middleware/auth.ts). The answer is OK whatever the token was (RFC 7009 §2.2): a caller
  // learns nothing about tokens it sends, and a second logout is not an error.
  app.post(OAUTH_REVOKE_PATH, (req, res) => {
    const token = stringField(fieldsOf(req.body), 'token');
    if (!token) {
      failFields(res, { token: 'Field is required.' });
      return;
    }
    const state = ctx.store.state();
    const verified = verifyAccessToken(state.meta.secret, token);
    const sessionId = verified.ok ? verified.claims.sid : state.refresh_tokens.find((t) => t.token === token)?.session_id;
    if (sessionId !== undefined && state.refresh_tokens.some((t) => t.session_id === sessionId)) {
      ctx.store.mutate(
        (s) => {
          s.refresh_tokens = s.refresh_tokens.filter((t) => t.session_id !== sessionId);
        },
        () => ({ refresh_tokens: 'all' }),
      );
    }
    ok(res, null);
  });
};

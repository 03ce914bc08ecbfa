import type { Application } from 'express';
import { callerOf, type RouteContext } from '../context';
import { failFields, ok } from '../envelope';
import { fieldsOf, rawStringField } from '../http/body';
import { hashPassword, passwordRuleError, verifyPassword } from '../security/passwords';
import { MESSAGES } from '../validation';

export const CHANGE_PASSWORD_PATH = '/v1/user/change-password';
export const PASSWORD_CHANGE_MESSAGES = {
  /** Ours: the spec names the field (current password required) but not the refusal of a wrong one. */
  wrongCurrent: 'The current password is not correct.',
  /** Spec 1 §5 matchPassword. */
  mismatch: 'Passwords do not match',
  changed: 'Password changed.',
} as const;

/**
 * POST /v1/user/change-password {currentPassword, newPassword, repeat} (spec 3 §7), signed in. The
 * current password must be right, the new one follow the sign-up rules and equal its repeat. A change
 * ends every other session of the user at once (their refresh tokens go, so their access tokens are
 * refused on the next call); the session that changed it stays signed in.
 */
export const registerChangePasswordRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(CHANGE_PASSWORD_PATH, async (req, res) => {
    const caller = callerOf(req);
    const body = fieldsOf(req.body);
    const current = rawStringField(body, 'currentPassword');
    const next = rawStringField(body, 'newPassword');
    const repeat = rawStringField(body, 'repeat');
    const { user } = caller;
    const errors: Record<string, string> = {};
    if (current === undefined || current === '') errors.currentPassword = MESSAGES.required;
    const rule = next === undefined || next === '' ? MESSAGES.required : passwordRuleError(next, [user.first_name, user.last_name, user.company_name]);
    if (rule !== null) errors.newPassword = rule;
    if (repeat === undefined || repeat === '') errors.repeat = MESSAGES.required;
    else if (next !== undefined && repeat !== next) errors.repeat = PASSWORD_CHANGE_MESSAGES.mismatch;
    if (Object.keys(errors).length === 0 && current !== undefined && !(await verifyPassword(current, user))) errors.currentPassword = PASSWORD_CHANGE_MESSAGES.wrongCurrent;
    if (Object.keys(errors).length > 0 || next === undefined) {
      failFields(res, errors);
      return;
    }
    ctx.store.mutate((state) => {
      const stored = state.users.find((u) => u.id === user.id);
      if (stored) Object.assign(stored, hashPassword(next));
      state.refresh_tokens = state.refresh_tokens.filter((t) => t.user_id !== user.id || t.session_id === caller.sessionId);
    });
    ok(res, PASSWORD_CHANGE_MESSAGES.changed);
  });
};

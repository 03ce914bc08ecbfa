import type { Application, Request, Response } from 'express';
import { callerOf, type RouteContext } from '../context';
import { failFields, failThrottled, ok } from '../envelope';
import { fieldsOf, rawStringField } from '../http/body';
import { checkGuess } from '../security/guess';
import { hashPassword, passwordRuleError, verifyPassword } from '../security/passwords';
import { MESSAGES } from '../validation';

export const CHANGE_PASSWORD_PATH = '/v1/user/change-password';
export const PASSWORD_CHANGE_MESSAGES = {
  /** Ours: the spec names the field (current password required) but not the refusal of a wrong one. */
  wrongCurrent: 'The current password is not correct.',
  /** Ours: a "change" to the same password would end the other sessions and change nothing else. */
  sameAsCurrent: 'The new password must differ from the current one.',
  /** Spec 1 §5 matchPassword. */
  mismatch: 'Passwords do not match',
  changed: 'Password changed.',
} as const;

/**
 * POST /v1/user/change-password {currentPassword, newPassword, repeat} (spec 3 §7), signed in. The
 * current password must be right, the new one follow the sign-up rules, differ from the current one and
 * equal its repeat. A change ends every other session of the user at once (their refresh tokens go, so
 * their access tokens are refused on the next call); the session that changed it stays signed in.
 * Wrong current passwords are guesses like wrong sign-ins (a stolen session must not test passwords
 * without end): counted per user, reserved before the hash, locked with the same back-off and answered
 * 429 with Retry-After.
 */
export const registerChangePasswordRoutes = (app: Application, ctx: RouteContext): void => {
  const changePassword = async (req: Request, res: Response): Promise<void> => {
    const caller = callerOf(req);
    const body = fieldsOf(req.body);
    const current = rawStringField(body, 'currentPassword');
    const chosen = rawStringField(body, 'newPassword');
    const repeat = rawStringField(body, 'repeat');
    const { user } = caller;
    const errors: Record<string, string> = {};
    if (current === undefined) errors.currentPassword = MESSAGES.required;
    const rule = chosen === undefined ? MESSAGES.required : passwordRuleError(chosen, [user.first_name, user.last_name, user.company_name]);
    if (rule !== null) errors.newPassword = rule;
    if (repeat === undefined) errors.repeat = MESSAGES.required;
    else if (chosen !== undefined && repeat !== chosen) errors.repeat = PASSWORD_CHANGE_MESSAGES.mismatch;
    if (Object.keys(errors).length > 0 || current === undefined || chosen === undefined) {
      failFields(res, errors);
      return;
    }
    const guessKey = { throttle: ctx.throttles.passwordChange, key: String(user.id), forgiveOnRight: true };
    const checked = await checkGuess([guessKey], () => verifyPassword(current, user));
    if ('waitMs' in checked) {
      failThrottled(res, checked.waitMs);
      return;
    }
    if (!checked.matches) {
      failFields(res, { currentPassword: PASSWORD_CHANGE_MESSAGES.wrongCurrent });
      return;
    }
    if (chosen === current) {
      failFields(res, { newPassword: PASSWORD_CHANGE_MESSAGES.sameAsCurrent });
      return;
    }
    ctx.store.mutate((state) => {
      const stored = state.users.find((u) => u.id === user.id);
      if (stored) Object.assign(stored, hashPassword(chosen));
      state.refresh_tokens = state.refresh_tokens.filter((t) => t.user_id !== user.id || t.session_id === caller.sessionId);
    });
    ok(res, PASSWORD_CHANGE_MESSAGES.changed);
  };

  app.post(CHANGE_PASSWORD_PATH, (req, res, next) => {
    changePassword(req, res).catch(next);
  });
};

import type { Application, Response } from 'express';
import { CODE, NOTIFICATION_KEYS, PROFILE_MESSAGES, PROFILE_PATHS, type NotificationKey, type NotificationSetting } from '../../src/api/contract';
import { personalInfoProblems, ruleMessage, textOf, type RuleProblem } from '../../src/domain/profileRules';
import { normaliseName } from '../../src/domain/safeText';
import { callerOf, type RouteContext } from '../context';
import type { StoredUser } from '../db/types';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf, isRecord, stringField, toNumber } from '../http/body';
import { userView } from '../views';
import { saveUser, targetUser } from './user-target';

/** The rule problems of a form section as the field errors the mock answers. */
export const fieldMessages = (problems: Partial<Record<string, RuleProblem>>): Record<string, string> =>
  Object.fromEntries(Object.entries(problems).flatMap(([field, problem]) => (problem ? [[field, ruleMessage(problem)]] : [])));

export const answerUser = (ctx: RouteContext, res: Response, user: StoredUser | undefined): void => {
  if (!user) {
    fail(res, CODE.USER_NOT_FOUND);
    return;
  }
  ok(res, userView(user, ctx.store.state().spaces.find((s) => s.id === user.space_id)));
};

const LOCALE_LANGUAGE = { 1: 'en', 2: 'ru' } as const;

/** en_US → ru_US: the language part changes, the country part stays (spec 1 §3 language_country). */
const localeFor = (locale: string, languageKey: 1 | 2): string => `${LOCALE_LANGUAGE[languageKey]}_${locale.split('_')[1] ?? 'US'}`;

const isSetting = (value: unknown): value is NotificationSetting =>
  isRecord(value) && typeof value.enabled === 'boolean' && typeof value.email === 'boolean' && Object.keys(value).length === 2;

/**
 * PUT /v1/user (personal info), PUT /v1/user/change-language and PUT /v1/user/account/settings
 * (spec 3 §7). Each answers the updated User.
 */
export const registerUserProfileRoutes = (app: Application, ctx: RouteContext): void => {
  // `id` names the user and is never changed; `email` is read-only (spec 3 §5): sent unchanged it is
  // ignored (a form may send the record back), sent changed it is refused rather than silently dropped.
  app.put(PROFILE_PATHS.personal, (req, res) => {
    const body = fieldsOf(req.body);
    const user = targetUser(ctx, req, res, body.id, 'space', 'id');
    if (!user) return;
    const errors = fieldMessages(personalInfoProblems(body));
    const email = stringField(body, 'email');
    if (body.email !== undefined && (email === undefined || email.toLowerCase() !== user.email.toLowerCase())) errors.email = PROFILE_MESSAGES.emailReadOnly;
    if (Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    const text = (key: 'first_name' | 'last_name' | 'phone'): string => normaliseName(textOf(body[key]) ?? '');
    answerUser(
      ctx,
      res,
      saveUser(ctx, user.id, (stored) => {
        stored.first_name = text('first_name');
        stored.last_name = text('last_name');
        stored.phone = text('phone');
      }),
    );
  });

  // The caller's own language only; kept on the user, so the next sign-in (GET /v1/user/{id}) has it.
  app.put(PROFILE_PATHS.language, (req, res) => {
    const body = fieldsOf(req.body);
    // A user_id naming someone else is refused rather than ignored: nobody picks another's language.
    if (!targetUser(ctx, req, res, body.user_id, 'self')) return;
    const key = toNumber(body.language_key);
    if (key !== 1 && key !== 2) {
      failFields(res, { language_key: PROFILE_MESSAGES.languageKey });
      return;
    }
    answerUser(
      ctx,
      res,
      saveUser(ctx, callerOf(req).user.id, (stored) => {
        stored.language_key = key;
        stored.locale = localeFor(stored.locale, key);
      }),
    );
  });

  // Only the settings sent change; every one sent must be a known key with both flags.
  app.put(PROFILE_PATHS.notificationSettings, (req, res) => {
    const body = fieldsOf(req.body);
    const user = targetUser(ctx, req, res, body.user_id, 'space');
    if (!user) return;
    if (!isRecord(body.settings)) {
      failFields(res, { settings: PROFILE_MESSAGES.notificationSetting });
      return;
    }
    const errors: Record<string, string> = {};
    const changes: [NotificationKey, NotificationSetting][] = [];
    for (const [key, value] of Object.entries(body.settings)) {
      // The message names the key only when it is one of ours: an unknown key is not echoed back.
      if (!(NOTIFICATION_KEYS as readonly string[]).includes(key)) errors.settings = PROFILE_MESSAGES.unknownSetting;
      else if (!isSetting(value)) errors[`settings.${key}`] = PROFILE_MESSAGES.notificationSetting;
      else changes.push([key as NotificationKey, { enabled: value.enabled, email: value.email }]);
    }
    if (Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    answerUser(
      ctx,
      res,
      saveUser(ctx, user.id, (stored) => {
        for (const [key, setting] of changes) stored.settings[key] = setting;
      }),
    );
  });
};

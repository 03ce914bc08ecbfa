import type { Application } from 'express';
import { PROFILE_PATHS } from '../../src/api/contract';
import { toMinor } from '../../src/domain/minorUnits';
import { cpmRateProblem, creditLimitProblem, invoiceDueDayProblem, legalInfoProblems, readNumber, textOf } from '../../src/domain/profileRules';
import { normaliseName } from '../../src/domain/safeText';
import type { RouteContext } from '../context';
import { failFields } from '../envelope';
import { fieldsOf } from '../http/body';
import { answerUser, fieldMessages } from './user-profile';
import { saveUser, targetUser } from './user-target';

/**
 * The settings page's account forms (spec 3 §2, §5, §7): legal info, the rewarded ads CPM rate, and the
 * credit limit (overdraft) with the invoice due day. Each answers the updated User.
 */
export const registerUserAccountSettingsRoutes = (app: Application, ctx: RouteContext): void => {
  // Own user, or any for an administrator. company_name is also the legal entity's name (what the
  // moderation screens show); a blank tin_number clears it.
  app.put(PROFILE_PATHS.legal, (req, res) => {
    const body = fieldsOf(req.body);
    const user = targetUser(ctx, req, res, body.user_id, 'selfOrAdmin');
    if (!user) return;
    const errors = fieldMessages(legalInfoProblems(body));
    if (Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    const company = normaliseName(textOf(body.company_name) ?? '');
    const tin = normaliseName(textOf(body.tin_number) ?? '');
    answerUser(
      ctx,
      res,
      saveUser(ctx, user.id, (stored) => {
        stored.company_name = company;
        stored.legal_entity_name = company;
        stored.tin_number = tin === '' ? null : tin;
      }),
    );
  });

  // The caller, their space's users (PAGE_SETTINGS), or any for an administrator: the rate is what the
  // account's rewarded (voice) ads multiply their CPM by, which the advertiser chooses.
  app.put(PROFILE_PATHS.rewardedAds, (req, res) => {
    const body = fieldsOf(req.body);
    const user = targetUser(ctx, req, res, body.user_id, 'space');
    if (!user) return;
    const problem = cpmRateProblem(body.rewarded_ads_cpm_rate);
    const rate = readNumber(body.rewarded_ads_cpm_rate);
    if (problem || rate === undefined) {
      failFields(res, fieldMessages({ rewarded_ads_cpm_rate: problem ?? { key: 'validNumber' } }));
      return;
    }
    answerUser(
      ctx,
      res,
      saveUser(ctx, user.id, (stored) => {
        stored.rewarded_ads_cpm_rate = rate;
      }),
    );
  });

  // Administrators only (spec 3 §2: the admin user payments page shows credit limit and due day); an
  // owner reads both in GET /v1/user/{id} but cannot raise their own overdraft.
  app.put(PROFILE_PATHS.payment, (req, res) => {
    const body = fieldsOf(req.body);
    const user = targetUser(ctx, req, res, body.user_id, 'admin');
    if (!user) return;
    const errors = fieldMessages({ invoice_due_day: invoiceDueDayProblem(body.invoice_due_day) ?? undefined, credit_limit: creditLimitProblem(body.credit_limit) ?? undefined });
    const day = readNumber(body.invoice_due_day);
    const limit = readNumber(body.credit_limit);
    if (Object.keys(errors).length > 0 || day === undefined || limit === undefined) {
      failFields(res, errors);
      return;
    }
    answerUser(
      ctx,
      res,
      saveUser(ctx, user.id, (stored) => {
        stored.invoice_due_day = day;
        stored.credit_limit_minor = toMinor(limit);
      }),
    );
  });
};

import type { Application } from 'express';
import {
  ACCOUNT_TYPE,
  ADMIN_ACCOUNT_PATHS,
  AUDIT_PAGE_SIZE_MAX,
  CODE,
  type AdminAccountTotals,
  type AuditEntry,
} from '../../src/api/contract';
import { auditPageOf } from '../admin/audit-page';
import { accountRow, accountRows, pageOf, parseAccountsQuery, runningCount } from '../admin/account-rows';
import { accountsExcelName, accountsWorkbook } from '../admin/accounts-excel';
import { auditOfWhitelabel, changesOf, recordAdminAction } from '../admin/audit';
import { createAdminAccount, readNewAccount } from '../admin/create-account';
import { accountsOfWhitelabel, administrationOnly, campaignsOfWhitelabel, registrationWhitelabel, whitelabelOfCaller } from '../admin/scope';
import { spaceInReach } from '../caller-reach';
import { callerOf, type RouteContext } from '../context';
import { todayDayNumber } from '../dates';
import { emailTaken } from '../db/accounts';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf, toId, toNumber } from '../http/body';
import { createFiguresCache } from '../reports/figures-cache';
import { UNITS_PER_USD } from '../seed/currency';
import { randomToken, REGISTRATION_TOKEN_TTL_MS } from '../security/tokens';
import * as mockClock from '../clock';

/**
 * The administrator's accounts report (spec 3 §2, §7): the five tiles, the listing, its Excel file,
 * account creation and (ours) one account's audit trail. ROUTE_ADMINISTRATION only; the caller's own
 * white-label only (admin/scope.ts).
 */
export const registerAdminAccountRoutes = (app: Application, ctx: RouteContext): void => {
  const figures = createFiguresCache({ maxRanges: 2 });

  app.post(ADMIN_ACCOUNT_PATHS.totals, administrationOnly, (req, res) => {
    const state = ctx.store.state();
    const accounts = accountsOfWhitelabel(state, whitelabelOfCaller(req));
    const campaigns = campaignsOfWhitelabel(state, accounts);
    const today = todayDayNumber();
    // The past 30 days, today included; per-campaign sums are kept between calls (figures-cache.ts).
    const range = figures.forRange(state.meta.seed, today - 29, today + 1, today);
    const users = state.users.filter((u) => accounts.spaceIds.has(u.space_id)).length;
    // Balances are in each account's currency: the tile adds them up in dollars (it shows $).
    const balanceCents = accounts.spaces.reduce((sum, s) => sum + Math.round(s.balance_minor / UNITS_PER_USD[s.currency]), 0);
    const totals: AdminAccountTotals = {
      users,
      companies: accounts.spaces.filter((s) => s.account_type_key === ACCOUNT_TYPE.COMPANY).length,
      running_campaigns: runningCount(campaigns),
      impressions: campaigns.reduce((sum, c) => sum + range.figures(c).range.impressions, 0),
      balance: balanceCents / 100,
    };
    ok(res, totals);
  });

  app.post(ADMIN_ACCOUNT_PATHS.list, administrationOnly, (req, res) => {
    const parsed = parseAccountsQuery(fieldsOf(req.body));
    if (!parsed.ok) {
      failFields(res, parsed.errors);
      return;
    }
    const state = ctx.store.state();
    const rows = accountRows(state, accountsOfWhitelabel(state, whitelabelOfCaller(req)), parsed.query);
    ok(res, pageOf(rows, parsed.query.page));
  });

  // Every row of the filter (no paging): at large scale 1,000 accounts, written in well under a second.
  app.post(ADMIN_ACCOUNT_PATHS.excel, administrationOnly, (req, res, next) => {
    const parsed = parseAccountsQuery(fieldsOf(req.body));
    if (!parsed.ok) {
      failFields(res, parsed.errors);
      return;
    }
    const state = ctx.store.state();
    const rows = accountRows(state, accountsOfWhitelabel(state, whitelabelOfCaller(req)), parsed.query);
    const name = accountsExcelName(parsed.query.fromDay, parsed.query.toDay);
    accountsWorkbook(rows).then(
      (file) => {
        res.status(200);
        res.set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        // The name holds a comma and spaces: quoted, plus the RFC 5987 form.
        res.set('Content-Disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
        res.set('X-Content-Type-Options', 'nosniff');
        res.send(file);
      },
      (error: unknown) => next(error),
    );
  });

  app.post(ADMIN_ACCOUNT_PATHS.create, administrationOnly, (req, res) => {
    const read = readNewAccount(fieldsOf(req.body));
    if (!read.ok) {
      failFields(res, read.errors);
      return;
    }
    const account = read.value;
    if (emailTaken(ctx.store.state(), account.email)) {
      fail(res, CODE.EMAIL_EXISTS);
      return;
    }
    const caller = callerOf(req);
    const key = randomToken();
    const created = ctx.store.mutate((state) => {
      const made = createAdminAccount(state, account, caller.user.whitelabel_id, caller.user.id);
      // The owner's way in: a password link (the reset form), valid as long as a sign-up's link.
      state.reset_keys.push({ key, user_id: made.user.id, expires_at: new Date(mockClock.now() + REGISTRATION_TOKEN_TTL_MS).toISOString(), used: false });
      recordAdminAction(
        state,
        req,
        'account_created',
        { space_id: made.space.id, space_name: made.space.name, target_user_id: made.user.id },
        changesOf(
          {},
          {
            company_name: account.companyName,
            email: account.email,
            country: account.country,
            type: account.type,
            source: account.other === null ? account.source : `${account.source}: ${account.other}`,
            whitelabel_id: account.whitelabelId,
            rewarded_ads_cpm_rate: account.rate,
          },
        ),
      );
      return made;
    });
    ctx.mailbox.send({ to: account.email, subject: 'Your account is ready: choose your password', link: `${ctx.config.appUrl}/auth/reset-password/${key}` });
    ok(res, accountRow(created.space, created.user, 0));
  });

  // One account's (space_id) or one sign-up's (registration_id) trail, newest first.
  app.get(ADMIN_ACCOUNT_PATHS.audit, administrationOnly, (req, res) => {
    const spaceId = req.query.space_id === undefined ? null : toId(req.query.space_id);
    const registrationId = req.query.registration_id === undefined ? null : toId(req.query.registration_id);
    const page = req.query.page === undefined ? 1 : toNumber(req.query.page);
    const size = req.query.size === undefined ? 20 : toNumber(req.query.size);
    const errors: Record<string, string> = {};
    if ((spaceId === null) === (registrationId === null)) errors.space_id = 'Name one account (space_id) or one sign-up (registration_id)';
    if (page === undefined || !Number.isInteger(page) || page < 1) errors.page = 'page is one-based: an integer from 1';
    if (size === undefined || !Number.isInteger(size) || size < 1 || size > AUDIT_PAGE_SIZE_MAX) errors.size = `size: an integer from 1 to ${AUDIT_PAGE_SIZE_MAX}`;
    if (Object.keys(errors).length > 0 || page === undefined || size === undefined) {
      failFields(res, errors);
      return;
    }
    const state = ctx.store.state();
    const whitelabel = whitelabelOfCaller(req);
    const trail = auditOfWhitelabel(state, whitelabel);
    let entries: AuditEntry[];
    if (spaceId !== null) {
      if (!spaceInReach(callerOf(req), state, spaceId)) {
        fail(res, CODE.SPACE_NOT_FOUND);
        return;
      }
      entries = trail.filter((e) => e.space_id === spaceId && e.action !== undefined);
    } else {
      const registration = state.registrations.find((r) => r.id === registrationId);
      if (!registration || registrationWhitelabel(registration) !== whitelabel) {
        fail(res, CODE.REGISTRATION_NOT_FOUND);
        return;
      }
      entries = trail.filter((e) => e.registration_id === registrationId);
    }
    ok(res, auditPageOf(entries, page, size));
  });
};


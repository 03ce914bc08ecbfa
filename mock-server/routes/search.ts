import type { Application } from 'express';
import {
  ADMIN_SEARCH_LIMIT,
  CAMPAIGN_STATUS,
  CODE,
  USER_STATUS,
  type AdminSearchResponse,
  type SearchItem,
} from '../../src/api/contract';
import { callerOf, hasPermission, type Caller, type RouteContext } from '../context';
import type { DbState, StoredSpace } from '../db/types';
import { fail, ok } from '../envelope';
import { fieldsOf } from '../http/body';
import { accountItem, campaignItem } from '../views';
import { registrationWhitelabel } from '../admin/scope';

// One collator: far cheaper than localeCompare with options when sorting 10,000 campaigns.
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: { name: string }, b: { name: string }): number => collator.compare(a.name, b.name);

/**
 * Accounts of the caller's white-label whose name contains the query, the caller's own account first
 * (marked "my account" by the UI).
 */
const matchingAccounts = (state: DbState, caller: Caller, query: string): StoredSpace[] =>
  state.spaces
    .filter((s) => !caller.outsideWhitelabel(s.id) && s.name.toLowerCase().includes(query))
    .sort((a, b) => Number(b.id === caller.user.space_id) - Number(a.id === caller.user.space_id) || byName(a, b));

const accountItems = (state: DbState, spaces: readonly StoredSpace[]): SearchItem[] => {
  const owners = new Map(state.users.map((u) => [u.id, u]));
  return spaces.map((s) => accountItem(s, owners.get(s.owner_user_id)));
};

const queryOf = (body: unknown): string => {
  const name = fieldsOf(body).name;
  return typeof name === 'string' ? name.trim().toLowerCase() : '';
};

/** Both admin searches need SEARCH_ADMIN: the switcher is what they feed. */
export const registerSearchRoutes = (app: Application, ctx: RouteContext): void => {
  app.post('/v1/whitelabel/search', (req, res) => {
    const caller = callerOf(req);
    if (!hasPermission(caller, 'SEARCH_ADMIN')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const state = ctx.store.state();
    const query = queryOf(req.body);
    const accounts = matchingAccounts(state, caller, query);
    // One white-label's campaigns: its accounts' (the moderation counts below are the same set's).
    const own = state.campaigns.filter((c) => !caller.outsideWhitelabel(c.space_id));
    const campaigns = own.filter((c) => c.name.toLowerCase().includes(query)).sort((a, b) => byName(a, b) || a.id - b.id);
    const spaces = new Map(state.spaces.map((s) => [s.id, s]));
    const accountList = accountItems(state, accounts.slice(0, ADMIN_SEARCH_LIMIT));
    const campaignList = campaigns.slice(0, ADMIN_SEARCH_LIMIT).map((c) => campaignItem(c, spaces.get(c.space_id)));
    const data: AdminSearchResponse = {
      accounts: accountList,
      campaigns: campaignList,
      all: [...accountList, ...campaignList],
      campaigns_in_moderation_count: own.filter((c) => c.status_key === CAMPAIGN_STATUS.in_moderation).length,
      registrants_in_moderation_count: state.registrations.filter(
        (r) => r.status_key === USER_STATUS.NEED_VERIFICATION && registrationWhitelabel(r) === caller.user.whitelabel_id,
      ).length,
      accounts_total_size: accounts.length,
      campaigns_total_size: campaigns.length,
      all_total_size: accounts.length + campaigns.length,
    };
    ok(res, data);
  });

  // Used by the replicate dialog to pick a target account.
  app.post('/v1/whitelabel/account-search', (req, res) => {
    const caller = callerOf(req);
    if (!hasPermission(caller, 'SEARCH_ADMIN')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const state = ctx.store.state();
    ok(res, accountItems(state, matchingAccounts(state, caller, queryOf(req.body)).slice(0, ADMIN_SEARCH_LIMIT)));
  });
};

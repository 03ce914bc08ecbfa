import type { Application } from 'express';
import {
  CAMPAIGN_EDITOR_PATHS,
  CODE,
  DICTIONARIES,
  type AdminUser,
  type AppPromotionInfo,
  type AppPromotionLookupRequest,
  type Permission,
} from '../../src/api/contract';
import { userInReach } from '../caller-reach';
import { callerOf, hasPermission, type RouteContext } from '../context';
import type { StoredUser } from '../db/types';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf, stringField } from '../http/body';
import { findCatalogueApp } from '../seed/app-catalogue';
import { dictionaryItems, isDictionaryName } from '../seed/dictionaries';
import { maxMarginFor } from '../seed/max-margin';
import { TRAFFIC_SOURCES } from '../seed/traffic-sources';
import { answerVersioned, inEdition } from '../reference-lists';
import { MESSAGES } from '../validation';

/** At most this many account managers per search answer (a picker, not a list page). */
export const ADMIN_USER_SEARCH_LIMIT = 20;

/** Who may be an account manager: the white-label's campaign or route administrators. */
const MANAGER_PERMISSIONS: readonly Permission[] = ['CAMPAIGN_ADMINISTRATION', 'ROUTE_ADMINISTRATION'];

const PLATFORMS: readonly AppPromotionInfo['app_platform_type'][] = ['ios', 'android'];

export const DICTIONARY_MESSAGE = `Unknown dictionary: expected one of ${DICTIONARIES.join(', ')}.`;
export const PLATFORM_MESSAGE = `Platform must be one of ${PLATFORMS.join(', ')}.`;

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: StoredUser, b: StoredUser): number =>
  collator.compare(a.first_name, b.first_name) || collator.compare(a.last_name, b.last_name) || a.id - b.id;

const adminUserOf = (user: StoredUser): AdminUser => ({ id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email });

const matches = (user: StoredUser, query: string): boolean =>
  query === '' || [user.first_name, user.last_name, `${user.first_name} ${user.last_name}`, user.email].some((text) => text.toLowerCase().includes(query));

const isPlatform = (value: string): value is AppPromotionInfo['app_platform_type'] => (PLATFORMS as readonly string[]).includes(value);

/** Both fields are checked at once, so a form shows every problem together. */
const lookupOf = (body: unknown): AppPromotionLookupRequest | { errors: Record<string, string> } => {
  const fields = fieldsOf(body);
  const platform = stringField(fields, 'app_platform_type');
  const bundleId = stringField(fields, 'bundle_id');
  const errors: Record<string, string> = {};
  if (platform === undefined) errors.app_platform_type = MESSAGES.required;
  else if (!isPlatform(platform)) errors.app_platform_type = PLATFORM_MESSAGE;
  if (bundleId === undefined) errors.bundle_id = MESSAGES.required;
  if (platform === undefined || !isPlatform(platform) || bundleId === undefined) return { errors };
  return { app_platform_type: platform, bundle_id: bundleId };
};

/**
 * The campaign editor's supporting calls (spec 2 §7): dictionaries, max margin, traffic sources, the
 * app promotion lookup and the account manager search. Registered before the campaign routes, so
 * `max-margin` and `traffic-source` are never read as a campaign id.
 */
export const registerCampaignEditorSupportRoutes = (app: Application, ctx: RouteContext): void => {
  // Any signed-in user: the editor's targeting needs them whatever the caller's role. Cached by the
  // app across reloads (spec 1 §7 "cached locally"): versioned, 304 while the copy holds.
  app.get(`${CAMPAIGN_EDITOR_PATHS.dictionary}/:dictionary/:locale`, (req, res) => {
    const { dictionary, locale } = req.params;
    if (!isDictionaryName(dictionary)) {
      failFields(res, { dictionary: DICTIONARY_MESSAGE });
      return;
    }
    const items = inEdition(dictionaryItems(dictionary, locale), ctx.settings.dictionaryEdition, (item, suffix) => ({ ...item, title: `${item.title}${suffix}` }));
    answerVersioned(req, res, items);
  });

  // The margin is an owner field: only administrators see it, for the campaign owner they name.
  app.get(CAMPAIGN_EDITOR_PATHS.maxMargin, (req, res) => {
    if (!hasPermission(callerOf(req), 'CAMPAIGN_ADMINISTRATION')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const user = userInReach(callerOf(req), ctx.store.state(), req.query['user-id']);
    if (!user) {
      fail(res, CODE.USER_NOT_FOUND);
      return;
    }
    ok(res, maxMarginFor(user));
  });

  app.get(CAMPAIGN_EDITOR_PATHS.trafficSources, (_req, res) => {
    ok(res, TRAFFIC_SOURCES);
  });

  // Any signed-in user: advertisers set up app promotion themselves.
  app.post(CAMPAIGN_EDITOR_PATHS.appPromotion, (req, res) => {
    const lookup = lookupOf(req.body);
    if ('errors' in lookup) {
      failFields(res, lookup.errors);
      return;
    }
    const found = findCatalogueApp(lookup.app_platform_type, lookup.bundle_id);
    if (!found) {
      fail(res, CODE.APP_NOT_FOUND);
      return;
    }
    ok(res, found);
  });

  // The account manager picker: administrators of the caller's white-label, never another's.
  app.post(CAMPAIGN_EDITOR_PATHS.adminUserSearch, (req, res) => {
    const caller = callerOf(req);
    if (!hasPermission(caller, 'CAMPAIGN_ADMINISTRATION')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const name = fieldsOf(req.body).name;
    const query = typeof name === 'string' ? name.trim().toLowerCase() : '';
    const managers = ctx.store
      .state()
      .users.filter(
        (u) =>
          u.whitelabel_id === caller.user.whitelabel_id &&
          u.permissions.some((p) => MANAGER_PERMISSIONS.includes(p)) &&
          matches(u, query),
      )
      .sort(byName)
      .slice(0, ADMIN_USER_SEARCH_LIMIT);
    ok(res, managers.map(adminUserOf));
  });
};

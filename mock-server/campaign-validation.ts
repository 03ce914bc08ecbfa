import {
  CAMPAIGN_GOALS,
  CAMPAIGN_STATUS,
  CODE,
  type CampaignOwnerFields,
  type CurrencyCode,
  type ErrorCode,
} from '../src/api/contract';
import { campaignRuleProblems } from '../src/domain/campaign-rules/campaignRules';
import { dayIn } from '../src/domain/campaignCopy';
import { keepsAppPromotion } from '../src/domain/promotionClearing';
import { foldName } from '../src/domain/safeText';
import { ownerFieldProblems } from '../src/domain/campaign-rules/ownerRules';
import type { RuleProblem } from '../src/domain/campaign-rules/ruleProblem';
import type { Response } from 'express';
import { referenceProblems, type ReferenceContext } from './campaign-references';
import { englishText } from './campaign-rule-english';
import { catalogueMessage, EXTRA_CODE } from './codes';
import type { StoredCampaign } from './db/types';
import { httpStatusFor } from './envelope';
import { findCatalogueApp } from './seed/app-catalogue';
import type { CampaignFields } from './seed/campaign-defaults';
import { COUNTRIES } from './seed/countries';
import { UNITS_PER_USD } from './seed/currency';
import { TRAFFIC_SOURCES } from './seed/traffic-sources';
import { MESSAGES } from './validation';

/**
 * The campaign's rules on a record whose shape campaign-shape.ts has already checked: the rules the
 * editor shares (spec 1 §5, spec 2 §5: src/domain/campaign-rules, their messages in the editor's own
 * English) and the server's own, which need what only the server knows (the stored campaign, the other
 * campaigns' names, the base bid, the app store, the clock). Every rule answers a problem with its
 * catalogue code and, where one field is at fault, that field's snake-case path; the route answers the
 * first code by RULE_ORDER with every field message at once, so a form can show all of them.
 */
export interface Problem {
  code: ErrorCode;
  /** The field at fault; absent for whole-campaign problems. */
  field?: string;
  message: string;
}

/** The server-only rules' messages (the shared rules speak the editor's English, campaign-rule-english.ts). */
export const RULE_MESSAGES = {
  country: MESSAGES.country,
  countryFixed: 'The country cannot be changed once it is set.',
  goalOfType: 'The goal does not belong to the campaign type.',
  sameType: 'Must be the campaign type.',
  sameGoal: 'Must be the campaign goal.',
  trafficSource: 'Unknown traffic source.',
  accountManager: 'Not an administrator of this white-label.',
} as const;

/** Which code answers when several rules fail: bad input first, then missing fields, then the rest. */
const RULE_ORDER: readonly ErrorCode[] = [
  // Another space's audience or campaign first: nothing else is worth saying about such a body.
  CODE.ILLEGAL_ACTION,
  CODE.INVALID_ARGUMENT,
  CODE.AUDIENCE_NOT_FOUND,
  EXTRA_CODE.CREATIVES_NOT_FOUND,
  CODE.MISSING_FIELDS,
  CODE.NAME_NOT_UNIQUE,
  EXTRA_CODE.FREQUENCY_CAP_INVALID,
  CODE.START_AFTER_END,
  CODE.START_NOT_MODIFIABLE,
  CODE.START_IN_PAST,
  CODE.END_IN_PAST,
  CODE.APP_URL_NOT_MODIFIABLE,
  CODE.APP_NOT_FOUND,
  CODE.BID_BELOW_BASE,
  CODE.BUDGET_BELOW_BID,
  CODE.BUDGET_BELOW_BID_AMOUNT,
  CODE.WRONG_PIXEL_URL,
  CODE.CAMPAIGN_NOT_READY,
];

export const firstCode = (problems: readonly Problem[]): ErrorCode => {
  const ranked = [...problems].sort((a, b) => rank(a.code) - rank(b.code));
  return ranked[0]?.code ?? CODE.INVALID_ARGUMENT;
};
const rank = (code: ErrorCode): number => {
  const index = RULE_ORDER.indexOf(code);
  return index === -1 ? RULE_ORDER.length : index;
};

/** The labels spec 3 §8 gives fields in errors ("Field labels used in errors: Budget, Bid Amount, Start Date, VISUALS"). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  budget: 'Budget',
  user_cpx: 'Bid Amount',
  campaign_start_at: 'Start Date',
  visuals: 'VISUALS',
};

/**
 * The answer's `type.message`: the catalogue's, and for 1301 followed by the labels of the missing
 * fields that spec 3 §8 names ("Missing mandatory field(s): Budget, Bid Amount"); each field's own
 * message is in data.errors either way.
 */
export const refusalMessage = (code: ErrorCode, problems: readonly Problem[]): string => {
  const missing = new Set(problems.flatMap((one) => (code === CODE.MISSING_FIELDS && one.code === code && one.field ? [one.field] : [])));
  const labels = Object.entries(FIELD_LABELS).flatMap(([field, label]) => (missing.has(field) ? [label] : []));
  return labels.length > 0 ? `${catalogueMessage(code)}: ${labels.join(', ')}` : catalogueMessage(code);
};

/** Answers a refusal with its code and, when fields are at fault, their messages in data.errors. */
export const failProblems = (res: Response, problems: readonly Problem[]): void => {
  const code = firstCode(problems);
  const errors = fieldErrors(problems);
  res.status(httpStatusFor(code)).json({ type: { code, message: refusalMessage(code, problems) }, data: Object.keys(errors).length > 0 ? { errors } : null });
};

/** A shared rule's problem as the mock answers it: its code, its field, its message in the editor's English. */
export const fromRule = (found: RuleProblem): Problem => ({ code: found.code, field: found.field, message: englishText(found.message, found.args) });

/** Field path → message, the first problem of each field winning. */
export const fieldErrors = (problems: readonly Problem[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const problem of [...problems].sort((a, b) => rank(a.code) - rank(b.code))) {
    if (problem.field !== undefined && errors[problem.field] === undefined) errors[problem.field] = problem.message;
  }
  return errors;
};

/**
 * The lowest manual bid the mock accepts (code 1308): 0.05 US dollars, in the space currency (75 NGN,
 * 20 AMD). The spec names the rule, not the value.
 */
export const BASE_BID_USD = 0.05;
export const baseBid = (currency: CurrencyCode): number => BASE_BID_USD * UNITS_PER_USD[currency];

/** Statuses a moderator has approved; their moderated fields change only through publish (137). */
const NEVER_APPROVED = new Set<number>([CAMPAIGN_STATUS.draft, CAMPAIGN_STATUS.in_moderation, CAMPAIGN_STATUS.rejected]);
export const wasApproved = (campaign: StoredCampaign): boolean => !NEVER_APPROVED.has(campaign.status_key);

/** Statuses whose campaign has not served yet even when approved. */
const NOT_STARTED = new Set<number>([CAMPAIGN_STATUS.waiting_to_start, CAMPAIGN_STATUS.waiting_for_ad_exchange]);

/** A campaign that served already: approved, not waiting, and its start (or "Immediately") reached. */
export const hasStarted = (campaign: StoredCampaign, now: number): boolean =>
  wasApproved(campaign) &&
  !NOT_STARTED.has(campaign.status_key) &&
  (campaign.campaign_start_at === null || Date.parse(campaign.campaign_start_at) <= now);

const isHttpUrl = (value: string): boolean => {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
};

/** Whether a save moves the start to another calendar day (in the campaign's timezone) than the stored one. */
const startChanged = (next: CampaignFields, stored: StoredCampaign | null): boolean =>
  stored === null
    ? next.campaign_start_at !== null
    : (next.campaign_start_at === null ? null : dayIn(next.campaign_start_at, next.timezone_offset_seconds)) !==
      (stored.campaign_start_at === null ? null : dayIn(stored.campaign_start_at, next.timezone_offset_seconds));

/**
 * Today in the campaign's timezone where the shared "start not before today" rule (1304) applies: a
 * save that changes the start of a campaign that has not started (a started one answers 1306; a start
 * kept as it was stays, even once past).
 */
const startHeldToToday = (next: CampaignFields, ctx: RuleContext): string | undefined =>
  startChanged(next, ctx.stored) && !(ctx.stored && hasStarted(ctx.stored, ctx.now)) ? dayIn(new Date(ctx.now).toISOString(), next.timezone_offset_seconds) ?? undefined : undefined;

export interface RuleContext {
  /** The stored campaign on update; null on create. */
  stored: StoredCampaign | null;
  /** The other campaigns of the space (name uniqueness). */
  siblings: readonly StoredCampaign[];
  currency: CurrencyCode;
  now: number;
  publishing: boolean;
  /** What the campaign's ids must exist in (campaign-references.ts). */
  references: ReferenceContext;
}

const problem = (code: ErrorCode, field: string | undefined, message: string = catalogueMessage(code)): Problem =>
  field === undefined ? { code, message } : { code, field, message };

/**
 * The folded names of a save's siblings, by name, memoised for the next call over the same campaigns:
 * a bulk plan (a CSV of 5,000 lines) checks each line's name against every
 * campaign of the account, and folding 5,000 names for each of 5,000 lines cost the dry run tens of
 * seconds. The memo is reused only when it holds the same campaign objects in the same order (checked
 * by identity, cheap): a new or removed campaign rebuilds it, a rename refolds that one name.
 */
interface NameIndex {
  siblings: readonly StoredCampaign[];
  names: string[];
  folded: string[];
  ids: Map<string, number[]>;
}
let lastNameIndex: NameIndex | null = null;

const addId = (ids: Map<string, number[]>, folded: string, id: number): void => {
  const list = ids.get(folded);
  if (list) list.push(id);
  else ids.set(folded, [id]);
};

/**
 * The memo brought up to date when it holds the same campaigns in the same order, refolding only the
 * names changed since (a bulk apply renames one campaign per line); false when the campaigns differ.
 */
const refreshed = (index: NameIndex, siblings: readonly StoredCampaign[]): boolean => {
  if (index.siblings.length !== siblings.length) return false;
  for (let i = 0; i < siblings.length; i++) if (siblings[i] !== index.siblings[i]) return false;
  for (let i = 0; i < siblings.length; i++) {
    const sibling = siblings[i] as StoredCampaign;
    if (sibling.name === index.names[i]) continue;
    const before = index.folded[i] ?? '';
    const list = index.ids.get(before)?.filter((id) => id !== sibling.id) ?? [];
    if (list.length > 0) index.ids.set(before, list);
    else index.ids.delete(before);
    const folded = foldName(sibling.name);
    addId(index.ids, folded, sibling.id);
    index.names[i] = sibling.name;
    index.folded[i] = folded;
  }
  return true;
};

const siblingIdsByName = (siblings: readonly StoredCampaign[]): Map<string, number[]> => {
  if (lastNameIndex && refreshed(lastNameIndex, siblings)) return lastNameIndex.ids;
  const ids = new Map<string, number[]>();
  const folded = siblings.map((sibling) => foldName(sibling.name));
  siblings.forEach((sibling, i) => addId(ids, folded[i] ?? '', sibling.id));
  lastNameIndex = { siblings: [...siblings], names: siblings.map((c) => c.name), folded, ids };
  return ids;
};

/** The server's own rules on every save: what needs the stored campaign, the space or the clock. */
const saveRules = (next: CampaignFields, ctx: RuleContext): Problem[] => {
  const { stored, now } = ctx;
  const found: Problem[] = [];
  // Compared folded (safeText.ts): a name that differs only by case, width or an invisible character
  // reads as the same name in every list, so it is the same name.
  const name = foldName(next.name);
  if (name !== '' && (siblingIdsByName(ctx.siblings).get(name) ?? []).some((id) => id !== stored?.id)) {
    found.push(problem(CODE.NAME_NOT_UNIQUE, 'name'));
  }
  if (next.country !== '' && !COUNTRIES.some((c) => c.iso_code === next.country)) found.push(problem(CODE.INVALID_ARGUMENT, 'country', RULE_MESSAGES.country));
  if (stored && stored.country !== '' && next.country !== stored.country) found.push(problem(CODE.INVALID_ARGUMENT, 'country', RULE_MESSAGES.countryFixed));
  if (!(CAMPAIGN_GOALS[next.campaign_type] as readonly string[]).includes(next.goal)) found.push(problem(CODE.INVALID_ARGUMENT, 'goal', RULE_MESSAGES.goalOfType));
  // An empty type is the shared rule's (1301, spec 1 §5 "Bidding strategy type is required").
  if (next.bidding_strategy.type && next.bidding_strategy.type !== next.campaign_type) found.push(problem(CODE.INVALID_ARGUMENT, 'bidding_strategy.type', RULE_MESSAGES.sameType));
  if (next.bidding_strategy.goal !== next.goal) found.push(problem(CODE.INVALID_ARGUMENT, 'bidding_strategy.goal', RULE_MESSAGES.sameGoal));
  const conversionUrl = next.bidding_strategy.website_promotion?.conversion_url ?? '';
  if (conversionUrl !== '' && !isHttpUrl(conversionUrl)) found.push(problem(CODE.WRONG_PIXEL_URL, 'bidding_strategy.website_promotion.conversion_url'));

  const start = next.campaign_start_at === null ? null : Date.parse(next.campaign_start_at);
  const end = next.campaign_end_at === null ? null : Date.parse(next.campaign_end_at);
  // The dates are calendar days in the campaign's timezone (the editor sends a day's start or end):
  // a save that keeps the day keeps the date, whatever instant of it the stored value names.
  const offset = next.timezone_offset_seconds;
  const dayOf = (instant: string | null) => (instant === null ? null : dayIn(instant, offset));
  const endChanged = stored === null ? end !== null : dayOf(next.campaign_end_at) !== dayOf(stored.campaign_end_at);
  if (start !== null && end !== null && start >= end) found.push(problem(CODE.START_AFTER_END, 'campaign_start_at'));
  // A start before today (1304) is the shared rule's, given today by startHeldToToday.
  if (startChanged(next, stored) && stored && hasStarted(stored, now)) found.push(problem(CODE.START_NOT_MODIFIABLE, 'campaign_start_at'));
  if ((endChanged || ctx.publishing) && end !== null && end < now) found.push(problem(CODE.END_IN_PAST, 'campaign_end_at'));

  const storedBundle = stored?.bidding_strategy.app_promotion?.bundle_id ?? '';
  const nextBundle = next.bidding_strategy.app_promotion?.bundle_id ?? '';
  // A bundle the campaign's type clears (spec 1 §4) is not an App URL the save changes.
  if (stored && stored.status_key !== CAMPAIGN_STATUS.draft && storedBundle !== '' && keepsAppPromotion(next.bidding_strategy.type) && nextBundle !== storedBundle) {
    found.push(problem(CODE.APP_URL_NOT_MODIFIABLE, 'bidding_strategy.app_promotion.bundle_id'));
  }
  // Server-only (the base bid is the platform's, in the space's currency): the shared rule asks a number above -1.
  if (next.manual_cpx && next.user_cpx !== null && next.user_cpx > -1 && next.user_cpx < baseBid(ctx.currency)) found.push(problem(CODE.BID_BELOW_BASE, 'user_cpx'));
  return found;
};

const withToday = (today: string | undefined): { today?: string } => (today === undefined ? {} : { today });

/** What publishing adds on the server: the app in the store, the budget against the bid. */
const publishRules = (next: CampaignFields): Problem[] => {
  const found: Problem[] = [];
  const strategy = next.bidding_strategy;
  const app = strategy.app_promotion;
  if (strategy.type === 'consideration' && strategy.goal === 'app_installs' && app?.app_platform_type && app.bundle_id.trim()) {
    if (!findCatalogueApp(app.app_platform_type, app.bundle_id.trim())) found.push(problem(CODE.APP_NOT_FOUND, 'bidding_strategy.app_promotion.bundle_id'));
  }
  if (next.budget > 0) {
    if (next.manual_cpx && next.user_cpx !== null && next.budget < next.user_cpx) found.push(problem(CODE.BUDGET_BELOW_BID, 'budget'));
    else if (!next.manual_cpx && next.budget < next.cpx) found.push(problem(CODE.BUDGET_BELOW_BID_AMOUNT, 'budget'));
  }
  return found;
};

/**
 * Every rule of a save or publish: the shared ones (owner fields apart: ownerProblems) and the
 * server's own.
 */
export const campaignProblems = (next: CampaignFields, ctx: RuleContext): Problem[] => [
  ...campaignRuleProblems(next, { publishing: ctx.publishing, ...withToday(startHeldToToday(next, ctx)) }).map(fromRule),
  ...saveRules(next, ctx),
  ...referenceProblems(next, ctx.references),
  ...(ctx.publishing ? publishRules(next) : []),
];

/** The owner fields' rules; `prefix` is 'owner.' inside a campaign body, '' for the owner call. */
export const ownerProblems = (owner: CampaignOwnerFields, maxMargin: number, isManager: (userId: number) => boolean, prefix = ''): Problem[] => {
  // The shared rules name 'owner.*', as in a campaign body; the owner call's own body has no prefix.
  const found: Problem[] = ownerFieldProblems(owner, { maxMargin }).map((one) => fromRule({ ...one, field: `${prefix}${one.field.slice('owner.'.length)}` }));
  if (owner.traffic_sources.some((id) => !TRAFFIC_SOURCES.some((source) => source.id === id))) {
    found.push(problem(CODE.INVALID_ARGUMENT, `${prefix}traffic_sources`, RULE_MESSAGES.trafficSource));
  }
  if (owner.account_manager_id !== null && !isManager(owner.account_manager_id)) {
    found.push(problem(CODE.INVALID_ARGUMENT, `${prefix}account_manager_id`, RULE_MESSAGES.accountManager));
  }
  return found;
};

/**
 * The fields a moderator reviews (what is shown and where it leads): once a campaign is approved, a
 * change to them must go back through moderation by publishing (code 137 for a plain save).
 */
export const moderatedFieldsChanged = (stored: StoredCampaign, next: CampaignFields): boolean =>
  stored.product_url !== next.product_url ||
  stored.bidding_strategy.click_url !== next.bidding_strategy.click_url ||
  JSON.stringify(stored.visuals) !== JSON.stringify(next.visuals);

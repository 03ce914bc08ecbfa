import {
  CAMPAIGN_GOALS,
  CAMPAIGN_STATUS,
  CODE,
  FREQUENCY_CAP_KEY,
  hasCreativeType,
  type CampaignFrequencyCap,
  type CampaignOwnerFields,
  type CurrencyCode,
  type ErrorCode,
} from '../src/api/contract';
import { catalogueMessage } from './codes';
import type { Response } from 'express';
import { EXTRA_CODE } from './codes';
import type { StoredCampaign } from './db/types';
import { fail, httpStatusFor } from './envelope';
import { findCatalogueApp } from './seed/app-catalogue';
import type { CampaignFields } from './seed/campaign-defaults';
import { COUNTRIES } from './seed/countries';
import { UNITS_PER_USD } from './seed/currency';
import { TRAFFIC_SOURCES } from './seed/traffic-sources';
import { MESSAGES } from './validation';

/**
 * The campaign's business rules (spec 1 §5, spec 2 §5, the catalogue of spec 3 §8) on a record whose
 * shape campaign-shape.ts has already checked. Every rule answers a problem with its catalogue code
 * and, where one field is at fault, that field's snake-case path; the route answers the first code by
 * RULE_ORDER with every field message at once, so a form can show all of them.
 */
export interface Problem {
  code: ErrorCode;
  /** The field at fault; absent for whole-campaign problems. */
  field?: string;
  message: string;
}

export const RULE_MESSAGES = {
  required: MESSAGES.required,
  /** Spec 1 §5 noUtmParamsAllowed, worded as the app's English message (locales/en/campaign-editor-basic-info.json). */
  noUtm: 'Remove the utm_source, utm_medium and utm_campaign parameters: the platform adds them itself.',
  country: MESSAGES.country,
  countryFixed: 'The country cannot be changed once it is set.',
  goalOfType: 'The goal does not belong to the campaign type.',
  sameType: 'Must be the campaign type.',
  sameGoal: 'Must be the campaign goal.',
  /** Spec 1 §5. */
  marginMax: (max: number) => `Only positive integer numbers allowed, less than ${max}`,
  marginBlocked: 'Fixed CPM should be removed before setting the Margin.',
  fixedCpmBlocked: 'Margin should be removed before setting the Fixed CPM.',
  trafficSource: 'Unknown traffic source.',
  accountManager: 'Not an administrator of this white-label.',
  capTwice: 'Each frequency cap period may be set once.',
} as const;

/** Shorter periods first: each cap must allow more than every shorter one that is set (catalogue 1315). */
const CAP_PERIODS = [FREQUENCY_CAP_KEY.daily, FREQUENCY_CAP_KEY.weekly, FREQUENCY_CAP_KEY.monthly] as const;

/**
 * Frequency caps: monthly > weekly > daily among the caps that are set (code 1315), reported on the
 * longer period's cap (`frequency_cap.{index}.value`), the one that looks too small, as the editor's
 * frequency rules do. A period given twice is code 2.
 */
export const frequencyCapProblems = (caps: readonly CampaignFrequencyCap[]): Problem[] => {
  const found: Problem[] = [];
  caps.forEach((cap, index) => {
    if (caps.findIndex((other) => other.key === cap.key) !== index) found.push(problem(CODE.INVALID_ARGUMENT, `frequency_cap.${index}.key`, RULE_MESSAGES.capTwice));
  });
  if (found.length > 0) return found;
  const shorter: number[] = [];
  for (const key of CAP_PERIODS) {
    const index = caps.findIndex((cap) => cap.key === key);
    const cap = caps[index];
    if (!cap) continue;
    if (shorter.some((value) => cap.value <= value)) found.push(problem(EXTRA_CODE.FREQUENCY_CAP_INVALID, `frequency_cap.${index}.value`));
    shorter.push(cap.value);
  }
  return found;
};

/** Which code answers when several rules fail: bad input first, then missing fields, then the rest. */
const RULE_ORDER: readonly ErrorCode[] = [
  CODE.INVALID_ARGUMENT,
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

/** Answers a refusal with its code and, when fields are at fault, their messages in data.errors. */
export const failProblems = (res: Response, problems: readonly Problem[]): void => {
  const code = firstCode(problems);
  const errors = fieldErrors(problems);
  fail(res, code, httpStatusFor(code), Object.keys(errors).length > 0 ? { errors } : null);
};

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

const UTM = /[?&#](utm_source|utm_medium|utm_campaign)(=|&|#|$)/i;
export const hasUtmParameters = (url: string): boolean => UTM.test(url);

const isHttpUrl = (value: string): boolean => {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
};

const DAY_MS = 86_400_000;
/** The calendar day (day number) of an instant in the campaign's timezone. */
const localDay = (instant: number, offsetSeconds: number): number => Math.floor((instant + offsetSeconds * 1000) / DAY_MS);

export interface RuleContext {
  /** The stored campaign on update; null on create. */
  stored: StoredCampaign | null;
  /** The other campaigns of the space (name uniqueness). */
  siblings: readonly StoredCampaign[];
  currency: CurrencyCode;
  now: number;
  publishing: boolean;
}

const problem = (code: ErrorCode, field: string | undefined, message: string = catalogueMessage(code)): Problem =>
  field === undefined ? { code, message } : { code, field, message };

const required = (field: string): Problem => problem(CODE.MISSING_FIELDS, field, RULE_MESSAGES.required);

/** The rules every save applies: values that are wrong whenever they are given. */
const saveRules = (next: CampaignFields, ctx: RuleContext): Problem[] => {
  const { stored, now } = ctx;
  const found: Problem[] = [];
  const name = next.name.trim();
  if (name === '') found.push(required('name'));
  else if (ctx.siblings.some((c) => c.id !== stored?.id && c.name.trim().toLowerCase() === name.toLowerCase())) {
    found.push(problem(CODE.NAME_NOT_UNIQUE, 'name'));
  }
  if (next.country !== '' && !COUNTRIES.some((c) => c.iso_code === next.country)) found.push(problem(CODE.INVALID_ARGUMENT, 'country', RULE_MESSAGES.country));
  if (stored && stored.country !== '' && next.country !== stored.country) found.push(problem(CODE.INVALID_ARGUMENT, 'country', RULE_MESSAGES.countryFixed));
  if (!(CAMPAIGN_GOALS[next.campaign_type] as readonly string[]).includes(next.goal)) found.push(problem(CODE.INVALID_ARGUMENT, 'goal', RULE_MESSAGES.goalOfType));
  if (next.bidding_strategy.type !== next.campaign_type) found.push(problem(CODE.INVALID_ARGUMENT, 'bidding_strategy.type', RULE_MESSAGES.sameType));
  if (next.bidding_strategy.goal !== next.goal) found.push(problem(CODE.INVALID_ARGUMENT, 'bidding_strategy.goal', RULE_MESSAGES.sameGoal));
  for (const field of ['product_url', 'bidding_strategy.click_url'] as const) {
    const value = field === 'product_url' ? next.product_url : next.bidding_strategy.click_url;
    if (hasUtmParameters(value)) found.push(problem(CODE.INVALID_ARGUMENT, field, RULE_MESSAGES.noUtm));
  }
  const conversionUrl = next.bidding_strategy.website_promotion?.conversion_url ?? '';
  if (conversionUrl !== '' && !isHttpUrl(conversionUrl)) found.push(problem(CODE.WRONG_PIXEL_URL, 'bidding_strategy.website_promotion.conversion_url'));

  const start = next.campaign_start_at === null ? null : Date.parse(next.campaign_start_at);
  const end = next.campaign_end_at === null ? null : Date.parse(next.campaign_end_at);
  const startChanged = stored === null ? start !== null : next.campaign_start_at !== stored.campaign_start_at;
  const endChanged = stored === null ? end !== null : next.campaign_end_at !== stored.campaign_end_at;
  if (start !== null && end !== null && start >= end) found.push(problem(CODE.START_AFTER_END, 'campaign_start_at'));
  if (startChanged && stored && hasStarted(stored, now)) found.push(problem(CODE.START_NOT_MODIFIABLE, 'campaign_start_at'));
  else if (startChanged && start !== null && localDay(start, next.timezone_offset_seconds) < localDay(now, next.timezone_offset_seconds)) {
    found.push(problem(CODE.START_IN_PAST, 'campaign_start_at'));
  }
  if ((endChanged || ctx.publishing) && end !== null && end < now) found.push(problem(CODE.END_IN_PAST, 'campaign_end_at'));

  const storedBundle = stored?.bidding_strategy.app_promotion?.bundle_id ?? '';
  const nextBundle = next.bidding_strategy.app_promotion?.bundle_id ?? '';
  if (stored && stored.status_key !== CAMPAIGN_STATUS.draft && storedBundle !== '' && nextBundle !== storedBundle) {
    found.push(problem(CODE.APP_URL_NOT_MODIFIABLE, 'bidding_strategy.app_promotion.bundle_id'));
  }
  if (next.manual_cpx && next.user_cpx !== null && next.user_cpx < baseBid(ctx.currency)) found.push(problem(CODE.BID_BELOW_BASE, 'user_cpx'));
  found.push(...frequencyCapProblems(next.frequency_cap));
  return found;
};

/** Spec 1 §5: at least one creative, unless a responsive, native or video ad is on, or the goal is audio. */
export const hasCreative = (next: CampaignFields): boolean => hasCreativeType(next.visuals, next.goal === 'audio_advertising');

/** What publishing adds: every mandatory field, the budget against the bid, and a creative. */
const publishRules = (next: CampaignFields): Problem[] => {
  const found: Problem[] = [];
  const strategy = next.bidding_strategy;
  if (next.country === '') found.push(required('country'));
  if (!(next.budget > 0)) found.push(required('budget'));
  if (strategy.type !== 'other' && strategy.click_url.trim() === '') found.push(required('bidding_strategy.click_url'));
  if (next.manual_cpx && next.user_cpx === null) found.push(required('user_cpx'));
  if (strategy.type === 'consideration' && strategy.goal === 'app_installs') {
    const app = strategy.app_promotion;
    if (!app?.app_platform_type) found.push(required('bidding_strategy.app_promotion.app_platform_type'));
    if (!app?.bundle_id.trim()) found.push(required('bidding_strategy.app_promotion.bundle_id'));
    if (!app?.mmp) found.push(required('bidding_strategy.app_promotion.mmp'));
    if (app?.app_platform_type && app.bundle_id.trim() && !findCatalogueApp(app.app_platform_type, app.bundle_id.trim())) {
      found.push(problem(CODE.APP_NOT_FOUND, 'bidding_strategy.app_promotion.bundle_id'));
    }
  }
  const site = strategy.website_promotion;
  if (strategy.type === 'conversion' && strategy.goal === 'web_standard_conversion' && (site?.url_type ?? 'conversion') === 'conversion' && !site?.conversion_url.trim()) {
    found.push(required('bidding_strategy.website_promotion.conversion_url'));
  }
  if (strategy.type === 'conversion' && strategy.goal === 'website_custom_event' && !site?.custom_action_name.trim()) {
    found.push(required('bidding_strategy.website_promotion.custom_action_name'));
  }
  if (next.budget > 0) {
    if (next.manual_cpx && next.user_cpx !== null && next.budget < next.user_cpx) found.push(problem(CODE.BUDGET_BELOW_BID, 'budget'));
    else if (!next.manual_cpx && next.budget < next.cpx) found.push(problem(CODE.BUDGET_BELOW_BID_AMOUNT, 'budget'));
  }
  if (!hasCreative(next)) found.push(problem(CODE.CAMPAIGN_NOT_READY, 'visuals'));
  return found;
};

export const campaignProblems = (next: CampaignFields, ctx: RuleContext): Problem[] => [
  ...saveRules(next, ctx),
  ...(ctx.publishing ? publishRules(next) : []),
];

/** The owner fields' rules; `prefix` is 'owner.' inside a campaign body, '' for the owner call. */
export const ownerProblems = (owner: CampaignOwnerFields, maxMargin: number, isManager: (userId: number) => boolean, prefix = ''): Problem[] => {
  const found: Problem[] = [];
  if (owner.margin !== null && owner.fixed_cpm !== null) {
    found.push(problem(CODE.INVALID_ARGUMENT, `${prefix}margin`, RULE_MESSAGES.marginBlocked));
    found.push(problem(CODE.INVALID_ARGUMENT, `${prefix}fixed_cpm`, RULE_MESSAGES.fixedCpmBlocked));
  } else if (owner.margin !== null && owner.margin > maxMargin) {
    found.push(problem(CODE.INVALID_ARGUMENT, `${prefix}margin`, RULE_MESSAGES.marginMax(maxMargin)));
  }
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

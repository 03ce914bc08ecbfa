import {
  AGE_RANGE,
  FORECAST_LIMITS,
  FREQUENCY_CAP_KEY,
  GENDER,
  SIMILARITY_RANGE,
  type AudienceSizeRequest,
  type CampaignFrequencyCap,
  type CampaignScheduling,
  type CurrencyCode,
  type ForecastLimit,
  type ForecastRequest,
  type ForecastResult,
  type SegmentAudience,
} from '../../src/api/contract';
import { bindingCap, relaxedBid, relaxedCap, scheduleHours } from '../../src/domain/forecast/deliveryConstraints';
import { forecastDelivery, HOURS_PER_WEEK, referenceCpm, type DeliveryInputs } from '../../src/domain/forecast/deliveryModel';
import { countRange, spendRange } from '../../src/domain/forecast/forecastRange';
import { rankConstraints, type RelaxedCandidate } from '../../src/domain/forecast/limitingConstraint';
import { keyedMap, list, nullable, number, object, oneOf, type FieldErrors, type Node } from '../schema';
import { estimateAudienceSize, readAudienceSizeRequest } from './audience-size';

/**
 * POST /v1/campaign/forecast (beyond the spec): the audience estimate's own figure for the targeting, run
 * through the delivery model (src/domain/forecast) with the bid, daily budget, schedule and caps; then
 * each constraint relaxed in turn through the SAME two models, so every candidate's gain agrees with
 * the gauge. Relaxing means: the cap to 7 a day (spec 2 §3's default) in its period, the bid by half
 * again, the daily budget to what the day would cost without it, the schedule to every hour, and each
 * narrowing of the targeting back to its default (ages 18-65, every gender, no cities, interests,
 * languages, apps or audiences; similarity 3 where audiences are included, the lookalike's widest).
 * The country itself is never a candidate: a campaign for Nigeria is not limited by not being global.
 */

type DeliveryFields = Pick<ForecastRequest, 'daily_budget' | 'scheduling' | 'frequency_cap'>;
type ReadDeliveryFields = DeliveryFields & { currency: CurrencyCode | null; space_id: number | null };

const CURRENCIES: readonly CurrencyCode[] = ['USD', 'NGN', 'AMD'];
const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

const deliveryNode: Node<ReadDeliveryFields> = object<ReadDeliveryFields>({
  currency: nullable(oneOf(CURRENCIES)),
  space_id: nullable(number({ min: 1, integer: true })),
  daily_budget: nullable(number({ min: 0, max: FORECAST_LIMITS.maxAmount })),
  scheduling: nullable(keyedMap<number[]>(WEEKDAYS, list(number({ min: 0, max: 23, integer: true }), { max: 24 }))),
  frequency_cap: list(
    object<CampaignFrequencyCap>(
      { key: oneOf(Object.values(FREQUENCY_CAP_KEY)), value: number({ min: 1, max: 1_000_000, integer: true }) },
      () => ({ key: FREQUENCY_CAP_KEY.daily, value: 1 }),
    ),
    { max: FORECAST_LIMITS.frequencyCaps },
  ),
});
const DELIVERY_DEFAULTS: ReadDeliveryFields = { currency: null, space_id: null, daily_budget: null, scheduling: null, frequency_cap: [] };

export interface ReadForecastRequest {
  audience: AudienceSizeRequest;
  currency: CurrencyCode | null;
  spaceId: number | null;
  dailyBudget: number | null;
  scheduling: CampaignScheduling | null;
  caps: CampaignFrequencyCap[];
}

/** The audience estimate's body (its reader, its bounds and messages) plus the delivery fields. */
export const readForecastRequest = (body: unknown): { request: ReadForecastRequest; errors: FieldErrors } => {
  const { request: audience, errors } = readAudienceSizeRequest(body);
  if (audience.cpm > FORECAST_LIMITS.maxAmount) errors.cpm = `Must be at most ${FORECAST_LIMITS.maxAmount}.`;
  const delivery = deliveryNode.read(body, DELIVERY_DEFAULTS, '', errors);
  const keys = (delivery.frequency_cap ?? []).map((cap) => cap.key);
  if (new Set(keys).size !== keys.length) errors.frequency_cap = 'One cap per period.';
  return {
    request: { audience, currency: delivery.currency, spaceId: delivery.space_id, dailyBudget: delivery.daily_budget, scheduling: delivery.scheduling, caps: delivery.frequency_cap ?? [] },
    errors,
  };
};

/** The targeting relaxations: each is the body with one narrowing back at its default, or null when not narrowed. */
const audienceRelaxations = (audience: AudienceSizeRequest): (Omit<ForecastLimit, 'gain_percent'> & { body: AudienceSizeRequest })[] => {
  const { include_any: includeAny, include, exclude } = audience.segment_audiences;
  const cities = audience.locations.reduce((sum, location) => sum + location.city_ids.length, 0);
  const found: (Omit<ForecastLimit, 'gain_percent'> & { body: AudienceSizeRequest })[] = [];
  const add = (limit: Omit<ForecastLimit, 'gain_percent'>, change: Partial<AudienceSizeRequest>) => found.push({ ...limit, body: { ...audience, ...change } });
  if (audience.fromAge > AGE_RANGE.min || audience.toAge < AGE_RANGE.max) {
    add(
      { kind: 'age', current: audience.toAge - audience.fromAge + 1, relaxed: AGE_RANGE.max - AGE_RANGE.min + 1, from: audience.fromAge, to: audience.toAge },
      { fromAge: AGE_RANGE.min, toAge: AGE_RANGE.max },
    );
  }
  if (audience.gender !== GENDER.all) add({ kind: 'gender', current: 1, relaxed: 2 }, { gender: GENDER.all });
  if (cities > 0) add({ kind: 'cities', current: cities, relaxed: 0 }, { locations: audience.locations.map((location) => ({ ...location, city_ids: [] })) });
  if (audience.interests.length > 0) add({ kind: 'interests', current: audience.interests.length, relaxed: 0 }, { interests: [] });
  if (audience.languages.length > 0) add({ kind: 'languages', current: audience.languages.length, relaxed: 0 }, { languages: [] });
  const resources = audience.apps.length + audience.websites.length;
  if (resources > 0) add({ kind: 'apps', current: resources, relaxed: 0 }, { apps: [], websites: [] });
  const included = includeAny.length + include.length;
  if (included > 0) {
    add({ kind: 'included_audiences', current: included, relaxed: 0 }, { segment_audiences: { include_any: [], include: [], exclude } });
    if (audience.similarity < SIMILARITY_RANGE.max) add({ kind: 'similarity', current: audience.similarity, relaxed: SIMILARITY_RANGE.max }, { similarity: SIMILARITY_RANGE.max });
  }
  if (exclude.length > 0) add({ kind: 'excluded_audiences', current: exclude.length, relaxed: 0 }, { segment_audiences: { include_any: includeAny, include, exclude: [] } });
  return found;
};

export interface ForecastPermissions {
  impressions: boolean;
  reach: boolean;
  spend: boolean;
}

/** The forecast of a checked request; audienceOf reads the caller's segment audiences (already checked). */
export const forecast = (
  request: ReadForecastRequest,
  currency: CurrencyCode,
  audienceOf: (id: number) => SegmentAudience | undefined,
  permitted: ForecastPermissions,
): ForecastResult => {
  const estimate = estimateAudienceSize(request.audience, audienceOf);
  if (estimate.status !== 200) return { status: 500, message: 'The forecast is unavailable right now.' };

  const cap = bindingCap(request.caps);
  const reference = referenceCpm(currency);
  const inputs: DeliveryInputs = {
    audienceSize: estimate.audience_size,
    cpm: request.audience.cpm,
    referenceCpm: reference,
    dailyBudget: request.dailyBudget,
    scheduleHours: scheduleHours(request.scheduling),
    dailyCap: cap?.daily ?? null,
  };
  const delivery = forecastDelivery(inputs);

  // Delivery settings first: on an equal gain the cheaper change is named (rankConstraints keeps order).
  const candidates: RelaxedCandidate[] = [];
  const tryWith = (limit: Omit<ForecastLimit, 'gain_percent'>, change: Partial<DeliveryInputs>) =>
    candidates.push({ ...limit, impressions: forecastDelivery({ ...inputs, ...change }).impressions });
  const relaxedFrequency = cap === null ? null : relaxedCap(cap);
  if (cap !== null && relaxedFrequency !== null) {
    tryWith({ kind: 'frequency_cap', cap_key: cap.key, current: cap.value, relaxed: relaxedFrequency }, { dailyCap: bindingCap(request.caps.map((c) => (c.key === cap.key ? { ...c, value: relaxedFrequency } : c)))?.daily ?? null });
  }
  // A bid or a budget amount is a spend figure: named only to callers who may see spend.
  if (permitted.spend) {
    const bid = relaxedBid(request.audience.cpm, reference);
    tryWith({ kind: 'bid', current: request.audience.cpm, relaxed: bid }, { cpm: bid });
    if (request.dailyBudget !== null && delivery.uncappedSpend > request.dailyBudget) {
      tryWith({ kind: 'daily_budget', current: request.dailyBudget, relaxed: Math.ceil(delivery.uncappedSpend) }, { dailyBudget: null });
    }
  }
  if (inputs.scheduleHours < HOURS_PER_WEEK) tryWith({ kind: 'schedule', current: inputs.scheduleHours, relaxed: HOURS_PER_WEEK }, { scheduleHours: HOURS_PER_WEEK });
  for (const { body, ...limit } of audienceRelaxations(request.audience)) {
    const relaxed = estimateAudienceSize(body, audienceOf);
    if (relaxed.status === 200) tryWith(limit, { audienceSize: relaxed.audience_size });
  }
  const ranked = rankConstraints(delivery.impressions, candidates);

  return {
    status: 200,
    currency,
    audience_size: estimate.audience_size,
    ...(permitted.impressions
      ? { impressions: countRange(delivery.impressions), limit: ranked[0] ?? null, candidates: ranked.slice(0, FORECAST_LIMITS.candidates) }
      : {}),
    ...(permitted.reach ? { reach: countRange(delivery.reach) } : {}),
    ...(permitted.spend ? { spend: spendRange(delivery.spend, request.dailyBudget) } : {}),
  };
};

/**
 * The forecast's delivery model (beyond the spec): from the audience the targeting reaches (the audience
 * estimate's own figure, so the forecast and the gauge agree) to the daily impressions, reach and
 * spend that the bid, the daily budget, the schedule and the frequency cap allow. Pure and React-free:
 * the mock answers with it and its tests pin its edges. The shares are the mock's own figures; what
 * matters is that each constraint moves the forecast the way a buyer expects.
 */

/** Share of the audience the platform's inventory meets on a given day. */
export const DAILY_ACTIVE_SHARE = 0.01;
/** Chance that a user who is online that day shows up in any one hour of it. */
export const HOURLY_VISIT_CHANCE = 0.12;
/** Ad opportunities a user online all day offers; fewer hours offer proportionally fewer. */
export const NATURAL_DAILY_OPPORTUNITIES = 6;
/** How steeply the bid wins auctions: at the market's reference CPM the campaign wins 1 − e^−1.2 ≈ 70 %, at the default bid (0.35) 57 %. */
const WIN_STEEPNESS = 1.2;
export const HOURS_PER_WEEK = 168;

/**
 * The market's typical CPM in each currency: the bid is read against it. US$0.50 at the seed's rough
 * rates (mock-server/seed/currency.ts: 1,500 NGN and 400 AMD to the dollar).
 */
export const REFERENCE_CPM: Readonly<Record<string, number>> = { USD: 0.5, NGN: 750, AMD: 200 };
export const referenceCpm = (currency: string): number => REFERENCE_CPM[currency.toUpperCase()] ?? REFERENCE_CPM.USD!;

export interface DeliveryInputs {
  /** Users the targeting reaches (the audience estimate). */
  audienceSize: number;
  /** The bid, in the campaign's currency. */
  cpm: number;
  referenceCpm: number;
  /** The daily budget; null: no daily limit. */
  dailyBudget: number | null;
  /** Hours a week the schedule runs in, 0-168. */
  scheduleHours: number;
  /** The tightest frequency cap as impressions per user per day; null: no cap. */
  dailyCap: number | null;
}

export interface Delivery {
  impressions: number;
  reach: number;
  spend: number;
  /** What the day would cost without the daily budget (the budget candidate's relaxed figure). */
  uncappedSpend: number;
}

/** Share of auctions the bid wins: 0 at 0, rising towards 1 with diminishing returns. */
export const winRate = (cpm: number, reference: number): number =>
  cpm <= 0 || reference <= 0 ? 0 : 1 - Math.exp((-WIN_STEEPNESS * cpm) / reference);

/**
 * The share of a day's users the schedule meets: hours add with diminishing returns (the same people
 * come back at other hours), so half the hours meet well over half the users.
 */
export const scheduleReach = (scheduleHours: number): number => {
  const hoursPerDay = Math.min(24, Math.max(0, scheduleHours) / 7);
  return (1 - (1 - HOURLY_VISIT_CHANCE) ** hoursPerDay) / (1 - (1 - HOURLY_VISIT_CHANCE) ** 24);
};

export const forecastDelivery = ({ audienceSize, cpm, referenceCpm: reference, dailyBudget, scheduleHours, dailyCap }: DeliveryInputs): Delivery => {
  const won = winRate(cpm, reference);
  const hours = Math.min(HOURS_PER_WEEK, Math.max(0, scheduleHours));
  const reach = Math.max(0, audienceSize) * DAILY_ACTIVE_SHARE * scheduleReach(hours) * won;
  const opportunities = NATURAL_DAILY_OPPORTUNITIES * (hours / HOURS_PER_WEEK) * won;
  const perUser = dailyCap === null ? opportunities : Math.min(Math.max(0, dailyCap), opportunities);
  const impressions = reach * perUser;
  const uncappedSpend = (impressions * Math.max(0, cpm)) / 1000;
  // A daily budget stops the day early: fewer impressions at the same frequency, so fewer people.
  const share = dailyBudget !== null && uncappedSpend > dailyBudget ? Math.max(0, dailyBudget) / uncappedSpend : 1;
  return { impressions: impressions * share, reach: reach * share, spend: uncappedSpend * share, uncappedSpend };
};

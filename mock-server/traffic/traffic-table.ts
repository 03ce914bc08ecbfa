import {
  TRAFFIC_ADDITIVE_METRICS,
  TRAFFIC_DIMENSIONS,
  type CreativeType,
  type TrafficAdditiveMetric,
  type TrafficDimension,
} from '../../src/api/contract';
import type { MockScale } from '../config';
import { APP_CATEGORIES } from '../seed/app-categories';
import { COUNTRIES } from '../seed/countries';
import { FORMULA_PROBE } from '../seed/facts';
import { PLACEMENTS, type SeededPlacement } from '../seed/placements';
import { createRandom, type Random } from '../seed/random';
import { TRAFFIC_SOURCES } from '../seed/traffic-sources';

/**
 * The traffic discovery table (spec 3 §3 "Traffic row"): the market's ad requests per placement of the
 * seeded catalogue (seed/placements.ts, so sites and apps are named as the campaign editor's placement
 * search names them), per country and per traffic source (seed/traffic-sources.ts). Drawn once per
 * scale from a stream of its own fixed seed, like the catalogue: the same on every start, independent
 * of the db seed, never stored.
 *
 * - normal: each placement in the countries it serves, through 1 to 3 of the sources that fit it
 *   (about 3,000 rows);
 * - large: through every source that fits it, plus a thin spill-over in most other countries (about
 *   22,000 rows), the load the bench measures.
 *
 * Kept in columns (a code per dimension value, a number per metric), as a column store would: the
 * report filters, groups and sorts ~22,000 rows per call in a few milliseconds.
 */
export interface TrafficTable {
  size: number;
  /** Per dimension, its distinct values in display order (numbers inside compared as numbers); a code indexes them. */
  values: Readonly<Record<TrafficDimension, readonly string[]>>;
  codes: Readonly<Record<TrafficDimension, Uint16Array>>;
  /** Additive metrics per row; spend in whole cents, so sums are exact. */
  sums: Readonly<Record<TrafficAdditiveMetric, Float64Array>>;
  exchangeId: Uint8Array;
  /** category and category_secondary as indexes into their name lists. */
  category: Uint8Array;
  categoryNames: readonly string[];
  categorySecondary: Uint8Array;
  categorySecondaryNames: readonly string[];
}

const TRAFFIC_SEED = 0x7aff1c;
const SCALE_SEED: Record<MockScale, number> = { normal: 1, large: 2 };

/** A placement of a site whose domain a spreadsheet would run as a formula: the CSV must write it as text. */
export const TRAFFIC_FORMULA_SITE = FORMULA_PROBE;
const HOSTILE_PLACEMENT: SeededPlacement = {
  name: `${FORMULA_PROBE} 300x250 banner`,
  site_or_app: TRAFFIC_FORMULA_SITE,
  exchange_id: 1,
  os: 'other',
  interstitial: false,
  user_count: 9_000,
  impression_count: 60_000,
  creative_position: 'unknown',
  creative_type: 'banner',
  creative_size: '300x250',
  environment: 'site',
  category: 'news_magazines',
  countries: ['NG'],
};

/** The IAB tier-1 names a placement's secondary category is drawn from (exchanges send these). */
const IAB_NAMES = ['Arts & Entertainment', 'Business', 'Education', 'Family & Parenting', 'Health & Fitness', 'Food & Drink', 'Hobbies & Interests', 'News', 'Personal Finance', 'Sports', 'Technology & Computing', 'Travel', 'Shopping', 'Style & Fashion'];

/** Rough CPM levels (USD) by country: the richer markets pay more for the same slot. */
const TIER_ONE = new Set(['US', 'GB', 'DE', 'CA', 'FR', 'NL', 'SE', 'AE']);
const TIER_THREE = new Set(['NG', 'KE', 'GH', 'IN']);
const CPM_BY_TYPE: Record<CreativeType, number> = { banner: 1, native: 1.4, video: 3, audio: 2 };

const sourceName = (id: number): string => TRAFFIC_SOURCES.find((source) => source.id === id)?.traffic_source ?? 'Open exchange';

/** The supply channels a placement is sold through: the open ones, plus those of its environment and format. */
const sourcesOf = (placement: SeededPlacement): string[] => {
  const ids = [1, 2, 3];
  if (placement.environment === 'app') ids.push(4, 5, 10);
  else ids.push(placement.os === 'android' || placement.os === 'ios' ? 6 : 7);
  if (placement.creative_type === 'native') ids.push(11);
  if (placement.creative_type === 'video') ids.push(12, 8);
  if (placement.creative_type === 'audio') ids.push(9);
  return ids.map(sourceName);
};

/** Up to `count` distinct entries, in their list order. */
const someOf = <T>(rnd: Random, items: readonly T[], count: number): T[] => {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(rnd.pick(items));
  return items.filter((item) => chosen.has(item));
};

/** Random shares of 1 for each entry. */
const sharesOf = (rnd: Random, count: number): number[] => {
  const weights = Array.from({ length: count }, () => rnd.float(0.2, 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
};

interface DrawnRow {
  dimensions: Record<TrafficDimension, string>;
  sums: Record<TrafficAdditiveMetric, number>;
  exchangeId: number;
  category: string;
  categorySecondary: string;
}

/** A row's figures: `share` is its part of the placement's users (the catalogue's user_count). */
const figuresOf = (rnd: Random, placement: SeededPlacement, country: string, share: number): Record<TrafficAdditiveMetric, number> => {
  const users = Math.max(1, Math.round(placement.user_count * share * rnd.float(0.05, 0.15)));
  const requests = Math.round(users * rnd.float(3, 14));
  const bids = Math.round(requests * 30 * rnd.float(0.1, 0.4));
  const wins = Math.round(bids * rnd.float(0.1, 0.5));
  const impressions = Math.round(wins * rnd.float(0.85, 0.99));
  const tier = TIER_ONE.has(country) ? rnd.float(2, 6) : TIER_THREE.has(country) ? rnd.float(0.3, 1.2) : rnd.float(0.8, 2.5);
  const cpm = tier * CPM_BY_TYPE[placement.creative_type] * (placement.interstitial ? 1.8 : 1);
  return {
    request_count: requests,
    user_count: users,
    win_count: wins,
    loss_count: bids - wins,
    impression_count: impressions,
    click_count: Math.round(impressions * rnd.float(0.002, 0.03)),
    spend: Math.round((impressions * cpm) / 10),
  };
};

const drawRows = (scale: MockScale): DrawnRow[] => {
  const rnd = createRandom(TRAFFIC_SEED + SCALE_SEED[scale]);
  const rows: DrawnRow[] = [];
  const secondaryOf = new Map<string, string>();
  for (const placement of [...PLACEMENTS, HOSTILE_PLACEMENT]) {
    const publisherKey = placement.site_or_app;
    if (!secondaryOf.has(publisherKey)) secondaryOf.set(publisherKey, rnd.pick(IAB_NAMES));
    const attributes = {
      exchangeId: placement.exchange_id,
      category: APP_CATEGORIES.find((category) => category.value === placement.category)?.category_name ?? 'Other',
      categorySecondary: secondaryOf.get(publisherKey) ?? 'News',
    };
    const fixed = {
      environment: placement.environment,
      site_or_app: placement.site_or_app,
      position: placement.creative_position,
      interstitial: String(placement.interstitial),
      creative_type: placement.creative_type,
      creative_size: placement.creative_size,
      os: placement.os,
    };
    const pool = sourcesOf(placement);
    const add = (country: string, source: string, share: number) =>
      rows.push({ dimensions: { ...fixed, country, traffic_source: source }, sums: figuresOf(rnd, placement, country, share), ...attributes });
    const countryShares = sharesOf(rnd, placement.countries.length);
    placement.countries.forEach((country, index) => {
      const sources = scale === 'large' ? pool : someOf(rnd, pool, rnd.int(1, 3));
      const sourceShares = sharesOf(rnd, sources.length);
      sources.forEach((source, at) => add(country, source, (countryShares[index] ?? 0) * (sourceShares[at] ?? 0)));
    });
    if (scale !== 'large' || placement === HOSTILE_PLACEMENT) continue;
    for (const { iso_code: country } of COUNTRIES) {
      if (placement.countries.includes(country) || !rnd.chance(0.8)) continue;
      for (const source of someOf(rnd, pool, rnd.int(1, 3))) add(country, source, rnd.float(0.001, 0.01));
    }
  }
  return rows;
};

/** Numbers inside values compare as numbers ('320x50' before '1200x627'); every value stays distinct. */
const COLLATOR = new Intl.Collator('en', { numeric: true });
const byDisplay = (a: string, b: string): number => COLLATOR.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

const dictionary = (texts: Iterable<string>): { list: string[]; index: Map<string, number> } => {
  const list = [...new Set(texts)].sort(byDisplay);
  return { list, index: new Map(list.map((value, code) => [value, code])) };
};

const toColumns = (rows: readonly DrawnRow[]): TrafficTable => {
  const size = rows.length;
  const values = {} as Record<TrafficDimension, readonly string[]>;
  const codes = {} as Record<TrafficDimension, Uint16Array>;
  for (const dimension of TRAFFIC_DIMENSIONS) {
    const { list, index } = dictionary(rows.map((row) => row.dimensions[dimension]));
    values[dimension] = list;
    codes[dimension] = Uint16Array.from(rows, (row) => index.get(row.dimensions[dimension]) ?? 0);
  }
  const sums = {} as Record<TrafficAdditiveMetric, Float64Array>;
  for (const metric of TRAFFIC_ADDITIVE_METRICS) sums[metric] = Float64Array.from(rows, (row) => row.sums[metric]);
  const categories = dictionary(rows.map((row) => row.category));
  const secondaries = dictionary(rows.map((row) => row.categorySecondary));
  return {
    size,
    values,
    codes,
    sums,
    exchangeId: Uint8Array.from(rows, (row) => row.exchangeId),
    category: Uint8Array.from(rows, (row) => categories.index.get(row.category) ?? 0),
    categoryNames: categories.list,
    categorySecondary: Uint8Array.from(rows, (row) => secondaries.index.get(row.categorySecondary) ?? 0),
    categorySecondaryNames: secondaries.list,
  };
};

const tables = new Map<MockScale, TrafficTable>();

/** The table of a scale, drawn on first use and kept (pure data, the same on every start). */
export const trafficTable = (scale: MockScale): TrafficTable => {
  let table = tables.get(scale);
  if (!table) {
    table = toColumns(drawRows(scale));
    tables.set(scale, table);
  }
  return table;
};

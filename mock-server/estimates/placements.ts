import {
  DEVICE_TYPE,
  PLACEMENTS_PAGE_SIZE,
  type CategoryItem,
  type CreativePosition,
  type CreativeType,
  type DeviceTypeKey,
  type PlacementOs,
  type PlacementsGauge,
  type PlacementsGaugeRequest,
  type PlacementsReport,
  type PlacementsReportRequest,
} from '../../src/api/contract';
import { boolean, list, number, object, oneOf, text, type FieldErrors, type Node } from '../schema';
import { APP_CATEGORIES, isGameCategory } from '../seed/app-categories';
import { isKnownCountry } from '../seed/cities';
import { PLACEMENTS, placementItem, type SeededPlacement } from '../seed/placements';

/**
 * The placements report, the placements gauge and the app categories (spec 2 §3, §7) over the seeded
 * catalogue (seed/placements.ts). Filters are exact values except `name`, a case-insensitive part of
 * the placement's name or app / site id. Both calls read the same catalogue, so a placement the report
 * shows for a filter is counted by the gauge for the same settings.
 */
const ENVIRONMENTS = ['all', 'app', 'site'] as const;
const POSITIONS: readonly CreativePosition[] = ['above_the_fold', 'below_the_fold', 'full_screen', 'unknown'];
const TYPES: readonly CreativeType[] = ['banner', 'native', 'video', 'audio'];
const SIZE = /^[0-9]{1,4}x[0-9]{1,4}$/;

export const PLACEMENT_MESSAGES = {
  size: 'A size is WIDTHxHEIGHT, for example 300x250.',
  country: 'Unknown country.',
  category: 'Unknown category.',
} as const;

/** An optional text filter: absent, null or '' mean any. */
const optional = <T extends string>(node: Node<T>): Node<T | undefined> => ({
  read(input, _base, at, errors) {
    if (input === undefined || input === null || input === '') return undefined;
    return node.read(input, undefined, at, errors);
  },
});

const reportNode = object<PlacementsReportRequest>({
  page: number({ min: 1, integer: true }),
  page_size: number({ min: 1, max: PLACEMENTS_PAGE_SIZE, integer: true }),
  name: optional(text(255)),
  category: optional(text(64)),
  environment: optional(oneOf(ENVIRONMENTS)),
  creative_position: optional(oneOf(POSITIONS)),
  creative_type: optional(oneOf(TYPES)),
  creative_size: optional(text(9)),
  country: optional(text(8)),
});

const optionalList = <T>(node: Node<T[]>): Node<T[] | undefined> => ({
  read: (input, _base, at, errors) => (input === undefined || input === null ? undefined : node.read(input, undefined, at, errors)),
});
const labels = () => optionalList(list(text(255)));

const gaugeNode = object<PlacementsGaugeRequest>({
  country: optional(text(8)),
  device_type_key: { read: (input, _base, at, errors) => (input === undefined || input === null ? undefined : oneOf(Object.values(DEVICE_TYPE)).read(input, undefined, at, errors)) },
  environment: optional(oneOf(ENVIRONMENTS)),
  included_apps: labels(),
  excluded_apps: labels(),
  included_app_categories: labels(),
  excluded_app_categories: labels(),
  excluded_game_categories: labels(),
  excluded_all_games: { read: (input, _base, at, errors) => (input === undefined || input === null ? undefined : boolean().read(input, undefined, at, errors)) },
});

const checkCountry = (country: string | undefined, errors: FieldErrors): void => {
  if (country !== undefined && errors.country === undefined && !isKnownCountry(country)) errors.country = PLACEMENT_MESSAGES.country;
};

export const readPlacementsReportRequest = (body: unknown): { request: PlacementsReportRequest; errors: FieldErrors } => {
  const errors: FieldErrors = {};
  const request = reportNode.read(body, { page: 1, page_size: PLACEMENTS_PAGE_SIZE }, '', errors);
  if (request.creative_size !== undefined && errors.creative_size === undefined && !SIZE.test(request.creative_size)) errors.creative_size = PLACEMENT_MESSAGES.size;
  if (request.category !== undefined && errors.category === undefined && !APP_CATEGORIES.some((c) => c.value === request.category)) {
    errors.category = PLACEMENT_MESSAGES.category;
  }
  checkCountry(request.country, errors);
  return { request, errors };
};

export const readPlacementsGaugeRequest = (body: unknown): { request: PlacementsGaugeRequest; errors: FieldErrors } => {
  const errors: FieldErrors = {};
  const request = gaugeNode.read(body, {}, '', errors);
  checkCountry(request.country, errors);
  return { request, errors };
};

const servesCountry = (placement: SeededPlacement, country: string | undefined): boolean => country === undefined || placement.countries.includes(country);
const inEnvironment = (placement: SeededPlacement, environment: string | undefined): boolean =>
  environment === undefined || environment === 'all' || placement.environment === environment;

const byImpressions = (a: SeededPlacement, b: SeededPlacement): number => b.impression_count - a.impression_count || a.name.localeCompare(b.name);

/** POST placements report: the matching placements, most impressions first, one page of them. */
export const placementsReport = (request: PlacementsReportRequest): PlacementsReport => {
  const query = request.name?.trim().toLowerCase() ?? '';
  const matching = PLACEMENTS.filter(
    (p) =>
      (query === '' || p.name.toLowerCase().includes(query) || p.site_or_app.toLowerCase().includes(query)) &&
      (request.category === undefined || p.category === request.category) &&
      inEnvironment(p, request.environment) &&
      (request.creative_position === undefined || p.creative_position === request.creative_position) &&
      (request.creative_type === undefined || p.creative_type === request.creative_type) &&
      (request.creative_size === undefined || p.creative_size === request.creative_size) &&
      servesCountry(p, request.country),
  ).sort(byImpressions);
  const start = (request.page - 1) * request.page_size;
  return { data: matching.slice(start, start + request.page_size).map(placementItem), total_size: matching.length };
};

const DEVICE_OS: Record<DeviceTypeKey, readonly PlacementOs[] | null> = {
  [DEVICE_TYPE.all]: null,
  [DEVICE_TYPE.all_mobile]: ['android', 'ios'],
  [DEVICE_TYPE.ios_only]: ['ios'],
  [DEVICE_TYPE.android_only]: ['android'],
  [DEVICE_TYPE.desktop_only]: ['windows', 'macos'],
};

const named = (placement: SeededPlacement, names: readonly string[]): boolean => names.includes(placement.name) || names.includes(placement.site_or_app);

/** The placements a campaign's placement settings reach: included lists keep, excluded lists take out. */
export const gaugePlacements = (request: PlacementsGaugeRequest): SeededPlacement[] => {
  const os = DEVICE_OS[request.device_type_key ?? DEVICE_TYPE.all];
  const included = request.included_apps ?? [];
  const excluded = request.excluded_apps ?? [];
  const includedCategories = request.included_app_categories ?? [];
  const excludedCategories = [...(request.excluded_app_categories ?? []), ...(request.excluded_game_categories ?? [])];
  return PLACEMENTS.filter(
    (p) =>
      servesCountry(p, request.country) &&
      inEnvironment(p, request.environment) &&
      (os === null || os.includes(p.os)) &&
      (included.length === 0 || named(p, included)) &&
      !named(p, excluded) &&
      (includedCategories.length === 0 || includedCategories.includes(p.category)) &&
      !excludedCategories.includes(p.category) &&
      !(request.excluded_all_games === true && isGameCategory(p.category)),
  );
};

export const placementsGauge = (request: PlacementsGaugeRequest): PlacementsGauge => {
  const reached = gaugePlacements(request);
  return { total: reached.length, total_impressions: reached.reduce((sum, p) => sum + p.impression_count, 0) };
};

/** GET app categories of a type, each with the impressions of its placements. */
export const appCategories = (type: string): CategoryItem[] =>
  APP_CATEGORIES.filter((category) => category.type === type).map((category) => ({
    category_id: category.category_id,
    category_name: category.category_name,
    value: category.value,
    label: category.category_name,
    impression_count: PLACEMENTS.filter((p) => p.category === category.value).reduce((sum, p) => sum + p.impression_count, 0),
  }));

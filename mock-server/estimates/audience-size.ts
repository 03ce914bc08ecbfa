import {
  AGE_RANGE,
  AUDIENCE_SIZE_DEFAULTS,
  CAMPAIGN_LIST_LIMITS as LIMITS,
  GENDER,
  LOCATION_OPTION_KEY,
  SIMILARITY_RANGE,
  type AudienceSizeLocation,
  type AudienceSizeRequest,
  type AudienceSizeResult,
  type SegmentAudience,
} from '../../src/api/contract';
import { list, number, object, oneOf, text, type FieldErrors, type Node } from '../schema';
import { cityShare, countryUsers, isKnownCountry, worldUsers } from '../seed/cities';
import { hashUnit } from '../seed/random';
import { AUDIENCE_SIZE_OUTAGE_BUNDLE_ID, resourceUsers } from '../seed/targeting-resources';

/**
 * POST /v1/campaign/audience-size (spec 2 §7): a deterministic estimate of the users a targeting
 * reaches. It starts from the users of the locations (every country without one), keeps the share
 * that matches each narrowing (age span, gender, interests, languages, apps and websites, segment
 * audiences, similarity) and so shrinks whenever the targeting does. The shares are the mock's own
 * figures; only their direction matters to the editor's gauge.
 */

const anything: Node<unknown> = { read: (input) => input };
const id = () => number({ min: 1, integer: true });
const ids = (max: number) => list(id(), { max });
const labels = (max: number) => list(text(255), { max });
/**
 * The request's lists are bounded by the campaign's own (CAMPAIGN_LIST_LIMITS): the estimate reads what
 * a campaign may hold. Locations are countries (each once); banners and behaviors are not read.
 */
const MAX_LOCATIONS = 50;
const MAX_UNREAD = 100;

export const AUDIENCE_SIZE_MESSAGES = {
  ageOrder: 'The lower age must not be above the upper age.',
  city: 'Not a city of this country.',
} as const;

const DEFAULT_REQUEST: AudienceSizeRequest = {
  apps: [],
  cpm: 0,
  gender: AUDIENCE_SIZE_DEFAULTS.gender,
  fromAge: AUDIENCE_SIZE_DEFAULTS.fromAge,
  toAge: AUDIENCE_SIZE_DEFAULTS.toAge,
  interests: [],
  languages: [],
  segment_audiences: { include_any: [], include: [], exclude: [] },
  similarity: AUDIENCE_SIZE_DEFAULTS.similarity,
  banners: [],
  behaviors: [],
  locations: [],
  websites: [],
  location_option_key: LOCATION_OPTION_KEY.include,
};

const requestNode = object<AudienceSizeRequest>({
  apps: labels(LIMITS['targeting.apps']),
  cpm: number({ min: 0 }),
  gender: oneOf(Object.values(GENDER)),
  fromAge: number({ min: AGE_RANGE.min, max: AGE_RANGE.max, integer: true }),
  toAge: number({ min: AGE_RANGE.min, max: AGE_RANGE.max, integer: true }),
  interests: ids(LIMITS['targeting.interests']),
  languages: labels(LIMITS['targeting.target_languages']),
  segment_audiences: object(
    {
      include_any: ids(LIMITS['targeting.segment_audiences.include_any']),
      include: ids(LIMITS['targeting.segment_audiences.include']),
      exclude: ids(LIMITS['targeting.segment_audiences.exclude']),
    },
    () => DEFAULT_REQUEST.segment_audiences,
  ),
  similarity: number({ min: SIMILARITY_RANGE.min, max: SIMILARITY_RANGE.max, integer: true }),
  banners: list(anything, { max: MAX_UNREAD }),
  behaviors: list(anything, { max: MAX_UNREAD }),
  locations: list(
    object<AudienceSizeLocation>({ country: text(8), city_ids: ids(LIMITS['targeting.city_ids']) }, () => ({ country: '', city_ids: [] })),
    { max: MAX_LOCATIONS },
  ),
  websites: labels(LIMITS['targeting.apps']),
  location_option_key: oneOf(Object.values(LOCATION_OPTION_KEY)),
});

/** The body over the defaults (every field may be left out), with every problem by field path. */
export const readAudienceSizeRequest = (body: unknown): { request: AudienceSizeRequest; errors: FieldErrors } => {
  const errors: FieldErrors = {};
  const request = requestNode.read(body, DEFAULT_REQUEST, '', errors);
  if (errors.fromAge === undefined && errors.toAge === undefined && request.fromAge > request.toAge) errors.fromAge = AUDIENCE_SIZE_MESSAGES.ageOrder;
  request.locations.forEach((location, index) => {
    if (errors[`locations.${index}.country`] !== undefined) return;
    if (!isKnownCountry(location.country)) {
      errors[`locations.${index}.country`] = 'Unknown country.';
      return;
    }
    location.city_ids.forEach((cityId, cityIndex) => {
      if (cityShare(location.country, cityId) === undefined) errors[`locations.${index}.city_ids.${cityIndex}`] = AUDIENCE_SIZE_MESSAGES.city;
    });
  });
  return { request: asSets(request), errors };
};

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * The request's choices as sets: an interest, language, app, audience or city named twice is chosen
 * once, and a country named twice is one location with the cities of both (Lagos twice is still Lagos).
 */
const asSets = (request: AudienceSizeRequest): AudienceSizeRequest => {
  // null: the whole country (a location of it without cities), which any cities of it add nothing to.
  const byCountry = new Map<string, Set<number> | null>();
  for (const location of request.locations) {
    const held = byCountry.get(location.country);
    if (held === null) continue;
    if (location.city_ids.length === 0) byCountry.set(location.country, null);
    else byCountry.set(location.country, new Set([...(held ?? []), ...location.city_ids]));
  }
  const { include_any: includeAny, include, exclude } = request.segment_audiences;
  return {
    ...request,
    apps: unique(request.apps),
    websites: unique(request.websites),
    interests: unique(request.interests),
    languages: unique(request.languages.map((code) => code.toLowerCase())),
    segment_audiences: { include_any: unique(includeAny), include: unique(include), exclude: unique(exclude) },
    locations: [...byCountry].map(([country, cities]) => ({ country, city_ids: cities === null ? [] : [...cities] })),
  };
};

/** Younger people are online more: weight 1.4 at 18 falling to 0.5 at 65. */
const ageWeight = (age: number): number => 1.4 - ((age - AGE_RANGE.min) / (AGE_RANGE.max - AGE_RANGE.min)) * 0.9;
const ageWeights = (from: number, to: number): number => {
  let sum = 0;
  for (let age = from; age <= to; age++) sum += ageWeight(age);
  return sum;
};

const GENDER_SHARE: Record<number, number> = { [GENDER.all]: 1, [GENDER.male]: 0.49, [GENDER.female]: 0.51 };

/** Fixed shares for the languages the demo uses; any other code gets 2–20 % from a hash of its text. */
const LANGUAGE_SHARE: Record<string, number> = { en: 0.55, english: 0.55, ha: 0.12, hausa: 0.12, ru: 0.12, fr: 0.09, es: 0.09 };
const textHash = (value: string): number => [...value].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);
const languageShare = (code: string): number => LANGUAGE_SHARE[code.toLowerCase()] ?? 0.02 + hashUnit(textHash(code.toLowerCase())) * 0.18;

/** Each interest reaches 4–18 % of users; several together reach their union. */
const interestShare = (interestId: number): number => 0.04 + hashUnit(11, interestId) * 0.14;
const union = (shares: readonly number[]): number => 1 - shares.reduce((rest, share) => rest * (1 - Math.min(1, share)), 1);

/** Similarity 0 keeps only the closest matches; 1 is the default; 2 and 3 widen the lookalike reach. */
const SIMILARITY_FACTOR = [0.45, 1, 1.5, 2.1] as const;

/** Users of apps and websites unknown to the catalogue: a small fixed figure each. */
const UNKNOWN_RESOURCE_USERS = 50_000;
/** Share of a segment audience's rows the platform can match to users it reaches. */
const AUDIENCE_MATCH_RATE = 0.7;

/**
 * Users of the locations. A location without cities is its whole country; with cities, the option
 * says whether they are the only places (include) or the places left out of the country (exclude).
 */
const locationUsers = (request: AudienceSizeRequest): number => {
  if (request.locations.length === 0) return worldUsers();
  const exclude = request.location_option_key === LOCATION_OPTION_KEY.exclude;
  return request.locations.reduce((sum, location) => {
    const users = countryUsers(location.country);
    if (location.city_ids.length === 0) return sum + users;
    const share = Math.min(1, location.city_ids.reduce((total, cityId) => total + (cityShare(location.country, cityId) ?? 0), 0));
    return sum + users * (exclude ? 1 - share : share);
  }, 0);
};

/** The share of all users that use the chosen apps or websites (1 when none is chosen). */
const resourceShare = (request: AudienceSizeRequest): number => {
  const chosen = [...request.apps, ...request.websites];
  if (chosen.length === 0) return 1;
  const users = chosen.reduce((sum, bundleId) => sum + (resourceUsers(bundleId) ?? UNKNOWN_RESOURCE_USERS), 0);
  return Math.min(1, users / worldUsers());
};

/**
 * Segment audiences bound the pool: include-any lets in their rows together, each include audience
 * must also match (the smallest bounds it, each further one halves it), and excluded rows are taken out.
 */
const audiencePool = (pool: number, request: AudienceSizeRequest, audienceOf: (id: number) => SegmentAudience | undefined): number => {
  const rows = (ids: readonly number[]): number[] => ids.map((audienceId) => (audienceOf(audienceId)?.row_count ?? 0) * AUDIENCE_MATCH_RATE);
  const { include_any: includeAny, include, exclude } = request.segment_audiences;
  let bounded = pool;
  if (includeAny.length > 0) bounded = Math.min(bounded, rows(includeAny).reduce((sum, count) => sum + count, 0));
  if (include.length > 0) bounded = Math.min(bounded, Math.min(...rows(include)) * 0.5 ** (include.length - 1));
  for (const count of rows(exclude)) bounded = Math.max(0, bounded - count * (bounded / Math.max(pool, 1)));
  return bounded;
};

const roundEstimate = (value: number): number => {
  if (value < 1_000) return Math.round(value);
  const step = value < 100_000 ? 10 : 100;
  return Math.round(value / step) * step;
};

export const estimateAudienceSize = (request: AudienceSizeRequest, audienceOf: (id: number) => SegmentAudience | undefined): AudienceSizeResult => {
  if (request.apps.includes(AUDIENCE_SIZE_OUTAGE_BUNDLE_ID)) {
    return { status: 500, audience_size: null, message: 'The audience estimate is unavailable right now.' };
  }
  const located = locationUsers(request);
  let users = located;
  users *= ageWeights(request.fromAge, request.toAge) / ageWeights(AGE_RANGE.min, AGE_RANGE.max);
  users *= GENDER_SHARE[request.gender] ?? 1;
  if (request.interests.length > 0) users *= union(request.interests.map(interestShare));
  if (request.languages.length > 0) users *= Math.min(1, request.languages.reduce((sum, code) => sum + languageShare(code), 0));
  users *= resourceShare(request);
  users = audiencePool(users, request, audienceOf);
  // Widening the lookalike never reaches past the located users themselves.
  users = Math.min(located, users * (SIMILARITY_FACTOR[request.similarity] ?? 1));
  return { status: 200, audience_size: roundEstimate(users) };
};

import { EXCHANGES, type CreativePosition, type CreativeType, type PlacementListItem, type PlacementOs } from '../../src/api/contract';
import { APP_CATEGORIES } from './app-categories';
import { COUNTRIES } from './countries';
import { createRandom, type Random } from './random';

/**
 * The placements catalogue behind the placements report and gauge (spec 2 §3 "Placement list item"):
 * publishers (apps and sites) with their ad units, drawn once from a stream of its own fixed seed, so
 * it is the same on every start and independent of the db seed. A placement also knows the countries
 * it serves, which the country filter reads and which no answer shows.
 */
export interface SeededPlacement extends PlacementListItem {
  countries: readonly string[];
}

const PLACEMENT_SEED = 0x51ac3;
export const PUBLISHER_COUNT = 240;

const FIRST = ['Sunny', 'Pocket', 'Daily', 'Rapid', 'Happy', 'Bright', 'Urban', 'Clever', 'Lucky', 'Green', 'Silver', 'Swift', 'Royal', 'Cosmic', 'Tiny', 'Mega'];
const SECOND = ['Puzzle', 'News', 'Radio', 'Chef', 'Wallet', 'Runner', 'Chat', 'Weather', 'Market', 'Garden', 'Cards', 'Quiz', 'Camera', 'Fitness', 'Travel', 'Reader'];

const SIZES: Record<CreativeType, readonly string[]> = {
  banner: ['320x50', '300x250', '728x90', '160x600', '300x600', '970x90', '320x480'],
  native: ['1200x627', '600x600'],
  video: ['640x360', '480x360', '1920x800'],
  audio: ['0x0'],
};

const POSITIONS: readonly CreativePosition[] = ['above_the_fold', 'below_the_fold', 'full_screen', 'unknown'];
const APP_OS: readonly PlacementOs[] = ['android', 'ios'];
const SITE_OS: readonly PlacementOs[] = ['windows', 'macos', 'android', 'ios', 'other'];

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

const countriesOf = (rnd: Random): string[] => {
  const count = rnd.int(1, 6);
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(rnd.pick(COUNTRIES).iso_code);
  return [...chosen].sort();
};

const unitsOf = (rnd: Random, environment: 'app' | 'site'): { type: CreativeType; size: string }[] => {
  const types: CreativeType[] = ['banner'];
  if (rnd.chance(0.45)) types.push('native');
  if (rnd.chance(0.35)) types.push('video');
  if (environment === 'app' && rnd.chance(0.1)) types.push('audio');
  return types.map((type) => ({ type, size: rnd.pick(SIZES[type]) }));
};

const buildPlacements = (): SeededPlacement[] => {
  const rnd = createRandom(PLACEMENT_SEED);
  const placements: SeededPlacement[] = [];
  const taken = new Set<string>();
  for (let index = 0; index < PUBLISHER_COUNT; index++) {
    const environment = rnd.chance(0.65) ? ('app' as const) : ('site' as const);
    let publisher = `${rnd.pick(FIRST)} ${rnd.pick(SECOND)}`;
    // Publisher names repeat in a 16 × 16 grid: a number keeps each one (and so each name) unique.
    if (taken.has(publisher)) publisher = `${publisher} ${index + 1}`;
    taken.add(publisher);
    const os = environment === 'app' ? rnd.pick(APP_OS) : rnd.pick(SITE_OS);
    const siteOrApp = environment === 'app' ? (os === 'ios' ? String(1_300_000_000 + index * 7919) : `com.${slug(publisher)}.app`) : `${slug(publisher)}.example`;
    const category = rnd.pick(APP_CATEGORIES).value;
    const countries = countriesOf(rnd);
    const users = Math.round(rnd.float(2_000, 4_000_000));
    for (const unit of unitsOf(rnd, environment)) {
      placements.push({
        name: `${publisher} ${unit.size === '0x0' ? 'audio' : unit.size} ${unit.type}`,
        site_or_app: siteOrApp,
        exchange_id: rnd.pick(EXCHANGES).id,
        os,
        interstitial: unit.type !== 'audio' && (unit.size === '320x480' || rnd.chance(0.15)),
        user_count: Math.round(users * rnd.float(0.3, 1)),
        impression_count: Math.round(users * rnd.float(2, 40)),
        creative_position: unit.size === '320x480' ? 'full_screen' : rnd.pick(POSITIONS),
        creative_type: unit.type,
        creative_size: unit.size,
        environment,
        category,
        countries,
      });
    }
  }
  return placements;
};

/** Built once: the catalogue is pure data and the same on every start. */
export const PLACEMENTS: readonly SeededPlacement[] = buildPlacements();

/** What an answer shows of a placement (not the countries it serves). */
export const placementItem = ({ countries: _countries, ...item }: SeededPlacement): PlacementListItem => item;

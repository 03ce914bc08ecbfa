import type { TargetingResource, TargetingResourceType } from '../../src/api/contract';
import { countryUsers, worldUsers } from './cities';
import { hashUnit } from './random';

/** Resources answered per search at most. */
export const RESOURCE_SEARCH_LIMIT = 20;

/**
 * The audience size answers data status 500 whenever `apps` holds this bundle id, a resource the search
 * finds by the name "Estimate Outage Probe": the one documented, deterministic way to see the outage.
 */
export const AUDIENCE_SIZE_OUTAGE_BUNDLE_ID = 'com.example.estimate.outage';

/**
 * The targeting resources catalogue behind GET /v1/campaign/app/resources (spec 2 §3 "Targeting
 * resource item"): fictional apps and websites, fixed in code so ids never move. The app promotion
 * catalogue's apps are here too (under both store ids where they have two), so a campaign's promoted
 * app can also be targeted. User counts are worldwide; a search for a country scales them to that
 * country's share of the world's users, with a per-(resource, country) variation from a hash, so the
 * same search always answers the same numbers.
 */
interface SeededResource {
  name: string;
  type: TargetingResourceType;
  description: string;
  bundle_ids: readonly string[];
  /** Worldwide users, upper bound; the lower bound is 60 % of it. */
  users: number;
  colour: string;
  /** Only these countries have it; absent: everywhere. */
  countries?: readonly string[];
}

const RESOURCES: readonly SeededResource[] = [
  { name: 'Example App', type: 'app', description: 'The demo app of Example Labs.', bundle_ids: ['com.example.app', 'com.example.ios.app'], users: 2_400_000, colour: '#1E5EFF' },
  { name: 'Lagos Eats', type: 'app', description: 'Food delivery across Lagos and Abuja.', bundle_ids: ['com.lagoseats.delivery', '1480012345'], users: 1_900_000, colour: '#E4572E', countries: ['NG', 'GH'] },
  { name: 'Budget Harbor', type: 'app', description: 'Personal budgets and bill reminders.', bundle_ids: ['com.harborlane.budget'], users: 850_000, colour: '#0B1F4D' },
  { name: 'Gem Cascade', type: 'app', description: 'Match-three puzzle game with daily quests.', bundle_ids: ['com.pixelforge.gemcascade'], users: 14_000_000, colour: '#8E44AD' },
  { name: 'TuneFlow Music', type: 'app', description: 'Streaming radio and playlists.', bundle_ids: ['com.tuneflow.music'], users: 22_000_000, colour: '#21C17A' },
  { name: 'FitPulse Tracker', type: 'app', description: 'Workouts, steps and heart rate.', bundle_ids: ['com.fitpulse.tracker'], users: 3_100_000, colour: '#F5A524' },
  { name: 'PageWell Reader', type: 'app', description: 'E-books and audiobooks.', bundle_ids: ['com.pagewell.reader'], users: 1_200_000, colour: '#5D4037' },
  { name: 'RoadMate Rides', type: 'app', description: 'Ride hailing and courier.', bundle_ids: ['com.roadmate.rides'], users: 6_500_000, colour: '#008751' },
  { name: 'Skyline Weather', type: 'app', description: 'Hourly forecasts and storm alerts.', bundle_ids: ['1523456789'], users: 9_800_000, colour: '#2D9CDB' },
  { name: 'Word Garden', type: 'app', description: 'A relaxing word puzzle game.', bundle_ids: ['1098765432'], users: 5_400_000, colour: '#27AE60' },
  { name: 'Coinpath Wallet', type: 'app', description: 'Payments, savings and crypto.', bundle_ids: ['1611122233'], users: 2_700_000, colour: '#0B1F4D' },
  { name: 'Sketchbook Studio', type: 'app', description: 'Drawing and painting for tablets.', bundle_ids: ['1377788899'], users: 640_000, colour: '#EB5757' },
  { name: 'Naija Radio Live', type: 'app', description: 'Nigerian radio stations live.', bundle_ids: ['com.naijaradio.live'], users: 3_600_000, colour: '#008751', countries: ['NG', 'GH', 'GB', 'US'] },
  { name: 'StepQuest', type: 'app', description: 'Walk more, unlock adventures.', bundle_ids: ['com.stepquest.walk'], users: 1_050_000, colour: '#F2994A' },
  { name: 'Pocket Chess Arena', type: 'app', description: 'Online chess with ranked play.', bundle_ids: ['com.pocketarena.chess', '1455501234'], users: 7_200_000, colour: '#34495E' },
  { name: 'Pixel Racers', type: 'app', description: 'Arcade racing with friends.', bundle_ids: ['com.pixelforge.racers'], users: 11_500_000, colour: '#C0392B' },
  { name: 'Tower Tactics', type: 'app', description: 'Tower defence strategy.', bundle_ids: ['com.stonegate.towers', '1466602345'], users: 4_300_000, colour: '#7F8C8D' },
  { name: 'Cricket Live Scores', type: 'app', description: 'Scores, commentary and fixtures.', bundle_ids: ['com.crease.livescores'], users: 18_000_000, colour: '#16A085', countries: ['IN', 'GB', 'ZA', 'AE'] },
  { name: 'Football Fanzone', type: 'app', description: 'Match news, scores and fantasy leagues.', bundle_ids: ['com.fanzone.football', '1477703456'], users: 26_000_000, colour: '#2980B9' },
  { name: 'QuickCart Grocery', type: 'app', description: 'Groceries delivered in an hour.', bundle_ids: ['com.quickcart.grocery'], users: 2_200_000, colour: '#27AE60' },
  { name: 'MarketHub Shopping', type: 'app', description: 'Marketplace for fashion and electronics.', bundle_ids: ['com.markethub.shop', '1488804567'], users: 31_000_000, colour: '#E67E22' },
  { name: 'Lingo Sprout', type: 'app', description: 'Learn a language in five minutes a day.', bundle_ids: ['com.lingosprout.learn', '1499905678'], users: 8_900_000, colour: '#2ECC71' },
  { name: 'Mindful Minutes', type: 'app', description: 'Meditation and sleep stories.', bundle_ids: ['com.mindful.minutes'], users: 1_700_000, colour: '#9B59B6' },
  { name: 'Recipe Box', type: 'app', description: 'Recipes, meal plans and shopping lists.', bundle_ids: ['com.recipebox.cook'], users: 2_900_000, colour: '#D35400' },
  { name: 'Photo Frame Pro', type: 'app', description: 'Photo editing with filters and frames.', bundle_ids: ['com.frameworks.photo', '1500016789'], users: 12_400_000, colour: '#1ABC9C' },
  { name: 'ChatterBox Messenger', type: 'app', description: 'Messages, voice notes and group calls.', bundle_ids: ['com.chatterbox.messenger'], users: 48_000_000, colour: '#3498DB' },
  { name: 'NewsBeat Daily', type: 'app', description: 'Local and world news in short reads.', bundle_ids: ['com.newsbeat.daily'], users: 9_300_000, colour: '#2C3E50' },
  { name: 'Transit Buddy', type: 'app', description: 'Buses, trains and live departures.', bundle_ids: ['com.transitbuddy.go'], users: 3_800_000, colour: '#F39C12' },
  { name: 'HomeFix Handyman', type: 'app', description: 'Book plumbers, electricians and cleaners.', bundle_ids: ['com.homefix.pros'], users: 560_000, colour: '#95A5A6' },
  { name: 'Bubble Pop Saga', type: 'app', description: 'Casual bubble shooter.', bundle_ids: ['com.pixelforge.bubblepop', '1511127890'], users: 19_500_000, colour: '#E91E63' },
  { name: 'Solitaire Classic', type: 'app', description: 'Klondike, Spider and FreeCell.', bundle_ids: ['com.cardtable.solitaire'], users: 15_800_000, colour: '#4CAF50' },
  { name: 'Hausa Bible Audio', type: 'app', description: 'Scripture readings in Hausa.', bundle_ids: ['com.hausaaudio.bible'], users: 420_000, colour: '#795548', countries: ['NG'] },
  { name: 'Estimate Outage Probe', type: 'app', description: 'Test app: an audience estimate that targets it is unavailable (data status 500).', bundle_ids: [AUDIENCE_SIZE_OUTAGE_BUNDLE_ID], users: 10_000, colour: '#000000' },
  { name: 'dailyheadlines.example', type: 'website', description: 'News portal with regional editions.', bundle_ids: ['dailyheadlines.example'], users: 13_000_000, colour: '#2C3E50' },
  { name: 'sportsdesk.example', type: 'website', description: 'Sports results and analysis.', bundle_ids: ['sportsdesk.example'], users: 8_400_000, colour: '#2980B9' },
  { name: 'techreview.example', type: 'website', description: 'Gadget reviews and how-tos.', bundle_ids: ['techreview.example'], users: 5_100_000, colour: '#8E44AD' },
  { name: 'homeandgarden.example', type: 'website', description: 'Home improvement and gardening ideas.', bundle_ids: ['homeandgarden.example'], users: 2_300_000, colour: '#27AE60' },
  { name: 'travelnotes.example', type: 'website', description: 'Travel guides and deals.', bundle_ids: ['travelnotes.example'], users: 3_900_000, colour: '#16A085' },
  { name: 'recipesdaily.example', type: 'website', description: 'Recipes and cooking videos.', bundle_ids: ['recipesdaily.example'], users: 4_600_000, colour: '#D35400' },
  { name: 'moneywise.example', type: 'website', description: 'Personal finance news and calculators.', bundle_ids: ['moneywise.example'], users: 2_800_000, colour: '#0B1F4D' },
  { name: 'lagosbuzz.example', type: 'website', description: 'Lagos entertainment and events.', bundle_ids: ['lagosbuzz.example'], users: 1_100_000, colour: '#008751', countries: ['NG'] },
  { name: 'autoworld.example', type: 'website', description: 'Car news, reviews and listings.', bundle_ids: ['autoworld.example'], users: 3_300_000, colour: '#C0392B' },
];

const initials = (name: string): string =>
  name
    .split(/[\s.]+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();

/** A data-URL SVG like the app catalogue's: the app's CSP allows data: images, no other host is sent. */
const iconOf = (resource: SeededResource): string => {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="${resource.type === 'app' ? 14 : 32}" fill="${resource.colour}"/>` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials(resource.name)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

const countryCode = (isoCode: string): number => (isoCode.charCodeAt(0) << 8) | isoCode.charCodeAt(1);

/** Users of a resource in a country (or worldwide without one), as a [min, max] pair. */
const usersOf = (resource: SeededResource, id: number, country: string | undefined): [number, number] => {
  const share = country === undefined ? 1 : (countryUsers(country) / worldUsers()) * (0.5 + hashUnit(id, countryCode(country)) * 1.5);
  const max = Math.max(100, Math.round((resource.users * share) / 100) * 100);
  return [Math.round((max * 0.6) / 100) * 100, max];
};

const toItem = (resource: SeededResource, index: number, country: string | undefined): TargetingResource => {
  const id = index + 1;
  const [usersMin, usersMax] = usersOf(resource, id, country);
  return {
    id,
    name: resource.name,
    icon: iconOf(resource),
    description: resource.description,
    type: resource.type,
    bundle_ids: [...resource.bundle_ids],
    users_min: usersMin,
    users_max: usersMax,
  };
};

const availableIn = (resource: SeededResource, country: string | undefined): boolean =>
  country === undefined || resource.countries === undefined || resource.countries.includes(country);

const matches = (resource: SeededResource, query: string): boolean =>
  query === '' ||
  resource.name.toLowerCase().includes(query) ||
  resource.bundle_ids.some((bundleId) => bundleId.toLowerCase().includes(query));

/**
 * The search: name or a bundle id containing the query (ignoring case), available in the country when
 * one is given, most users first (then by id), at most RESOURCE_SEARCH_LIMIT.
 */
export const searchResources = (name: string, country: string | undefined): TargetingResource[] => {
  const query = name.trim().toLowerCase();
  return RESOURCES.map((resource, index) => ({ resource, index }))
    .filter(({ resource }) => availableIn(resource, country) && matches(resource, query))
    .map(({ resource, index }) => toItem(resource, index, country))
    .sort((a, b) => b.users_max - a.users_max || a.id - b.id)
    .slice(0, RESOURCE_SEARCH_LIMIT);
};

/** Worldwide users of the app or site holding this bundle id (the estimate reads it), or undefined. */
export const resourceUsers = (bundleId: string): number | undefined =>
  RESOURCES.find((resource) => resource.bundle_ids.includes(bundleId))?.users;

export const RESOURCE_COUNT = RESOURCES.length;

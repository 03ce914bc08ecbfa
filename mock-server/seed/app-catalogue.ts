import type { AppPromotionInfo } from '../../src/api/contract';

/**
 * The app stores behind POST /v1/campaign/app/promotion: a small fixed catalogue, eight apps per
 * platform, every one fictional. Android ids are package names; iOS ids are either the store's numeric
 * id or a reverse-domain bundle id, since advertisers type both. Lagos Eats is on both stores under
 * different ids, as real apps are. Store links point at example.com domains only: the mock must never
 * send anyone to a real site.
 */
interface CatalogueApp {
  bundle_id: string;
  app_name: string;
  developer: string;
  price: string;
  star_rating: number;
  /** Background of the generated icon. */
  colour: string;
}

const ANDROID: readonly CatalogueApp[] = [
  { bundle_id: 'com.example.app', app_name: 'Example App', developer: 'Example Labs', price: 'Free', star_rating: 4.2, colour: '#1E5EFF' },
  { bundle_id: 'com.lagoseats.delivery', app_name: 'Lagos Eats', developer: 'Lagos Eats Ltd', price: 'Free', star_rating: 4.5, colour: '#E4572E' },
  { bundle_id: 'com.harborlane.budget', app_name: 'Budget Harbor', developer: 'Harbor Lane Media', price: 'Free', star_rating: 4.1, colour: '#0B1F4D' },
  { bundle_id: 'com.pixelforge.gemcascade', app_name: 'Gem Cascade', developer: 'Pixelforge Games', price: 'Free', star_rating: 4.6, colour: '#8E44AD' },
  { bundle_id: 'com.tuneflow.music', app_name: 'TuneFlow Music', developer: 'TuneFlow', price: 'Free', star_rating: 4.4, colour: '#21C17A' },
  { bundle_id: 'com.fitpulse.tracker', app_name: 'FitPulse Tracker', developer: 'FitPulse Health', price: '$2.99', star_rating: 3.9, colour: '#F5A524' },
  { bundle_id: 'com.pagewell.reader', app_name: 'PageWell Reader', developer: 'PageWell', price: '$4.99', star_rating: 4.3, colour: '#5D4037' },
  { bundle_id: 'com.roadmate.rides', app_name: 'RoadMate Rides', developer: 'RoadMate Mobility', price: 'Free', star_rating: 3.7, colour: '#008751' },
];

const IOS: readonly CatalogueApp[] = [
  { bundle_id: '1480012345', app_name: 'Lagos Eats', developer: 'Lagos Eats Ltd', price: 'Free', star_rating: 4.7, colour: '#E4572E' },
  { bundle_id: '1523456789', app_name: 'Skyline Weather', developer: 'Skyline Apps', price: 'Free', star_rating: 4.5, colour: '#2D9CDB' },
  { bundle_id: '1098765432', app_name: 'Word Garden', developer: 'Pixelforge Games', price: 'Free', star_rating: 4.8, colour: '#27AE60' },
  { bundle_id: '1611122233', app_name: 'Coinpath Wallet', developer: 'Coinpath Finance', price: 'Free', star_rating: 4.0, colour: '#0B1F4D' },
  { bundle_id: '1377788899', app_name: 'Sketchbook Studio', developer: 'Inkwell Creative', price: '$3.99', star_rating: 4.4, colour: '#EB5757' },
  { bundle_id: 'com.example.ios.app', app_name: 'Example App for iOS', developer: 'Example Labs', price: 'Free', star_rating: 4.1, colour: '#1E5EFF' },
  { bundle_id: 'com.naijaradio.live', app_name: 'Naija Radio Live', developer: 'Naija Radio', price: 'Free', star_rating: 4.3, colour: '#008751' },
  { bundle_id: 'com.stepquest.walk', app_name: 'StepQuest', developer: 'StepQuest Fitness', price: '$1.99', star_rating: 3.8, colour: '#F2994A' },
];

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();

/**
 * A self-contained SVG data URL: the app's CSP allows `data:` images, and the mock must not send the
 * browser to any other host. The names above are letters only, so the initials need no escaping.
 */
const iconOf = (app: CatalogueApp): string => {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${app.colour}"/>` +
    `<text x="48" y="60" font-family="Arial,sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials(app.app_name)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

/** Numeric iOS ids are the store id; a reverse-domain one gets a stable stand-in from its text. */
const appleStoreId = (bundleId: string): string => {
  if (/^[0-9]+$/.test(bundleId)) return bundleId;
  let hash = 0;
  for (const char of bundleId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return String(1_000_000_000 + (hash % 900_000_000));
};

const toInfo = (app: CatalogueApp, platform: AppPromotionInfo['app_platform_type']): AppPromotionInfo => ({
  bundle_id: app.bundle_id,
  app_platform_type: platform,
  app_name: app.app_name,
  developer: app.developer,
  icon_url: iconOf(app),
  store_url:
    platform === 'android'
      ? `https://play.example.com/store/apps/details?id=${app.bundle_id}`
      : `https://apps.example.com/app/id${appleStoreId(app.bundle_id)}`,
  price: app.price,
  star_rating: app.star_rating,
});

export const APP_CATALOGUE: readonly AppPromotionInfo[] = [
  ...ANDROID.map((app) => toInfo(app, 'android')),
  ...IOS.map((app) => toInfo(app, 'ios')),
];

/** The app under this id in this platform's store; an id of the other store is not found. */
export const findCatalogueApp = (platform: AppPromotionInfo['app_platform_type'], bundleId: string): AppPromotionInfo | undefined =>
  APP_CATALOGUE.find((app) => app.app_platform_type === platform && app.bundle_id === bundleId);

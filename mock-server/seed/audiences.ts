import { AUDIENCE_STATUS, type AudienceAction, type AudienceActionName, type AudienceStatusKey, type AudienceType, type DynamicAudience } from '../../src/api/contract';
import { keptBytesOf } from '../db/file-store';
import type { StoredAudience, StoredSpace, StoredWhitelist } from '../db/types';
import { PERSONA_IDS } from './facts';
import { createRandom } from './random';

/**
 * Segment audiences (spec 2 §3) so targeting has real audiences to pick: fixed ones for the two
 * persona spaces (tests name them), and 0–3 for every other account from a stream of the seed's own,
 * so adding audiences never shifts the accounts, users or campaigns drawn before them.
 */
export const FIRST_AUDIENCE_ID = 7001;

const visit = (period: string, url: string | null, action: AudienceActionName = 'page_visit'): AudienceAction => ({
  action,
  period,
  parameters: url === null ? [] : [{ metric: 'page_url', condition: 'contains', value: url }],
});

const only = (include: AudienceAction[], exclude: AudienceAction[] = []): DynamicAudience => ({
  include_condition: include.length > 1 ? 'or' : null,
  exclude_condition: exclude.length > 1 ? 'or' : null,
  include_actions: include,
  exclude_actions: exclude,
});

interface SeededAudience {
  name: string;
  row_count: number;
  type: AudienceType;
  status_key: AudienceStatusKey;
  dynamic_audience: DynamicAudience | null;
}

const { processing, ready, failed } = AUDIENCE_STATUS;

/**
 * The demo advertiser's audiences (space 2002), ids 7001–7008 in this order: static and dynamic ones
 * in each status (spec 3 "1 orange, 2 green, 3 red"; ours: processing, ready, failed).
 */
export const ADVERTISER_AUDIENCES: readonly [SeededAudience, ...SeededAudience[]] = [
  { name: 'Newsletter subscribers', row_count: 48_200, type: 'static', status_key: ready, dynamic_audience: null },
  { name: 'App installers - last 30 days', row_count: 126_500, type: 'dynamic', status_key: ready, dynamic_audience: only([visit('30', '/install', 'conversion')]) },
  { name: 'Cart abandoners', row_count: 9_400, type: 'dynamic', status_key: ready, dynamic_audience: only([visit('7', '/cart')], [visit('7', '/checkout/complete', 'conversion')]) },
  { name: 'Loyalty members gold', row_count: 3_150, type: 'static', status_key: ready, dynamic_audience: null },
  { name: 'Lagos store visitors', row_count: 22_800, type: 'dynamic', status_key: ready, dynamic_audience: only([visit('30', '/stores/lagos'), visit('30', 'lagos', 'click')]) },
  { name: 'Top buyers lookalike seed', row_count: 610_000, type: 'static', status_key: ready, dynamic_audience: null },
  {
    name: 'Spring sale landing visitors',
    row_count: 0,
    type: 'dynamic',
    status_key: processing,
    dynamic_audience: { ...only([visit('14', '/spring-sale'), visit('14', 'spring-sale', 'click')]), include_condition: 'and' },
  },
  { name: 'Partner CRM import', row_count: 0, type: 'static', status_key: failed, dynamic_audience: null },
];

/** The demo admin agency's audiences (space 2001), ids 7009–7010. */
export const ADMIN_AUDIENCES: readonly [SeededAudience, ...SeededAudience[]] = [
  { name: 'Agency retargeting pool', row_count: 240_000, type: 'dynamic', status_key: ready, dynamic_audience: only([visit('90', null)]) },
  { name: 'Agency CRM upload', row_count: 31_000, type: 'static', status_key: ready, dynamic_audience: null },
];

const GENERATED_NAMES = ['Website visitors', 'Past purchasers', 'Email list', 'High-value customers', 'Churned users', 'Event attendees'];
/** Every generated dynamic audience counts the same: visitors of the last 30 days. */
const GENERATED_DEFINITION = only([visit('30', null)]);

const AUDIENCE_STREAM = 0xa0d1e;
const SEEDED_AT = '2026-05-01T09:00:00.000Z';

export const buildAudiences = (spaces: readonly StoredSpace[], seed: number): StoredAudience[] => {
  const rnd = createRandom(seed ^ AUDIENCE_STREAM);
  const audiences: StoredAudience[] = [];
  const add = (spaceId: number, a: SeededAudience): void => {
    const id = FIRST_AUDIENCE_ID + audiences.length;
    audiences.push({ id, name: a.name, row_count: a.row_count, space_id: spaceId, type: a.type, created_at: SEEDED_AT, status_key: a.status_key, dynamic_audience: a.dynamic_audience });
  };
  for (const a of ADVERTISER_AUDIENCES) add(PERSONA_IDS.advertiser.spaceId, a);
  for (const a of ADMIN_AUDIENCES) add(PERSONA_IDS.admin.spaceId, a);
  const personaSpaces = new Set<number>([PERSONA_IDS.advertiser.spaceId, PERSONA_IDS.admin.spaceId]);
  for (const space of spaces) {
    if (personaSpaces.has(space.id)) continue;
    const count = rnd.int(0, 3);
    const names = [...GENERATED_NAMES];
    for (let i = 0; i < count; i++) {
      const name = names.splice(rnd.int(0, names.length - 1), 1)[0] ?? 'Audience';
      const rowCount = rnd.int(1_000, 400_000);
      const type: AudienceType = rnd.chance(0.5) ? 'static' : 'dynamic';
      add(space.id, { name, row_count: rowCount, type, status_key: ready, dynamic_audience: type === 'dynamic' ? GENERATED_DEFINITION : null });
    }
  }
  return audiences;
};

/**
 * One whitelist file in the admin agency's space, so the whitelist toggle has something to show there;
 * the demo advertiser starts with none (the upload tests count up to the limit of 5 from zero).
 */
const WHITELIST_CSV = Buffer.from('bundle_id\r\ncom.pixelforge.gemcascade\r\ncom.tuneflow.music\r\ndailyheadlines.example\r\n', 'utf8');

/** The bytes the seed's whitelists name. */
export const whitelistContents = (): Uint8Array[] => [WHITELIST_CSV];

export const buildWhitelists = (): StoredWhitelist[] => {
  const csv = WHITELIST_CSV;
  return [
    {
      name: 'Agency premium apps',
      space_id: PERSONA_IDS.admin.spaceId,
      size: csv.length,
      file_name: 'agency-premium-apps.csv',
      created_at: SEEDED_AT,
      content_type: 'text/csv',
      hash: keptBytesOf(csv).hash,
    },
  ];
};

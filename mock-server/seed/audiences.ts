import type { StoredAudience, StoredSpace, StoredWhitelist } from '../db/types';
import { PERSONA_IDS } from './facts';
import { createRandom } from './random';

/**
 * Segment audiences (spec 2 §3) so targeting has real audiences to pick: fixed ones for the two
 * persona spaces (tests name them), and 0–3 for every other account from a stream of the seed's own,
 * so adding audiences never shifts the accounts, users or campaigns drawn before them.
 */
export const FIRST_AUDIENCE_ID = 7001;

/** The demo advertiser's audiences (space 2002), ids 7001–7006 in this order. */
export const ADVERTISER_AUDIENCES = [
  { name: 'Newsletter subscribers', row_count: 48_200, type: 'static' },
  { name: 'App installers - last 30 days', row_count: 126_500, type: 'dynamic' },
  { name: 'Cart abandoners', row_count: 9_400, type: 'dynamic' },
  { name: 'Loyalty members gold', row_count: 3_150, type: 'static' },
  { name: 'Lagos store visitors', row_count: 22_800, type: 'dynamic' },
  { name: 'Top buyers lookalike seed', row_count: 610_000, type: 'static' },
] as const;

/** The demo admin agency's audiences (space 2001), ids 7007–7008. */
export const ADMIN_AUDIENCES = [
  { name: 'Agency retargeting pool', row_count: 240_000, type: 'dynamic' },
  { name: 'Agency CRM upload', row_count: 31_000, type: 'static' },
] as const;

const GENERATED_NAMES = ['Website visitors', 'Past purchasers', 'Email list', 'High-value customers', 'Churned users', 'Event attendees'];

const AUDIENCE_STREAM = 0xa0d1e;
const SEEDED_AT = '2026-05-01T09:00:00.000Z';

export const buildAudiences = (spaces: readonly StoredSpace[], seed: number): StoredAudience[] => {
  const rnd = createRandom(seed ^ AUDIENCE_STREAM);
  const audiences: StoredAudience[] = [];
  const add = (spaceId: number, name: string, rowCount: number, type: StoredAudience['type']): void => {
    const id = FIRST_AUDIENCE_ID + audiences.length;
    audiences.push({ id, name, row_count: rowCount, space_id: spaceId, type, created_at: SEEDED_AT });
  };
  for (const a of ADVERTISER_AUDIENCES) add(PERSONA_IDS.advertiser.spaceId, a.name, a.row_count, a.type);
  for (const a of ADMIN_AUDIENCES) add(PERSONA_IDS.admin.spaceId, a.name, a.row_count, a.type);
  const personaSpaces = new Set<number>([PERSONA_IDS.advertiser.spaceId, PERSONA_IDS.admin.spaceId]);
  for (const space of spaces) {
    if (personaSpaces.has(space.id)) continue;
    const count = rnd.int(0, 3);
    const names = [...GENERATED_NAMES];
    for (let i = 0; i < count; i++) {
      const name = names.splice(rnd.int(0, names.length - 1), 1)[0] ?? 'Audience';
      add(space.id, name, rnd.int(1_000, 400_000), rnd.chance(0.5) ? 'static' : 'dynamic');
    }
  }
  return audiences;
};

/**
 * One whitelist file in the admin agency's space, so the whitelist toggle has something to show there;
 * the demo advertiser starts with none (the upload tests count up to the limit of 5 from zero).
 */
export const buildWhitelists = (): StoredWhitelist[] => {
  const csv = 'bundle_id\r\ncom.pixelforge.gemcascade\r\ncom.tuneflow.music\r\ndailyheadlines.example\r\n';
  return [
    {
      name: 'Agency premium apps',
      space_id: PERSONA_IDS.admin.spaceId,
      size: Buffer.byteLength(csv),
      file_name: 'agency-premium-apps.csv',
      created_at: SEEDED_AT,
      content_type: 'text/csv',
      content_base64: Buffer.from(csv).toString('base64'),
    },
  ];
};

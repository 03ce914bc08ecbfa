import type { Permission } from './permissions';

/** The editor's section permissions (spec 2 §2, §6), each guarding the campaign fields its tabs edit. */
export type SectionPermission = Extract<
  Permission,
  'CAMPAIGN_SETUP' | 'CAMPAIGN_TARGETING' | 'CAMPAIGN_CREATIVES' | 'CAMPAIGN_MORE_SETTINGS' | 'CAMPAIGN_ADMINISTRATION'
>;

/**
 * Which section owns each field of a saved campaign (snake case, as PUT /v1/campaign takes it), as
 * prefixes of field paths: the longest matching prefix owns a path, so `targeting.location_option_key`
 * (Advanced › Geography) is not Targeting's although the rest of `targeting` is. The server refuses a
 * save that changes a field of a section the caller may not edit; the editor hides those sections, so
 * it never changes them (its section registry is checked against this table in a test).
 *
 * Attribution is an Advanced tab in the editor (the spec's Advanced row names frequency, placements and
 * geography; attribution sits beside them in the tab names), so it needs CAMPAIGN_MORE_SETTINGS.
 */
export const CAMPAIGN_SECTION_FIELDS: Readonly<Record<SectionPermission, readonly string[]>> = {
  CAMPAIGN_SETUP: [
    'name',
    'country',
    'timezone_offset_seconds',
    'campaign_start_at',
    'campaign_end_at',
    'budget',
    'budget_type_key',
    'campaign_type_key',
    'campaign_type',
    'goal',
    'product_url',
    'manual_cpx',
    'user_cpx',
    'cpx',
    'cpm',
    'is_auto_enhancement',
    'bidding_strategy',
    'test_devices',
    'replicated_from',
  ],
  CAMPAIGN_TARGETING: ['targeting', 'targeting_on'],
  CAMPAIGN_CREATIVES: ['visuals'],
  CAMPAIGN_MORE_SETTINGS: [
    'freq_and_scheduling_on',
    'frequency_cap',
    'scheduling',
    'slots',
    'slots_include_unknown',
    'placement',
    'has_whitelist',
    'targeting.location_option_key',
    'attribution',
    'attribution_tags',
  ],
  CAMPAIGN_ADMINISTRATION: ['owner'],
};

/** Names the sections in refusals (the spec's own section names, spec 2 §2). */
export const SECTION_NAMES: Readonly<Record<SectionPermission, string>> = {
  CAMPAIGN_SETUP: 'Campaign setup',
  CAMPAIGN_TARGETING: 'Targeting',
  CAMPAIGN_CREATIVES: 'Creatives',
  CAMPAIGN_MORE_SETTINGS: 'Advanced',
  CAMPAIGN_ADMINISTRATION: 'Administration',
};

const OWNERS: readonly (readonly [string, SectionPermission])[] = Object.entries(CAMPAIGN_SECTION_FIELDS)
  .flatMap(([permission, prefixes]) => prefixes.map((prefix) => [prefix, permission as SectionPermission] as const))
  .sort(([a], [b]) => b.length - a.length);

/** The section owning a field path ('targeting.city_ids', 'visuals.banners.0.url'), or null for none. */
export const sectionOfField = (path: string): SectionPermission | null =>
  OWNERS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`))?.[1] ?? null;

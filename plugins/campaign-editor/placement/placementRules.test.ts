import { describe, expect, it } from 'vitest';
import { defaultPlacement } from '../../../src/api/contract/campaign-defaults';
import { newCampaignValues } from '../form/campaignDefaults';
import { PLACEMENT_FIELDS, PLACEMENT_MESSAGES, placementRules } from './placementRules';
import type { PlacementValues } from '../form/campaignFormValues';
import { PLACEMENT_LABELS } from './placementLabels';
import { addToMode, listMode, offeredModes, removeFromLists } from './placementModes';
import en from '../../../locales/en/campaign-editor-placement.json';
import ru from '../../../locales/ru/campaign-editor-placement.json';

const placement = (overrides: Partial<PlacementValues> = {}): PlacementValues => ({ ...defaultPlacement(), environment: 'all', ...overrides });
const placementProblems = ({ placement: value }: { placement: PlacementValues }) => placementRules({ ...newCampaignValues(null), placement: value }, context, false);
const context = { isNew: true, isAudio: false, today: '2030-05-15' };

describe('placement list modes (spec 2 §4)', () => {
  const empty = { included: [], excluded: [] };

  it('are unselected while both lists are empty, offering both actions', () => {
    expect(listMode(empty)).toBeNull();
    expect(offeredModes(empty)).toEqual(['whitelist', 'blacklist']);
  });

  it('take the mode of the first item, then offer only that mode and refuse the other', () => {
    const white = addToMode(empty, 'whitelist', 'a');
    expect(white).toEqual({ included: ['a'], excluded: [] });
    expect(listMode(white)).toBe('whitelist');
    expect(offeredModes(white)).toEqual(['whitelist']);
    expect(addToMode(white, 'blacklist', 'b')).toBe(white);
    expect(addToMode(white, 'whitelist', 'b')).toEqual({ included: ['a', 'b'], excluded: [] });
    expect(addToMode(white, 'whitelist', 'a')).toBe(white);

    const black = addToMode(empty, 'blacklist', 'x');
    expect(listMode(black)).toBe('blacklist');
    expect(offeredModes(black)).toEqual(['blacklist']);
    expect(addToMode(black, 'whitelist', 'y')).toBe(black);
  });

  it('return to unselected when the last item is removed', () => {
    const two = { included: ['a', 'b'], excluded: [] };
    const one = removeFromLists(two, 'a');
    expect(listMode(one)).toBe('whitelist');
    const none = removeFromLists(one, 'b');
    expect(none).toEqual(empty);
    expect(listMode(none)).toBeNull();
    expect(offeredModes(none)).toEqual(['whitelist', 'blacklist']);
  });
});

describe('placementRules', () => {
  it('accept the defaults and either mode alone', () => {
    expect(placementRules({ ...newCampaignValues(null), placement: placement() }, context, true)).toEqual([]);
    expect(placementProblems({ placement: placement({ included_apps: ['a'], excluded_app_categories: ['games'], min_os_version: '10.0' }) })).toEqual([]);
  });

  it('refuse both modes at once, for placements and for app categories, and an OS version not offered', () => {
    // One mode each and an offered OS version pass the same check, so each refusal is its value's doing.
    expect(placementProblems({ placement: placement({ included_apps: ['a'], included_app_categories: ['c'], min_os_version: '10.0' }) })).toEqual([]);
    expect(
      placementProblems({
        placement: placement({ included_apps: ['a'], excluded_apps: ['b'], included_app_categories: ['c'], excluded_app_categories: ['d'], min_os_version: '3.1' }),
      }),
    ).toEqual([
      { field: 'placement.excluded_apps', message: PLACEMENT_MESSAGES.appsBothModes },
      { field: 'placement.excluded_app_categories', message: PLACEMENT_MESSAGES.categoriesBothModes },
      { field: 'placement.min_os_version', message: PLACEMENT_MESSAGES.minOsVersion },
    ]);
  });

  it('name fields the tab owns, with labels and messages present in both languages', () => {
    const keyIn = (messages: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
    for (const path of Object.keys(PLACEMENT_LABELS)) expect(PLACEMENT_FIELDS.some((field) => path === field || path.startsWith(`${field}.`))).toBe(true);
    for (const key of [...Object.values(PLACEMENT_LABELS), ...Object.values(PLACEMENT_MESSAGES)]) {
      expect(typeof keyIn(en, key), key).toBe('string');
      expect(typeof keyIn(ru, key), key).toBe('string');
    }
  });

  it('have the same keys in English and Russian', () => {
    const keys = (node: unknown, prefix = ''): string[] =>
      node && typeof node === 'object' ? Object.entries(node).flatMap(([key, value]) => keys(value, `${prefix}${key}.`)) : [prefix];
    expect(keys(ru).sort()).toEqual(keys(en).sort());
  });
});

import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../sections/sections';
import { conflictRows, shownValue } from './conflictRows';

describe('shownValue', () => {
  it('writes text, lists and named items as text, and yes, no and empty as keys', () => {
    expect(shownValue('https://a.example')).toEqual({ text: 'https://a.example' });
    expect(shownValue(120)).toEqual({ text: '120' });
    expect(shownValue(true)).toEqual({ key: 'yes' });
    expect(shownValue(false)).toEqual({ key: 'no' });
    expect(shownValue(null)).toEqual({ key: 'empty' });
    expect(shownValue('')).toEqual({ key: 'empty' });
    expect(shownValue([])).toEqual({ key: 'empty' });
    expect(shownValue(['a', 'b'])).toEqual({ text: 'a, b' });
    expect(shownValue([{ name: 'utm', value: 'x' }])).toEqual({ text: 'utm=x' });
    expect(shownValue([{ creative_name: 'Teaser', video: null }])).toEqual({ text: 'Teaser' });
  });
});

describe('conflictRows', () => {
  it('names each field by its tab and its label as the editor shows them, in tree order', () => {
    const rows = conflictRows(
      [
        { path: 'attribution', base: [], mine: [{ name: 'a', value: '1' }], theirs: [] },
        { path: 'name', base: 'Old', mine: 'Mine', theirs: 'Theirs' },
        { path: 'visuals.video_ads', base: [], mine: [], theirs: [] },
      ],
      SECTIONS,
    );
    expect(rows.map((row) => [row.path, row.tabLabel, row.fieldLabel])).toEqual([
      ['name', 'campaign-editor.tabs.basicInfo', 'campaign-editor.basicInfo.fields.name'],
      ['visuals.video_ads', 'campaign-editor.tabs.videoAds', undefined],
      ['attribution', 'campaign-editor.tabs.attribution', 'campaign-editor.attribution.pairs'],
    ]);
    expect(rows[0]).toMatchObject({ mine: { text: 'Mine' }, theirs: { text: 'Theirs' } });
  });
});

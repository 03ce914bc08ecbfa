import { describe, expect, it } from 'vitest';
import { diffStates, type DiffEntry, type PathStep } from './stateDiff';

/** The raw path and values, to check the walk itself (the dialog names them: changeRows.test.ts). */
const pathText = (path: readonly PathStep[]) => path.map((step) => ('field' in step ? step.field : step.item)).join(' › ');
const valueText = (value: unknown, empty: string) => (value === null || value === undefined || value === '' ? empty : typeof value === 'string' ? value : JSON.stringify(value));

/** Each entry as one readable line: what a reader of the dialog sees. */
const lines = (entries: DiffEntry[]) =>
  entries.map((entry) => {
    const where = pathText(entry.path);
    if (entry.kind === 'added') return `${where}: + ${valueText(entry.after, '∅')}`;
    if (entry.kind === 'removed') return `${where}: - ${valueText(entry.before, '∅')}`;
    return `${where}: ${valueText(entry.before, '∅')} → ${valueText(entry.after, '∅')}`;
  });

describe('the change log difference', () => {
  it('names changed, added and removed fields by their dotted place', () => {
    expect(
      lines(
        diffStates(
          { name: 'Spring', budget: 10, bidding_strategy: { click_url: 'https://a.example', goal: 'x' }, end: '2026-12-01' },
          { name: 'Spring sale', budget: 10, bidding_strategy: { click_url: 'https://b.example', goal: 'x' }, owner: { margin: 5 } },
        ),
      ),
    ).toEqual([
      'name: Spring → Spring sale',
      'bidding_strategy › click_url: https://a.example → https://b.example',
      'owner › margin: + 5',
      'end: - 2026-12-01',
    ]);
  });

  it('says nothing when the states are equal, whatever their key order', () => {
    expect(diffStates({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
    expect(diffStates(undefined, {})).toEqual([]);
  });

  it('matches list items by identity, not position: removing the first item is one removal', () => {
    const one = { id: 1, name: 'Bidding 1', multiplier: 1, rules: [] };
    const two = { id: 2, name: 'Bidding 2', multiplier: 1.5, rules: [] };
    const three = { id: 3, name: 'Bidding 3', multiplier: 2, rules: [] };
    expect(lines(diffStates({ traffic_targeting: [one, two, three] }, { traffic_targeting: [two, { ...three, multiplier: 2.5 }] }))).toEqual([
      'traffic_targeting › Bidding 3 › multiplier: 2 → 2.5',
      `traffic_targeting › Bidding 1: - ${JSON.stringify(one)}`,
    ]);
  });

  it('matches by id even when the name changed, and names the item by its current name', () => {
    expect(lines(diffStates({ items: [{ id: 1, name: 'Bidding 1' }] }, { items: [{ id: 1, name: 'Apps' }] }))).toEqual([
      'items › Apps › name: Bidding 1 → Apps',
    ]);
  });

  it('uses a key, a file id or a name when an item has no id, names it by its creative name, and goes into nested lists', () => {
    const before = {
      visuals: { banners: [{ key: '300x250', creative_name: 'a' }] },
      attribution: [{ name: 'source', value: 'x' }, { name: 'medium', value: 'y' }],
      traffic_targeting: [{ id: 7, rules: [{ name: 'r1', value: 'com.a' }] }],
    };
    const after = {
      visuals: { banners: [{ key: '728x90', creative_name: 'b' }, { key: '300x250', creative_name: 'a2' }] },
      attribution: [{ name: 'medium', value: 'y' }, { name: 'source', value: 'z' }],
      traffic_targeting: [{ id: 7, rules: [{ name: 'r1', value: 'com.b' }] }],
    };
    expect(lines(diffStates(before, after))).toEqual([
      'visuals › banners › b: + {"key":"728x90","creative_name":"b"}',
      'visuals › banners › a2 › creative_name: a → a2',
      'attribution › source › value: x → z',
      'traffic_targeting › 7 › rules › r1 › value: com.a → com.b',
    ]);
  });

  it('reads lists of plain values as sets, and on/off lists by position', () => {
    expect(lines(diffStates({ exchange_id: [1, 2, 3] }, { exchange_id: [3, 1, 6] }))).toEqual(['exchange_id: - 2', 'exchange_id: + 6']);
    expect(lines(diffStates({ slots: [true, true, false] }, { slots: [true, false, false] }))).toEqual(['slots › #2: true → false']);
    expect(lines(diffStates({ ids: [1, 2] }, { ids: [2, 1] }))).toEqual(['ids: [1,2] → [2,1]']);
  });

  it('tells apart items without identity by order, and repeated identities by count', () => {
    expect(lines(diffStates({ devices: [{ os: 'a' }] }, { devices: [{ os: 'b' }] }))).toEqual(['devices › #1 › os: a → b']);
    expect(lines(diffStates({ l: [{ name: 'x', v: 1 }, { name: 'x', v: 2 }] }, { l: [{ name: 'x', v: 1 }] }))).toEqual([
      'l › x (2): - {"name":"x","v":2}',
    ]);
  });

  it('shows a value turning into another kind as one change', () => {
    expect(lines(diffStates({ margin: null, end: 'x' }, { margin: 10, end: { a: 1 } }))).toEqual(['margin: ∅ → 10', 'end: x → {"a":1}']);
  });

  it('compares the places it is told to as one value', () => {
    const file = (name: string) => ({ file_id: 1, file_name: name, url: '/f' });
    const whole = (path: readonly PathStep[]) => path.length === 2 && 'field' in path[1]! && path[1].field === 'logo';
    expect(lines(diffStates({ ad: { logo: null } }, { ad: { logo: file('a.png') } }, whole))).toEqual(['ad › logo: ∅ → {"file_id":1,"file_name":"a.png","url":"/f"}']);
    expect(lines(diffStates({ ad: { logo: file('a.png') } }, { ad: { logo: file('a.png') } }, whole))).toEqual([]);
  });

  it('reads an object that appears, goes, or replaces none field by field', () => {
    expect(lines(diffStates({}, { targeting: { gender: 2, apps: [] } }))).toEqual(['targeting › gender: + 2', 'targeting › apps: + []']);
    expect(lines(diffStates({ promo: null }, { promo: { url: 'a' } }))).toEqual(['promo › url: + a']);
    expect(lines(diffStates({ promo: { url: 'a' } }, { promo: null }))).toEqual(['promo › url: - a']);
  });
});

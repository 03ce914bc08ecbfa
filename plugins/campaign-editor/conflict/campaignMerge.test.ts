import { describe, expect, it } from 'vitest';
import { mergeValues, resolveConflicts, sameValue } from './campaignMerge';

const base = {
  version: 3,
  name: 'Spring Sale',
  budget: 100,
  bidding_strategy: { goal: 'awareness', click_url: 'https://a.example' },
  attribution: [{ name: 'src', value: 'x' }],
  targeting: { fromAge: 18, toAge: 65 },
};

describe('sameValue', () => {
  it('compares deeply, ignoring key order, and tells lists apart by content and order', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: undefined }, {})).toBe(true);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});

describe('mergeValues', () => {
  it('keeps fields only I changed and takes fields only they changed, with no conflict', () => {
    const mine = { ...base, name: 'Mine', targeting: { ...base.targeting, fromAge: 21 } };
    const theirs = { ...base, version: 4, budget: 250, targeting: { ...base.targeting, toAge: 40 } };
    const result = mergeValues(base, mine, theirs, ['version']);
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toEqual({ ...base, version: 4, name: 'Mine', budget: 250, targeting: { fromAge: 21, toAge: 40 } });
  });

  it('reports a field both changed differently, at its dotted path, holding mine until picked', () => {
    const mine = { ...base, bidding_strategy: { ...base.bidding_strategy, click_url: 'https://mine.example' } };
    const theirs = { ...base, version: 4, bidding_strategy: { ...base.bidding_strategy, click_url: 'https://theirs.example', goal: 'traffic' } };
    const result = mergeValues(base, mine, theirs, ['version']);
    expect(result.conflicts).toEqual([
      { path: 'bidding_strategy.click_url', base: 'https://a.example', mine: 'https://mine.example', theirs: 'https://theirs.example' },
    ]);
    expect(result.merged.bidding_strategy).toEqual({ goal: 'traffic', click_url: 'https://mine.example' });
    expect(resolveConflicts(result, { 'bidding_strategy.click_url': 'theirs' }).bidding_strategy.click_url).toBe('https://theirs.example');
    expect(resolveConflicts(result, {}).bidding_strategy.click_url).toBe('https://mine.example');
    // Resolving builds new objects: the merge result is not changed under the dialog.
    expect(result.merged.bidding_strategy.click_url).toBe('https://mine.example');
  });

  it('takes a change both made alike without a conflict', () => {
    const result = mergeValues(base, { ...base, budget: 300 }, { ...base, budget: 300 });
    expect(result.conflicts).toEqual([]);
    expect(result.merged.budget).toBe(300);
  });

  it('compares lists as whole values: two edits of one list are one conflict on the list', () => {
    const mine = { ...base, attribution: [{ name: 'src', value: 'mine' }] };
    const theirs = { ...base, attribution: [{ name: 'src', value: 'x' }, { name: 'medium', value: 'y' }] };
    const result = mergeValues(base, mine, theirs);
    expect(result.conflicts.map((conflict) => conflict.path)).toEqual(['attribution']);
    expect(resolveConflicts(result, { attribution: 'theirs' }).attribution).toEqual(theirs.attribution);
    // A list only one side changed is taken whole.
    expect(mergeValues(base, base, theirs).merged.attribution).toEqual(theirs.attribution);
    expect(mergeValues(base, mine, base).merged.attribution).toEqual(mine.attribution);
  });

  it('always takes server-owned fields from theirs, even when mine differs', () => {
    const result = mergeValues({ ...base }, { ...base, version: 99 }, { ...base, version: 4 }, ['version']);
    expect(result.conflicts).toEqual([]);
    expect(result.merged.version).toBe(4);
  });

  it('merges an object absent from the base key by key: each key set differently on both sides is a conflict', () => {
    type WithOwner = typeof base & { owner?: { margin: number | null; t: number | null } };
    const start: WithOwner = { ...base };
    const mine: WithOwner = { ...base, owner: { margin: 10, t: null } };
    const theirs: WithOwner = { ...base, owner: { margin: null, t: 5 } };
    expect(mergeValues(start, { ...base, owner: { margin: 10, t: 5 } }, theirs).conflicts.map((conflict) => conflict.path)).toEqual(['owner.margin']);
    const result = mergeValues(start, mine, theirs);
    expect(result.merged.owner).toEqual({ margin: 10, t: null });
    expect(result.conflicts.map((conflict) => conflict.path)).toEqual(['owner.margin', 'owner.t']);
  });
});

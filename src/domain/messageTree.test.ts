import { describe, expect, it } from 'vitest';
import { mergeMessageTrees } from './messageTree';

describe('mergeMessageTrees', () => {
  it('merges key by key, the later source winning', () => {
    expect(mergeMessageTrees({ a: { b: 'x', c: 'y' } }, { a: { c: 'z' }, d: 'w' })).toEqual({ a: { b: 'x', c: 'z' }, d: 'w' });
  });

  it('changes none of its sources, however deep the trees they share', () => {
    const first = { a: { b: { c: 'x' } } };
    const second = { a: { b: { d: 'y' } } };
    const third = { a: { b: { e: 'z' } } };
    const merged = mergeMessageTrees(first, second, third);
    expect(merged).toEqual({ a: { b: { c: 'x', d: 'y', e: 'z' } } });
    expect(first).toEqual({ a: { b: { c: 'x' } } });
    expect(second).toEqual({ a: { b: { d: 'y' } } });
  });
});

import { describe, expect, it } from 'vitest';
import { BIDDING_FILTERS, multiplierOf, newBiddingItem } from './biddingItems';

describe('bidding items', () => {
  it('name a new item Bidding N after the next free id, multiplier 1, no rules', () => {
    expect(newBiddingItem([])).toEqual({ id: 1, name: 'Bidding 1', multiplier: 1, rules: [] });
    const items = [newBiddingItem([]), { id: 4, name: 'Bidding 4', multiplier: 2, rules: [] }];
    expect(newBiddingItem(items)).toMatchObject({ id: 5, name: 'Bidding 5' });
  });

  it('read a multiplier as a non-negative decimal; a negative entry becomes 0', () => {
    expect(multiplierOf('1.25')).toBe(1.25);
    expect(multiplierOf('0,5')).toBe(0.5);
    expect(multiplierOf('.5')).toBe(0.5);
    expect(multiplierOf('-3')).toBe(0);
    expect(multiplierOf('-0.1')).toBe(0);
  });

  it('leave text that is no number yet alone', () => {
    for (const typed of ['', '-', '1.', 'abc', '1e3']) expect(multiplierOf(typed)).toBeUndefined();
  });

  it('offer the spec\'s filters, the counts in four windows', () => {
    expect(BIDDING_FILTERS).toContain('ip_range');
    expect(BIDDING_FILTERS.filter((filter) => filter.startsWith('clicks_'))).toEqual(['clicks_1d', 'clicks_7d', 'clicks_30d', 'clicks_total']);
    expect(BIDDING_FILTERS.at(-1)).toBe('bid_floor');
  });
});

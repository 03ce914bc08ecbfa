import type { BiddingItem, BiddingRule } from '../../../src/api/contract';
import { BIDDING_FILTERS } from '../../../src/domain/campaign-rules/ownerRules';

/** The bidding rule filters of spec 2 §9: the shared rules' list (src/domain/campaign-rules/ownerRules.ts). */
export { BIDDING_FILTERS };

export const BIDDING_OPERATORS: readonly BiddingRule['operator'][] = ['is', 'is_not', 'more_than', 'less_than'];

/** A new item's multiplier (spec 2 §3). */
export const DEFAULT_MULTIPLIER = 1;

/** The next item: the next free id, named 'Bidding N' after it (spec 2 §3). */
export const newBiddingItem = (items: readonly BiddingItem[]): BiddingItem => {
  const id = items.reduce((highest, item) => Math.max(highest, item.id), 0) + 1;
  return { id, name: `Bidding ${id}`, multiplier: DEFAULT_MULTIPLIER, rules: [] };
};

export const newBiddingRule = (): BiddingRule => ({ filter: BIDDING_FILTERS[0] ?? 'app', operator: 'is', value: '' });

/**
 * A multiplier as typed: non-negative decimals, a negative entry becomes 0 (spec 2 §5). Answers
 * undefined while the text is not a number yet ('', '-', '1.'), so the field keeps what was typed.
 */
export const multiplierOf = (text: string): number | undefined => {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d*\.?\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value < 0 ? 0 : value;
};

import type { DbState, StoredPaymentMethod } from '../db/types';
import { hasRoomFor, type PaymentMethod } from '../../src/api/contract';
import type { PendingCard } from './setup-sessions';
import * as mockClock from '../clock';

/** The answered shape: the stored card without its creation time. */
export const paymentMethodView = ({ created_at: _created, ...card }: StoredPaymentMethod): PaymentMethod => card;

export const cardsOf = (state: DbState, spaceId: number): StoredPaymentMethod[] =>
  state.payment_methods.filter((card) => card.space_id === spaceId);

/** Newest first: the order the billing page lists them in, and the order the default falls by. */
const newestFirst = (a: StoredPaymentMethod, b: StoredPaymentMethod): number => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The space's cards, the default first, then newest first. */
export const listedCards = (state: DbState, spaceId: number): StoredPaymentMethod[] =>
  cardsOf(state, spaceId).sort((a, b) => Number(b.is_default) - Number(a.is_default) || newestFirst(a, b));

/**
 * Saves a card for the space (inside store.mutate) when the account is under its quota
 * (RECORD_QUOTAS.payment_methods), counted in the same store change as the write; null when full. The
 * account's first card becomes its default.
 */
export const saveCard = (state: DbState, spaceId: number, card: PendingCard): StoredPaymentMethod | null => {
  if (!hasRoomFor('payment_methods', cardsOf(state, spaceId).length)) return null;
  const id = state.payment_methods.reduce((max, c) => Math.max(max, c.id), 0) + 1;
  const stored: StoredPaymentMethod = {
    ...card,
    id,
    space_id: spaceId,
    is_default: cardsOf(state, spaceId).length === 0,
    created_at: mockClock.nowDate().toISOString(),
  };
  state.payment_methods.push(stored);
  return stored;
};

export const makeDefault = (state: DbState, card: StoredPaymentMethod): void => {
  for (const other of state.payment_methods) if (other.space_id === card.space_id) other.is_default = other.id === card.id;
};

/**
 * Removes a card. Our choice where the spec is silent: when it was the default, the most recently
 * added remaining card becomes the default, so an account with cards always has one.
 */
export const removeCard = (state: DbState, card: StoredPaymentMethod): void => {
  state.payment_methods = state.payment_methods.filter((c) => c.id !== card.id);
  if (!card.is_default) return;
  const next = cardsOf(state, card.space_id).sort(newestFirst)[0];
  if (next) next.is_default = true;
};

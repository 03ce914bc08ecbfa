import type { CardBrandCode } from '../../src/domain/cardBrands';
import type { StoredPaymentMethod, StoredSpace } from '../db/types';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from './facts';
import { createRandom } from './random';

export const FIRST_PAYMENT_METHOD_ID = 8001;

/**
 * The demo advertiser's cards (space 2002), ids 8001–8002 in this order: a default Visa and a
 * Mastercard, so the billing page shows both a default and a card that can become one.
 */
export const ADVERTISER_CARDS = [
  { card_number: '4242', credit_card_type_key: 1, exp_month: 12, exp_year: 2030, is_default: true, client_name: 'Demo Advertiser' },
  { card_number: '4444', credit_card_type_key: 2, exp_month: 8, exp_year: 2029, is_default: false, client_name: 'Demo Advertiser' },
] as const;

const HOLDERS = ['Ada Nwosu', 'Lusine Petrosyan', 'Tom Becker', 'Maria Silva', 'Chen Wei'];
/** Brands a generated card may carry: the three with their own image, and two shown by name. */
const GENERATED_BRANDS: readonly CardBrandCode[] = [1, 2, 3, 10, 11];

const PAYMENT_STREAM = 0xca4d5;
const SEEDED_AT = '2026-05-01T09:00:00.000Z';

/**
 * Saved cards, deterministically: the advertiser's two, and one (the default) for about a third of the
 * other accounts that may pay, from a stream of the seed's own so nothing drawn before shifts.
 */
export const buildPaymentMethods = (spaces: readonly StoredSpace[], seed: number): StoredPaymentMethod[] => {
  const rnd = createRandom(seed ^ PAYMENT_STREAM);
  const cards: StoredPaymentMethod[] = [];
  const add = (card: Omit<StoredPaymentMethod, 'id' | 'created_at'>, minutes: number): void => {
    const created_at = new Date(Date.parse(SEEDED_AT) + minutes * 60_000).toISOString();
    cards.push({ ...card, id: FIRST_PAYMENT_METHOD_ID + cards.length, created_at });
  };
  ADVERTISER_CARDS.forEach((card, index) => add({ ...card, space_id: PERSONA_IDS.advertiser.spaceId }, index));
  for (const space of spaces) {
    if (space.id === PERSONA_IDS.advertiser.spaceId || space.id === NO_PAYMENT_ACCOUNT.spaceId || !rnd.chance(1 / 3)) continue;
    add(
      {
        card_number: String(rnd.int(0, 9999)).padStart(4, '0'),
        credit_card_type_key: GENERATED_BRANDS[rnd.int(0, GENERATED_BRANDS.length - 1)] ?? 1,
        exp_month: rnd.int(1, 12),
        exp_year: rnd.int(2027, 2032),
        is_default: true,
        client_name: HOLDERS[rnd.int(0, HOLDERS.length - 1)] ?? 'Card Holder',
        space_id: space.id,
      },
      cards.length,
    );
  }
  return cards;
};

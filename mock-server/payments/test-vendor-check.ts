import {
  CARD_DECLINE_MESSAGES,
  CARDHOLDER_NAME_MAX,
  TEST_CARD_NUMBERS,
  type TestVendorAnswer,
} from '../../src/api/contract';
import { cardBrandFromNumber, cardDigits, lastFour, passesLuhn } from '../../src/domain/cardBrands';
import { normaliseName } from '../../src/domain/safeText';
import type { PendingCard } from './setup-sessions';
import * as mockClock from '../clock';

/** What the form sent, once its fields have the right types (the route checks those). */
export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

/** What the processor decides about a card: refuse it, ask for authentication, or accept it. */
export type CardVerdict =
  | { kind: 'failed'; answer: Extract<TestVendorAnswer, { status: 'failed' }> }
  | { kind: 'authenticate'; card: PendingCard }
  | { kind: 'accept'; card: PendingCard };

const failed = (code: string, message: string): CardVerdict => ({ kind: 'failed', answer: { status: 'failed', error: { code, message } } });

/** The card's expiry month has not ended yet (a card is valid through the last day of its month, UTC). */
const notExpired = (month: number, year: number, now: Date): boolean =>
  year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);

/**
 * The test vendor's card check, the way a processor such as Stripe answers in test mode: the number
 * must pass Luhn, the expiry lie ahead, the CVC be 3 or 4 digits; Stripe's well-known test numbers
 * decline or ask for authentication (TEST_CARD_NUMBERS); any other valid number is accepted. Error
 * codes and messages are Stripe's. Only brand, last four digits, expiry and name are kept of a card.
 */
export const checkCard = (input: CardInput, now: Date = mockClock.nowDate()): CardVerdict => {
  const digits = cardDigits(input.number);
  if (!passesLuhn(digits)) return failed('incorrect_number', CARD_DECLINE_MESSAGES.incorrectNumber);
  const { exp_month: month, exp_year: year } = input;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year > now.getUTCFullYear() + 50 || !notExpired(month, year, now)) {
    return failed('invalid_expiry_year', CARD_DECLINE_MESSAGES.expired);
  }
  if (!/^\d{3,4}$/.test(input.cvc)) return failed('incorrect_cvc', CARD_DECLINE_MESSAGES.incorrectCvc);
  // The holder's name as stored (safeText.ts): no controls, bidi overrides or invisible characters.
  const name = normaliseName(input.name);
  if (name === '' || name.length > CARDHOLDER_NAME_MAX) return failed('invalid_name', CARD_DECLINE_MESSAGES.nameRequired);
  if (digits === TEST_CARD_NUMBERS.declined) return failed('card_declined', CARD_DECLINE_MESSAGES.declined);
  if (digits === TEST_CARD_NUMBERS.insufficientFunds) return failed('card_declined', CARD_DECLINE_MESSAGES.insufficientFunds);
  const card: PendingCard = {
    card_number: lastFour(digits),
    credit_card_type_key: cardBrandFromNumber(digits),
    exp_month: month,
    exp_year: year,
    client_name: name,
  };
  return digits === TEST_CARD_NUMBERS.authenticationRequired ? { kind: 'authenticate', card } : { kind: 'accept', card };
};

import { TRANSACTION_STATUS, type CurrencyCode, type LogPaymentReferer, type TransactionStatus } from '../../src/api/contract';
import { toMinor } from '../../src/domain/minorUnits';
import { isoDateTime, isoDay } from '../dates';
import type { StoredSpace, StoredTransaction } from '../db/types';
import { UNITS_PER_USD } from './currency';
import { FORMULA_PROBE, PERSONA_IDS, XSS_PROBE } from './facts';
import { createRandom, type Random } from './random';

/**
 * Seeded facts the transaction tests rely on. The demo advertiser's account has enough rows in the
 * last 30 and the last 7 days to page through, and two probe comments: a spreadsheet formula the CSV
 * must write as text and markup the page must show as text.
 */
export const TRANSACTION_FACTS = {
  firstId: 700_001,
  /** The demo advertiser has a row on each of the last 29 days (1..29 days ago), at least. */
  demoRecentDays: 29,
  /** The demo advertiser's rows from 1 to 6 days ago (inside "Last 7 days"): more than a page of 10. */
  demoLastWeekRows: 14,
  /** A demo advertiser's row 2 days ago carries FORMULA_PROBE as its comment. */
  formulaDaysAgo: 2,
  formulaComment: FORMULA_PROBE,
  /** A demo advertiser's row 12 days ago carries XSS_PROBE as its comment. */
  markupDaysAgo: 12,
  markupComment: XSS_PROBE,
} as const;

/** Top-ups in dollars, scaled to the account's currency (a naira account pays naira amounts). */
const USD_AMOUNTS = [25, 50, 75, 100, 150, 200, 250, 300, 500, 750, 1000, 1500, 2000, 5000] as const;
const COMMENTS = ['Card top-up', 'Monthly prepayment', 'Campaign budget top-up', 'Bank transfer for invoice', 'Top-up before the holiday campaign', ''] as const;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const characters = (rnd: Random, count: number, alphabet: string = ALPHANUMERIC): string =>
  Array.from({ length: count }, () => alphabet.charAt(rnd.int(0, alphabet.length - 1))).join('');

/** A provider reference as each provider writes them (Stripe's payment intents, a bank's reference). */
const providerReference = (rnd: Random, referer: LogPaymentReferer, day: number): string => {
  if (referer === 'STRIPE') return `pi_${characters(rnd, 24)}`;
  if (referer === 'PAYSTACK') return `PSK_${characters(rnd, 12, '0123456789abcdefghijklmnopqrstuvwxyz')}`;
  if (referer === 'INTENT') return `INT-${characters(rnd, 10, '0123456789')}`;
  return `BT-${isoDay(day).replaceAll('-', '')}-${characters(rnd, 6, '0123456789')}`;
};

/** Naira accounts pay through Paystack or the bank; the others by card or the bank, now and then an intent. */
const refererFor = (rnd: Random, currency: CurrencyCode): LogPaymentReferer =>
  currency === 'NGN'
    ? rnd.weighted([['PAYSTACK', 3], ['BANK_TRANSFER', 1]] as const)
    : rnd.weighted([['STRIPE', 4], ['BANK_TRANSFER', 2], ['INTENT', 1]] as const);

/** Recent payments may still be pending; now and then one failed. */
const statusFor = (rnd: Random, daysAgo: number): TransactionStatus => {
  if (daysAgo <= 3 && rnd.chance(0.2)) return TRANSACTION_STATUS.pending;
  return rnd.chance(0.08) ? TRANSACTION_STATUS.failed : TRANSACTION_STATUS.completed;
};

interface Draft {
  space: StoredSpace;
  daysAgo: number;
  comment?: string;
}

/** Days ago of one space's payments: a dozen or two over the last year (never today: its hours may lie ahead). */
const daysOfSpace = (rnd: Random, space: StoredSpace): number[] => {
  const days = Array.from({ length: rnd.int(10, 24) }, () => rnd.int(1, 364));
  if (space.id !== PERSONA_IDS.advertiser.spaceId) return days;
  // The demo advertiser: one row on each of the last 29 days, two more on most of the last six.
  const recent = Array.from({ length: TRANSACTION_FACTS.demoRecentDays }, (_, index) => index + 1);
  const lastWeek = Array.from({ length: 6 }, (_, index) => index + 1).flatMap((day) => (day === 4 ? [day] : [day, day]));
  return [...days, ...recent, ...lastWeek];
};

/**
 * Every space's payments over the 365 days before `today` (a day number): the seed is the same for
 * the same seed and day. Not from SEED_EPOCH_DAY as the campaigns are: the list opens on the last 7
 * days, and a payment history ending months ago would show an empty page. A stream of its own
 * (seed-derived), so adding transactions moved no other seeded value.
 */
export const buildTransactions = (spaces: readonly StoredSpace[], seed: number, today: number): StoredTransaction[] => {
  const rnd = createRandom((seed ^ 0x7a11_5eed) >>> 0);
  const drafts: Draft[] = [];
  for (const space of spaces) {
    for (const daysAgo of daysOfSpace(rnd, space)) drafts.push({ space, daysAgo });
  }
  const demo = (daysAgo: number) => drafts.find((d) => d.space.id === PERSONA_IDS.advertiser.spaceId && d.daysAgo === daysAgo);
  Object.assign(demo(TRANSACTION_FACTS.formulaDaysAgo) ?? {}, { comment: TRANSACTION_FACTS.formulaComment });
  Object.assign(demo(TRANSACTION_FACTS.markupDaysAgo) ?? {}, { comment: TRANSACTION_FACTS.markupComment });

  const rows = drafts.map(({ space, daysAgo, comment }): Omit<StoredTransaction, 'id'> => {
    const day = today - daysAgo;
    const referer = refererFor(rnd, space.currency);
    const dollars = rnd.pick(USD_AMOUNTS) + (rnd.chance(0.3) ? rnd.int(1, 99) / 100 : 0);
    return {
      space_id: space.id,
      amount_minor: toMinor(dollars * UNITS_PER_USD[space.currency]),
      status: statusFor(rnd, daysAgo),
      transaction_date: isoDateTime(day, rnd.int(7 * 3600, 20 * 3600)),
      transaction_id: providerReference(rnd, referer, day),
      comment: comment ?? rnd.pick(COMMENTS),
      referer,
    };
  });
  // Ids follow time, as a database's sequence would.
  rows.sort((a, b) => a.transaction_date.localeCompare(b.transaction_date) || a.space_id - b.space_id);
  return rows.map((row, index) => ({ id: TRANSACTION_FACTS.firstId + index, ...row }));
};

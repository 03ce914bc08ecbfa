import {
  INVOICE_STATUS,
  type Invoice,
  type InvoiceHistoryRow,
  type InvoiceLineItem,
  type InvoiceStatus,
  type InvoiceTransaction,
} from '../../src/api/contract';
import { fromMinor, sumMinor, toMinor } from '../../src/domain/minorUnits';
import { DAY_MS, isoDay, parseIsoDay } from '../dates';
import type { StoredCampaign, StoredSpace, StoredUser } from '../db/types';
import { hashUnit } from '../seed/random';
import { sumMetrics } from '../seed/metrics';

/*
 * An account's invoices and payment rows, computed on demand like the delivery figures they bill
 * (seed/metrics.ts): a pure function of (seed, space, its campaigns, today), so the same seed always
 * gives the same ledger, the newest rows follow the mock's clock whatever day the demo runs, and no
 * table grows with 1,000 accounts. Every amount is whole minor units until it leaves as an answer.
 *
 * Cadence (written down, the spec shows none):
 * - a monthly statement for each finished calendar month the account delivered in, issued on the 1st
 *   of the next month and due on the DUE_DAY_OF_MONTH: the last one is issued (awaiting payment)
 *   until then, afterwards paid, or overdue for about a third of the accounts (by the seed); older
 *   ones are paid;
 * - a daily charge (a payment row) for each finished day the account delivered on, paid.
 * Both keep to the last LEDGER_DAYS days (about two years).
 */
export const LEDGER_DAYS = 730;
export const DUE_DAY_OF_MONTH = 15;

/** Ids carry their account, so one id finds its invoice: space id × ID_SPACE_FACTOR + the entry's number. */
export const ID_SPACE_FACTOR = 100_000;
/** A monthly statement's number: 1 + months since January 2000. */
const MONTH_BASE = 2000 * 12;
/** A daily charge's number: DAY_ENTRY_OFFSET + days since 2000-01-01 (room until 2099). */
const DAY_ENTRY_OFFSET = 10_000;
const DAY_2000 = parseIsoDay('2000-01-01') ?? 0;
/** Numbers from here on are the bench's synthetic invoices (mock-admin only, billing/bench-invoices.ts). */
export const BENCH_ENTRY_FIRST = 90_000;

export interface LedgerInput {
  seed: number;
  space: StoredSpace;
  owner: StoredUser | undefined;
  campaigns: readonly StoredCampaign[];
  /** Day number of today (dates.ts). */
  today: number;
}

/** One billed period: first and last day numbers, both included. */
interface Entry {
  id: number;
  kind: 'month' | 'day';
  first: number;
  last: number;
  /** For a statement: its month (year × 12 + month index). */
  month?: number;
}

const monthOfDay = (day: number): number => {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
};
const firstDayOfMonth = (month: number): number => Date.UTC(Math.floor(month / 12), month % 12, 1) / DAY_MS;

const monthEntry = (spaceId: number, month: number): Entry => ({
  id: spaceId * ID_SPACE_FACTOR + 1 + month - MONTH_BASE,
  kind: 'month',
  first: firstDayOfMonth(month),
  last: firstDayOfMonth(month + 1) - 1,
  month,
});
const dayEntry = (spaceId: number, day: number): Entry => ({
  id: spaceId * ID_SPACE_FACTOR + DAY_ENTRY_OFFSET + day - DAY_2000,
  kind: 'day',
  first: day,
  last: day,
});

/**
 * The id of the newest monthly statement an account can have: the one for the month before today's
 * (it exists when the account delivered that month). Tests and the e2e routes' example address use it.
 */
export const lastStatementId = (spaceId: number, today: number): number => monthEntry(spaceId, monthOfDay(today) - 1).id;

/** The entry an id names, when it is one of this account's billed periods (finished, within the ledger). */
const entryOfId = (spaceId: number, id: number, today: number): Entry | null => {
  if (Math.floor(id / ID_SPACE_FACTOR) !== spaceId) return null;
  const number = id % ID_SPACE_FACTOR;
  const entry =
    number >= 1 && number < DAY_ENTRY_OFFSET
      ? monthEntry(spaceId, MONTH_BASE + number - 1)
      : number >= DAY_ENTRY_OFFSET && number < BENCH_ENTRY_FIRST
        ? dayEntry(spaceId, DAY_2000 + number - DAY_ENTRY_OFFSET)
        : null;
  return entry && entry.last < today && entry.first >= today - LEDGER_DAYS ? entry : null;
};

/** The account's delivery per campaign in the period, in minor units; campaigns that did not deliver left out. */
const lineItems = (input: LedgerInput, entry: Entry): { item: InvoiceLineItem; minor: number }[] =>
  input.campaigns.flatMap((campaign) => {
    const { impressions, spent } = sumMetrics(input.seed, campaign, entry.first, entry.last + 1);
    const minor = toMinor(spent);
    if (minor <= 0) return [];
    return [{ item: { campaign_name: campaign.name, campaign_id: campaign.id, impression_count: impressions, amount: fromMinor(minor) }, minor }];
  });

const totalMinor = (input: LedgerInput, entry: Entry): number => sumMinor(lineItems(input, entry).map((line) => line.minor));

const statusOf = (input: LedgerInput, entry: Entry): InvoiceStatus => {
  if (entry.kind === 'day' || entry.month === undefined) return INVOICE_STATUS.paid;
  const latest = monthOfDay(input.today) - 1;
  if (entry.month !== latest) return INVOICE_STATUS.paid;
  const dueDay = firstDayOfMonth(latest + 1) + DUE_DAY_OF_MONTH - 1;
  if (input.today <= dueDay) return INVOICE_STATUS.issued;
  return hashUnit(input.seed, input.space.id, 7_707) < 0.3 ? INVOICE_STATUS.overdue : INVOICE_STATUS.paid;
};

/** Every finished period ending in [fromDay, toDay) within the ledger, newest first. */
const entriesEndingIn = (spaceId: number, fromDay: number, toDay: number, today: number): Entry[] => {
  const first = Math.max(fromDay, today - LEDGER_DAYS);
  const last = Math.min(toDay - 1, today - 1);
  const entries: Entry[] = [];
  for (let day = last; day >= first; day -= 1) {
    const month = monthOfDay(day);
    // A statement sorts before the charge of its month's last day: it ends the same day, issued after.
    if (day === firstDayOfMonth(month + 1) - 1 && firstDayOfMonth(month) >= today - LEDGER_DAYS) entries.push(monthEntry(spaceId, month));
    entries.push(dayEntry(spaceId, day));
  }
  return entries;
};

/** The history's rows ending in [fromDay, toDay) (day numbers, `toDay` exclusive), every status, newest first. */
export const historyRows = (input: LedgerInput, fromDay: number, toDay: number): InvoiceHistoryRow[] =>
  entriesEndingIn(input.space.id, fromDay, toDay, input.today).flatMap((entry) => {
    const total = totalMinor(input, entry);
    if (total <= 0) return [];
    return [{ id: entry.id, status: statusOf(input, entry), total: fromMinor(total), charge_from_date: isoDay(entry.first), charge_to_date: isoDay(entry.last) }];
  });

const transactionsOf = (entry: Entry, status: InvoiceStatus, total: number): InvoiceTransaction[] => {
  if (status !== INVOICE_STATUS.paid) return [];
  // A charge is taken the morning after its day; a statement is settled on its due day.
  const paidOn = entry.kind === 'day' ? entry.last + 1 : entry.last + DUE_DAY_OF_MONTH;
  return [
    {
      id: entry.id,
      amount: fromMinor(total),
      status,
      transaction_date: isoDay(paidOn),
      transaction_id: `ch_${entry.id.toString(36)}`,
      comment: entry.kind === 'day' ? 'Card charge for the day' : 'Monthly statement settled',
    },
  ];
};

const ownerName = (owner: StoredUser | undefined, space: StoredSpace): string =>
  owner ? `${owner.first_name} ${owner.last_name}` : space.name;

/** The Invoice with line items an id names, or null when it is not one of this account's. */
export const invoiceOf = (input: LedgerInput, id: number): Invoice | null => {
  const entry = entryOfId(input.space.id, id, input.today);
  if (!entry) return null;
  const lines = lineItems(input, entry);
  const total = sumMinor(lines.map((line) => line.minor));
  if (total <= 0) return null;
  const status = statusOf(input, entry);
  const previous = entry.kind === 'month' && entry.month !== undefined ? monthEntry(input.space.id, entry.month - 1) : null;
  const owedBefore = previous && previous.first >= input.today - LEDGER_DAYS && statusOf(input, previous) !== INVOICE_STATUS.paid ? totalMinor(input, previous) : 0;
  return {
    id: entry.id,
    status,
    total: fromMinor(total),
    to_be_paid: status === INVOICE_STATUS.paid ? 0 : fromMinor(total),
    from_date: isoDay(entry.first),
    to_date: isoDay(entry.last),
    user_name: ownerName(input.owner, input.space),
    email: input.owner?.email ?? '',
    currency: input.space.currency,
    balance_last_invoice: fromMinor(owedBefore),
    transactions: transactionsOf(entry, status, total),
    line_items: lines.map((line) => line.item),
  };
};

/**
 * What is still owed (minor units): the latest monthly statement's total while it is not paid (issued
 * or overdue), else 0. Daily charges are always paid, and older statements are paid (the cadence above).
 */
export const toBePaidMinor = (input: LedgerInput): number => {
  const latest = monthEntry(input.space.id, monthOfDay(input.today) - 1);
  if (latest.first < input.today - LEDGER_DAYS || statusOf(input, latest) === INVOICE_STATUS.paid) return 0;
  return totalMinor(input, latest);
};

/** The latest monthly statement's status (without its total: cheap for a filter over every account). */
export const latestStatementStatus = (input: LedgerInput): InvoiceStatus => statusOf(input, monthEntry(input.space.id, monthOfDay(input.today) - 1));

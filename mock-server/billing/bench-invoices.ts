import { INVOICE_STATUS, type Invoice, type InvoiceLineItem } from '../../src/api/contract';
import { fromMinor, sumMinor } from '../../src/domain/minorUnits';
import type { MockStore } from '../db/store';
import type { StoredSpace, StoredUser } from '../db/types';
import { BENCH_ENTRY_FIRST, ID_SPACE_FACTOR } from './invoice-ledger';

/** The most line items a synthetic invoice may have: the bench asks 500. */
export const BENCH_INVOICE_MAX_LINES = 2_000;

/**
 * Synthetic invoices for the bench's "invoice PDF with 500 line items" (no seeded account runs 500
 * campaigns). Only the test-only API (MOCK_ADMIN_API=1, `/__mock/bench/invoice`) makes them, so no
 * ordinary user can; once made, the invoice is read like any other, through GET /v1/invoice/pdf/{id}
 * by its account's users, with the same checks. Kept in memory beside the store, never in the db file:
 * a reset or a restart forgets them.
 */
const byStore = new WeakMap<MockStore, Map<number, Invoice>>();

const invoicesOf = (store: MockStore): Map<number, Invoice> => {
  let invoices = byStore.get(store);
  if (!invoices) {
    invoices = new Map();
    byStore.set(store, invoices);
  }
  return invoices;
};

export const addBenchInvoice = (store: MockStore, space: StoredSpace, owner: StoredUser | undefined, lineCount: number, today: string): Invoice => {
  const invoices = invoicesOf(store);
  const id = space.id * ID_SPACE_FACTOR + BENCH_ENTRY_FIRST + invoices.size;
  const minor = Array.from({ length: lineCount }, (_, index) => 10_000 + ((index * 7_919) % 90_000));
  const lines: InvoiceLineItem[] = minor.map((amount, index) => ({
    campaign_name: `Bench campaign ${index + 1} — Лагос ₦ ֏`,
    campaign_id: 9_000_000 + index,
    impression_count: 1_000 + index * 37,
    amount: fromMinor(amount),
  }));
  const invoice: Invoice = {
    id,
    status: INVOICE_STATUS.issued,
    total: fromMinor(sumMinor(minor)),
    to_be_paid: fromMinor(sumMinor(minor)),
    from_date: today,
    to_date: today,
    user_name: owner ? `${owner.first_name} ${owner.last_name}` : space.name,
    email: owner?.email ?? '',
    currency: space.currency,
    balance_last_invoice: 0,
    transactions: [],
    line_items: lines,
  };
  invoices.set(id, invoice);
  return invoice;
};

/** A synthetic invoice of this account, if the bench made one under that id. */
export const benchInvoiceOf = (store: MockStore, spaceId: number, id: number): Invoice | null => {
  const invoice = byStore.get(store)?.get(id);
  return invoice && Math.floor(id / ID_SPACE_FACTOR) === spaceId ? invoice : null;
};

export const clearBenchInvoices = (store: MockStore): void => {
  byStore.delete(store);
};

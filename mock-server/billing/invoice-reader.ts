import type { Request, Response } from 'express';
import { CODE, type Invoice } from '../../src/api/contract';
import { spaceInReach } from '../caller-reach';
import { callerOf, canActOnSpace, type RouteContext } from '../context';
import { createCampaignsBySpace } from '../db/campaignsBySpace';
import { todayDayNumber } from '../dates';
import type { StoredSpace } from '../db/types';
import { fail } from '../envelope';
import { toId } from '../http/body';
import { benchInvoiceOf } from './bench-invoices';
import { ID_SPACE_FACTOR, invoiceOf, type LedgerInput } from './invoice-ledger';

export interface ReadableInvoice {
  invoice: Invoice;
  space: StoredSpace;
}

export interface InvoiceReader {
  /** The ledger's input for one account, today. */
  ledgerOf(space: StoredSpace): LedgerInput;
  /**
   * The invoice `req.params.id` names, with its account, when the caller may read that account
   * (their own; an administrator any of their white-label's); otherwise answered 1500, so ids tell a
   * caller nothing about accounts they cannot see.
   */
  readable(req: Request, res: Response): ReadableInvoice | null;
}

/** One reader per route module: the billing routes and the administrator's invoice routes share it. */
export const createInvoiceReader = (ctx: RouteContext): InvoiceReader => {
  const campaignsOf = createCampaignsBySpace(ctx.store);
  const ledgerOf = (space: StoredSpace): LedgerInput => {
    const state = ctx.store.state();
    return {
      seed: state.meta.seed,
      space,
      owner: state.users.find((user) => user.id === space.owner_user_id),
      campaigns: campaignsOf(space.id),
      today: todayDayNumber(),
    };
  };
  const readable = (req: Request, res: Response): ReadableInvoice | null => {
    const id = toId(req.params.id);
    const spaceId = id === null ? null : Math.floor(id / ID_SPACE_FACTOR);
    const space = spaceInReach(callerOf(req), ctx.store.state(), spaceId);
    const invoice =
      id !== null && space && canActOnSpace(callerOf(req), space.id) ? (invoiceOf(ledgerOf(space), id) ?? benchInvoiceOf(ctx.store, space.id, id)) : null;
    if (!invoice || !space) {
      fail(res, CODE.INVOICE_NOT_FOUND);
      return null;
    }
    return { invoice, space };
  };
  return { ledgerOf, readable };
};

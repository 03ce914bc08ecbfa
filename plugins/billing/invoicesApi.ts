import {
  INVOICE_HISTORY_PATH,
  INVOICE_PDF_PATH,
  isInvoiceStatus,
  type InvoiceHistoryRequest,
  type InvoiceHistoryRow,
  type Page,
} from '../../src/api/contract';
import type { DownloadedFile } from '../../src/api/client';
import type { ResourceApi } from '../../src/data/resourceApi';
import { INVOICE_HISTORY_LIST, type InvoiceHistoryFilter } from './invoiceHistoryList';

export const INVOICE_HISTORY_RESOURCE = 'invoice-history';

export interface InvoicePdfParams {
  id: number;
}

/** The list kit's filter values, as the history request's body (the account the session acts on). */
export const historyRequest = (filter: InvoiceHistoryFilter, page: number, size: number, spaceId: number): InvoiceHistoryRequest => {
  const [status] = filter.status ?? [];
  return {
    user_id: spaceId,
    status: isInvoiceStatus(status) ? status : null,
    from_date: filter.from ?? '',
    to_date: filter.to ?? '',
    page,
    size,
  };
};

/**
 * Billing's calls (spec 3 §7): the payment history through the list kit, and the invoice PDF as a
 * named call. The PDF refreshes the access token first, however long it still has (spec 3 §4).
 */
const invoicesApi: ResourceApi = {
  async getList({ client, spaceId }, { pagination, filter, signal }) {
    const body = historyRequest(filter as InvoiceHistoryFilter, pagination?.page ?? 1, pagination?.perPage ?? INVOICE_HISTORY_LIST.defaultPageSize, spaceId());
    const page = await client.request<Page<InvoiceHistoryRow>>(INVOICE_HISTORY_PATH, { method: 'POST', json: body, signal });
    return { data: page.data, total: page.total_size };
  },
  custom: {
    downloadPdf: ({ client }, params): Promise<DownloadedFile> => {
      const { id } = params as InvoicePdfParams;
      return client.download(`${INVOICE_PDF_PATH}/${encodeURIComponent(String(id))}`, { freshToken: true });
    },
  },
};

export default invoicesApi;

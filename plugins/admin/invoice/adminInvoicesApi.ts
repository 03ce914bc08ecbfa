import {
  ADMIN_INVOICE_PATHS,
  INVOICE_PATH,
  INVOICE_PDF_PATH,
  type InvoiceSendResult,
  type InvoiceTransactionsPage,
  type SendInvoicePayload,
  type SentInvoice,
} from '../../../src/api/contract';
import type { DownloadedFile } from '../../../src/api/client';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';

/** The administrator's invoice calls; gated by ROUTE_ADMINISTRATION in the plugin's manifest. */
export const ADMIN_INVOICES_RESOURCE = 'admin-invoices';

export interface InvoiceIdParams {
  id: number;
}

export interface SendInvoiceParams extends InvoiceIdParams {
  payload: SendInvoicePayload;
}

const idPath = (base: string, id: number): string => `${base}/${encodeURIComponent(String(id))}`;

/**
 * The invoice details page's calls (spec 3 §7 "Administration"): the invoice, its transactions,
 * sending it, and its PDF. The PDF is the billing page's call (GET /v1/invoice/pdf/{id}) with the
 * token refreshed first (spec 3 §4), declared here because a plugin never reaches another's resource.
 */
const adminInvoicesApi: ResourceApi = {
  custom: {
    invoice: ({ client }, params) => {
      const { id, signal } = callParams<InvoiceIdParams>(params);
      return client.request<SentInvoice>(idPath(INVOICE_PATH, id), { signal });
    },
    transactions: ({ client }, params) => {
      const { id, signal } = callParams<InvoiceIdParams>(params);
      return client.request<InvoiceTransactionsPage>(idPath(ADMIN_INVOICE_PATHS.transactions, id), { signal });
    },
    send: ({ client }, params) => {
      const { id, payload } = callParams<SendInvoiceParams>(params);
      return client.request<InvoiceSendResult>(idPath(ADMIN_INVOICE_PATHS.send, id), { method: 'POST', json: payload });
    },
    downloadPdf: ({ client }, params): Promise<DownloadedFile> => {
      const { id } = callParams<InvoiceIdParams>(params);
      return client.download(idPath(INVOICE_PDF_PATH, id), { freshToken: true });
    },
  },
};

export default adminInvoicesApi;

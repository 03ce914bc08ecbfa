import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'ra-core';
import { INVOICE_PDF_FILENAME } from '../../../src/api/contract';
import { useFileDownload } from '../../../src/files/useFileDownload';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { ADMIN_INVOICES_RESOURCE, type InvoiceIdParams } from './adminInvoicesApi';

/**
 * Download PDF (spec 3 §2, §8): the shared download path (src/files/useFileDownload), as the billing
 * page's rows use it: the token is refreshed first, the file saved as invoice.pdf, then the toast
 * 'Invoice PDF Download Successful'; a failure shows the server's message. Busy until saved, so a
 * second click sends nothing.
 */
export const InvoicePdfButton = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const download = useFileDownload<InvoiceIdParams>({
    download: (dataProvider, params) => dataProvider.invoke(ADMIN_INVOICES_RESOURCE, 'downloadPdf', params),
    fallbackName: () => INVOICE_PDF_FILENAME,
    savedMessage: 'admin.invoice.downloaded',
  });
  return (
    <LoadingButton variant="outlined" loading={download.pending} startIcon={<PictureAsPdfIcon />} onClick={() => void download.run({ id })}>
      {translate('admin.invoice.download')}
    </LoadingButton>
  );
};

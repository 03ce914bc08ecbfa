import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'ra-core';
import { INVOICE_PDF_FILENAME } from '../../../src/api/contract';
import { useFileDownload } from '../../../src/files/useFileDownload';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { useBusyAction } from '../../../src/forms/useBusyAction';
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
  // The download's own handler shows a failure; the button only waits.
  const saving = useBusyAction(() => download.mutateAsync({ id }).catch(() => undefined));
  return (
    <LoadingButton variant="outlined" loading={saving.busy} startIcon={<PictureAsPdfIcon />} onClick={() => void saving.run()}>
      {translate('admin.invoice.download')}
    </LoadingButton>
  );
};

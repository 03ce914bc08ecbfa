import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'ra-core';
import { INVOICE_PDF_FILENAME } from '../../src/api/contract';
import { useFileDownload } from '../../src/files/useFileDownload';
import { LoadingButton } from '../../src/forms/LoadingButton';
import { INVOICE_HISTORY_RESOURCE, type InvoicePdfParams } from './invoicesApi';

/**
 * A row's "Download PDF" (spec 3 §2, §7): the named call refreshes the token first and answers the
 * PDF, saved as invoice.pdf with the toast 'Invoice PDF Download Successful'; a failure shows the
 * server's message. The button is busy until the file is saved, so a second click sends nothing.
 */
export const InvoiceDownloadButton = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const download = useFileDownload<InvoicePdfParams>({
    download: (dataProvider, params) => dataProvider.invoke(INVOICE_HISTORY_RESOURCE, 'downloadPdf', params),
    fallbackName: () => INVOICE_PDF_FILENAME,
    savedMessage: 'billing.invoice.downloaded',
  });
  return (
    <LoadingButton
      size="small"
      loading={download.pending}
      startIcon={<PictureAsPdfIcon />}
      aria-label={translate('billing.invoice.downloadLabel', { number: id })}
      onClick={() => void download.run({ id })}
    >
      {translate('billing.invoice.download')}
    </LoadingButton>
  );
};

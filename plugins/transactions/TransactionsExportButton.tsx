import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import type { DateRange } from '../../src/domain/dateRange';
import { useFileDownload } from '../../src/files/useFileDownload';
import { LoadingButton } from '../../src/forms/LoadingButton';
import { csvFallbackName, TRANSACTIONS_RESOURCE } from './transactionsList';

/**
 * "Export CSV": the server writes every transaction of the page's range (formulas neutralised there)
 * and the browser saves it under the server's name. Busy (spinner, disabled) until the file is saved,
 * so a second click asks for nothing; a failure shows the server's message.
 */
export const TransactionsExportButton = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  const exportCsv = useFileDownload<{ range: DateRange }>({
    download: (dataProvider, params) => dataProvider.invoke(TRANSACTIONS_RESOURCE, 'csv', params),
    fallbackName: (params) => csvFallbackName(params.range),
    savedMessage: 'transactions.exportDone',
  });
  return (
    <LoadingButton loading={exportCsv.pending} startIcon={<DownloadIcon />} onClick={() => void exportCsv.run({ range })}>
      {translate('transactions.export')}
    </LoadingButton>
  );
};

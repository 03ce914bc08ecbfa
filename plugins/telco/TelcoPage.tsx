import { Stack, TableCell, TableRow, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useLocaleState, useTranslate } from 'ra-core';
import type { TelcoRow } from '../../src/api/contract';
import { useFormat } from '../../src/format/useFormat';
import { ListErrorAlert } from '../../src/list/ListErrorAlert';
import { ListPagination } from '../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../src/list/ListTable';
import { SpecListBase } from '../../src/list/SpecListBase';
import { monthLabel, TELCO_LIST, telcoShare } from './telcoList';

const COLUMNS: readonly ListColumn[] = [
  { id: 'month', label: 'telco.columns.month' },
  { id: 'spent', label: 'telco.columns.spent', align: 'right' },
  { id: 'share', label: 'telco.columns.share', align: 'right' },
];
const EMPTY = { none: 'telco.empty', noResult: 'telco.empty' };

const TelcoMonth = ({ row }: { row: TelcoRow }) => {
  const format = useFormat();
  const [locale = 'en'] = useLocaleState();
  return (
    <TableRow data-testid="telco-row">
      <TableCell>{monthLabel(row.dimension, locale)}</TableCell>
      <TableCell align="right">{format.money(row.spent_usd, 'USD')}</TableCell>
      <TableCell align="right">{format.money(telcoShare(row.spent_usd), 'USD')}</TableCell>
    </TableRow>
  );
};

/** /telco (PAGE_TELCO, spec 3 §2 "Telco report page"): the monthly table with paging, on the list kit. */
const TelcoPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('telco.titles.telco')} />
      <Typography variant="h5" component="h1">
        {translate('telco.titles.telco')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('telco.hint')}
      </Typography>
      <SpecListBase config={TELCO_LIST}>
        <ListErrorAlert />
        <ListTable<TelcoRow & { id: string }> columns={COLUMNS} label="telco.table" empty={EMPTY} renderRow={(row) => <TelcoMonth key={row.id} row={row} />} />
        <ListPagination />
      </SpecListBase>
    </Stack>
  );
};

export default TelcoPage;

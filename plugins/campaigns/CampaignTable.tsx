import { memo } from 'react';
import { Box, Paper, Skeleton, Table, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CampaignListRow } from '../../src/api/contract';
import type { ColumnModel } from './campaignColumns';
import { CampaignRow, CampaignRowsBody } from './CampaignRow';
import type { CampaignListParams } from './listParams';

/** Ten placeholder rows while the list loads (spec 1 §9). */
const PLACEHOLDER_ROWS = 10;

interface Props {
  columns: ColumnModel[];
  rows: CampaignListRow[];
  loading: boolean;
  params: CampaignListParams;
  filtered: boolean;
  onSort(change: Pick<CampaignListParams, 'sort' | 'asc'>): void;
  onOpen(id: number): void;
}

/** Memoised: the page re-renders whenever react-admin's layout does, the table only when its data or state change. */
export const CampaignTable = memo(({ columns, rows, loading, params, filtered, onSort, onOpen }: Props) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflowX: 'auto' }}>
      <Table aria-label={translate('campaigns.title')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map(({ id, label, sort }) => (
              <TableCell key={id} align={id === 'actions' ? 'right' : 'left'} sortDirection={sort === params.sort ? (params.asc ? 'asc' : 'desc') : false}>
                {sort ? (
                  <TableSortLabel
                    active={sort === params.sort}
                    direction={sort === params.sort && !params.asc ? 'desc' : 'asc'}
                    onClick={() => onSort({ sort, asc: sort === params.sort ? !params.asc : true })}
                  >
                    {translate(label)}
                  </TableSortLabel>
                ) : (
                  translate(label)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <CampaignRowsBody>
          {loading
            ? Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
                <TableRow key={index} data-testid="placeholder-row">
                  {columns.map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row) => <CampaignRow key={row.id} row={row} columns={columns} onOpen={onOpen} />)}
        </CampaignRowsBody>
      </Table>
      {!loading && rows.length === 0 && (
        <Box sx={{ p: 4, textAlign: 'center' }} data-testid="empty-state">
          <Typography variant="h6" component="p">
            {translate(filtered ? 'campaigns.empty.noResult' : 'campaigns.empty.noCampaigns')}
          </Typography>
          {filtered && <Typography color="text.secondary">{translate('campaigns.empty.checkFilter')}</Typography>}
        </Box>
      )}
    </Paper>
  );
});
CampaignTable.displayName = 'CampaignTable';

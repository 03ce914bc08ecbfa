import { useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AdminCampaign } from '../../../src/api/contract';
import { statusName } from '../../../src/campaign/status';
import { formatMoney } from '../../../src/domain/money';
import type { AdminCampaignListFilter } from './adminCampaignList';
import { figureColumns, type AdminCampaignColumn } from './adminCampaignColumns';
import { AdminCampaignDays } from './AdminCampaignDays';
import { CampaignPhaseChip } from './CampaignPhaseChip';
import { FigureText } from './FigureText';

interface Props {
  row: AdminCampaign;
  columns: readonly AdminCampaignColumn[];
  filter: AdminCampaignListFilter;
  usd: boolean;
}

const CampaignCell = ({ column, row, usd }: { column: AdminCampaignColumn; row: AdminCampaign; usd: boolean }) => {
  const translate = useTranslate();
  if (column.kind === 'figure') return <FigureText text={column.text(row.report_data, row.currency, usd)} />;
  switch (column.id) {
    case 'account':
      return <>{row.space_name}</>;
    case 'status': {
      const name = statusName(row.status_key);
      return <>{name ? translate(`core.campaign.status.${name}`) : row.status_key}</>;
    }
    case 'phase':
      return <CampaignPhaseChip phase={row.phase} />;
    case 'budget':
      return <>{formatMoney(row.budget, row.currency)}</>;
  }
};

/**
 * One campaign (spec 3 §2): a click anywhere on the row, or Enter / Space on its name button, opens
 * the row's days below it, which are asked for only then.
 */
export const AdminCampaignRow = ({ row, columns, filter, usd }: Props) => {
  const [open, setOpen] = useState(false);
  const panelId = `admin-campaign-days-${row.id}`;
  return (
    <>
      <TableRow hover onClick={() => setOpen((was) => !was)} sx={{ cursor: 'pointer', '& > td': { borderBottom: open ? 'unset' : undefined } }} data-testid="admin-campaign-row" data-id={row.id}>
        <TableCell>
          {/* The row's click handler does the toggling: the button's own click (Enter, Space) reaches it. */}
          <ButtonBase aria-expanded={open} aria-controls={open ? panelId : undefined} sx={{ gap: 0.5, font: 'inherit', textAlign: 'left', borderRadius: 1 }}>
            {open ? <ExpandLessIcon fontSize="small" aria-hidden /> : <ExpandMoreIcon fontSize="small" aria-hidden />}
            <Box component="span">{row.name}</Box>
          </ButtonBase>
        </TableCell>
        {columns.map((column) => (
          <TableCell key={column.id} align={column.kind === 'figure' || column.id === 'budget' ? 'right' : 'left'} data-column={column.id}>
            <CampaignCell column={column} row={row} usd={usd} />
          </TableCell>
        ))}
      </TableRow>
      {open && (
        <TableRow>
          <TableCell id={panelId} colSpan={columns.length + 1} sx={{ bgcolor: 'action.hover' }}>
            <AdminCampaignDays row={row} filter={filter} usd={usd} figures={figureColumns(columns)} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
};

import { useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { styled } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AdminCampaign } from '../../../src/api/contract';
import { statusName } from '../../../src/campaign/status';
import { useFormat } from '../../../src/format/useFormat';
import { LeanRowsBody } from '../../../src/list/LeanRowsBody';
import type { AdminCampaignListFilter } from './adminCampaignList';
import { figureColumns, type AdminCampaignColumn } from './adminCampaignColumns';
import { AdminCampaignDays } from './AdminCampaignDays';
import { PhaseDot, phaseDotStyles } from './CampaignPhaseChip';
import { FigureText } from './FigureText';

interface Props {
  row: AdminCampaign;
  columns: readonly AdminCampaignColumn[];
  filter: AdminCampaignListFilter;
  usd: boolean;
}

/**
 * The rows' body: plain rows and cells (the list kit's LeanRowsBody), the name a plain button and the
 * phase a plain label, styled here once: a page shows up to 30 campaigns of up to 14 cells each.
 */
export const AdminCampaignRowsBody = styled(LeanRowsBody)(({ theme }) => ({
  '& .toggle': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    padding: 0,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& svg': { width: 20, height: 20, flexShrink: 0, fill: 'currentColor' },
  },
  '& > tr.days > td': { backgroundColor: theme.palette.action.hover },
  // The days keep to the table box's visible width (100cqw, the list kit's table box) and stay in view
  // while the campaigns scroll sideways: the day comments and their Save are never past the edge.
  '& > tr.days > td > *': { position: 'sticky', left: 16, width: 'calc(100cqw - 32px)', overflowX: 'auto' },
  // Short words that read badly broken over lines (issue 42 §4).
  '& > tr > td[data-column="account"], & > tr > td[data-column="status"]': { whiteSpace: 'nowrap' },
  '& > tr.open > td': { borderBottom: 'unset' },
  ...phaseDotStyles(theme),
}));

const CampaignCell = ({ column, row, usd }: { column: AdminCampaignColumn; row: AdminCampaign; usd: boolean }) => {
  const format = useFormat();
  const translate = useTranslate();
  if (column.kind === 'figure') return <FigureText text={column.text(row.report_data, row.currency, usd, format)} />;
  switch (column.id) {
    case 'account':
      return <>{row.space_name}</>;
    case 'status': {
      const name = statusName(row.status_key);
      return <>{name ? translate(`core.campaign.status.${name}`) : row.status_key}</>;
    }
    case 'phase':
      return <PhaseDot phase={row.phase} />;
    case 'budget':
      return <>{format.money(row.budget, row.currency)}</>;
  }
};

const isNumber = (column: AdminCampaignColumn): boolean => column.kind === 'figure' || column.id === 'budget';

/**
 * One campaign (spec 3 §2): a click anywhere on the row, or Enter / Space on its name button, opens
 * the row's days below it, which are asked for only then.
 */
export const AdminCampaignRow = ({ row, columns, filter, usd }: Props) => {
  const [open, setOpen] = useState(false);
  const panelId = `admin-campaign-days-${row.id}`;
  const Icon = open ? ExpandLessIcon : ExpandMoreIcon;
  return (
    <>
      <tr className={open ? 'opens open' : 'opens'} onClick={() => setOpen((was) => !was)} data-testid="admin-campaign-row" data-id={row.id}>
        <td>
          {/* The row's click handler does the toggling: the button's own click (Enter, Space) reaches it. */}
          <button type="button" className="toggle" aria-expanded={open} aria-controls={open ? panelId : undefined}>
            <Icon aria-hidden />
            <span>{row.name}</span>
          </button>
        </td>
        {columns.map((column) => (
          <td key={column.id} className={isNumber(column) ? 'number' : undefined} data-column={column.id}>
            <CampaignCell column={column} row={row} usd={usd} />
          </td>
        ))}
      </tr>
      {open && (
        <tr className="days">
          <td id={panelId} colSpan={columns.length + 1}>
            <AdminCampaignDays row={row} filter={filter} usd={usd} figures={figureColumns(columns)} />
          </td>
        </tr>
      )}
    </>
  );
};

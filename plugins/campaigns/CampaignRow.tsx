import type { MouseEvent, ReactNode } from 'react';
import { Typography, styled } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'ra-core';
import type { PermittedCampaignListRow } from '../../src/api/contract';
import { useFormat } from '../../src/format/useFormat';
import { showsConversions, type ColumnModel } from './campaignColumns';
import { CampaignRowMenu } from './CampaignRowMenu';
import { CampaignPacingCell } from './CampaignPacingCell';
import { statusColour, statusName } from '../../src/campaign/status';
import { campaignEditPath } from '../../src/routing/campaignPaths';
import { canOpenCampaign } from '../../src/campaign/listLocation';
import { DeferredTooltip } from '../../src/widgets/DeferredTooltip';
import { isPlainClick } from '../../src/routing/plainClick';
import { LeanRowsBody } from '../../src/list/LeanRowsBody';

/*
 * The cells' layout is styled once for all rows: a page shows up to 25 rows of several figures each,
 * and plain elements under one styled box cost a fraction of as many Box and Typography components.
 */
const FigureBox = styled('div')(({ theme }) => ({
  '& > p': { ...theme.typography.body2, fontWeight: 600, margin: 0 },
  '& > div': { ...theme.typography.caption, color: theme.palette.text.secondary },
}));
const NameBox = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  alignItems: 'flex-start',
  '& > div': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5) },
}));

/**
 * The body the rows render into: plain rows and cells (the list kit's LeanRowsBody), the name a plain
 * link styled as MUI's Link, the status a plain label styled as MUI's small Chip and the actions a
 * plain button styled as MUI's IconButton, for the same reason as the rows.
 */
export const CampaignRowsBody = styled(LeanRowsBody)(({ theme }) => ({
  '& > tr > td.actions': { textAlign: 'right' },
  // Its width is the column's own (campaignColumns.ts), which the list kit's fixed columns read.
  '& > tr > td.select': { paddingRight: 0 },
  '& input.select': { width: 18, height: 18, margin: 0, cursor: 'pointer', accentColor: theme.palette.primary.main },
  '& .status': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    padding: '0 8px',
    borderRadius: 12,
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap',
    backgroundColor: theme.palette.grey[300],
    color: theme.palette.text.primary,
  },
  ...Object.fromEntries(
    (['success', 'warning', 'error'] as const).map((colour) => [
      `& .status.${colour}`,
      { backgroundColor: theme.palette[colour].main, color: theme.palette[colour].contrastText },
    ]),
  ),
  '& .row-menu': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    padding: 8,
    border: 0,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& svg': { width: 24, height: 24, fill: 'currentColor' },
  },
  // The pacing cell (CampaignPacingCell): ratio, bar and words; the bar is decoration (aria-hidden).
  '& .pacing > p': { ...theme.typography.body2, fontWeight: 600, margin: 0 },
  '& .pacing > div': { ...theme.typography.caption, color: theme.palette.text.secondary, whiteSpace: 'nowrap' },
  '& .pacing-bar': {
    position: 'relative',
    display: 'block',
    width: 96,
    height: 6,
    margin: '4px 0',
    borderRadius: 3,
    backgroundColor: theme.palette.grey[300],
  },
  '& .pacing-bar > .spend': { position: 'absolute', left: 0, top: 0, bottom: 0, borderRadius: 3, backgroundColor: theme.palette.primary.main },
  '& .pacing.under .pacing-bar > .spend, & .pacing.over .pacing-bar > .spend': { backgroundColor: theme.palette.warning.dark },
  '& .pacing-bar > .ideal': { position: 'absolute', top: -3, width: 2, height: 12, marginLeft: -1, backgroundColor: theme.palette.text.primary },
  '& a': {
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
}));

/** A figure in bold with its detail lines (e.g. CPC and CTR under the clicks). */
const Figure = ({ main, details }: { main: string; details: string[] }) => (
  <FigureBox>
    <p>{main}</p>
    {details.map((line) => (
      <div key={line}>{line}</div>
    ))}
  </FigureBox>
);

/*
 * The server leaves out each figure the session's REPORT_* permissions do not allow (CPM and CPC need
 * spend, CPA and CVR conversions too): a line is shown only for a figure the answer carries.
 */
const NONE = '—';
const shown = (value: number | undefined, format: (value: number) => string): string => (value === undefined ? NONE : format(value));
const lines = (label: string, value: number | undefined, format: (value: number) => string): string[] =>
  value === undefined ? [] : [`${label} ${format(value)}`];

const stopClick = (event: MouseEvent) => event.stopPropagation();

interface Props {
  row: PermittedCampaignListRow;
  columns: ColumnModel[];
  /** Opens the campaign's edit route in the app. */
  onOpen(id: number): void;
  /** Whether the row is selected for the bulk edit (the select column). */
  selected?: boolean;
  onToggle?(id: number): void;
}

/**
 * One campaign: name and status (with the disapproved-creative warning), its figures and actions.
 * It uses no router hook or router Link: react-admin re-renders its routes twice after the first
 * paint, and every router consumer re-renders with them; the page hands down `onOpen` instead, and
 * the name is a real link whose plain clicks navigate in the app.
 */
export const CampaignRow = ({ row, columns, onOpen, selected = false, onToggle }: Props) => {
  const translate = useTranslate();
  const figures = useFormat();
  const opens = canOpenCampaign(row.id);
  const money = (value: number) => figures.money(value, row.currency);
  const status = statusName(row.status_key);
  const cell: Record<ColumnModel['id'], () => ReactNode> = {
    // A plain checkbox: the one part of the bulk edit in the first screen (its toolbar loads when used).
    select: () => (
      <input
        type="checkbox"
        className="select"
        checked={selected}
        aria-label={translate('campaigns.bulk.selectRow', { name: row.name })}
        onChange={() => onToggle?.(row.id)}
      />
    ),
    name: () => (
      <NameBox>
        <div>
          {opens ? (
            <a
              href={campaignEditPath(row.id)}
              onClick={(event) => {
                event.stopPropagation();
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onOpen(row.id);
              }}
            >
              {row.name}
            </a>
          ) : (
            <span>{row.name}</span>
          )}
          {row.creative_status === 'disapproved' && (
            <DeferredTooltip title={translate('campaigns.disapprovedCreative')}>
              <WarningAmberIcon color="warning" fontSize="small" aria-label={translate('campaigns.disapprovedCreative')} role="img" />
            </DeferredTooltip>
          )}
        </div>
        <span className={`status ${statusColour(row.status_key)}`}>{status ? translate(`core.campaign.status.${status}`) : row.status_key}</span>
      </NameBox>
    ),
    impressions: () => <Figure main={shown(row.impressions, figures.compact)} details={lines('CPM', row.cpm, money)} />,
    clicks: () => (
      <Figure main={shown(row.clicks, figures.compact)} details={[...lines('CPC', row.cpc, money), ...lines('CTR', row.ctr, figures.percent)]} />
    ),
    conversions: () =>
      showsConversions(row.goal) ? (
        <Figure
          main={shown(row.conversions, figures.compact)}
          details={[...lines('CPA', row.report_data?.cpa, money), ...lines('CVR', row.report_data?.cvr, figures.percent)]}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">—</Typography>
      ),
    spend: () => (
      <Figure
        main={shown(row.spent, money)}
        details={[
          ...(row.today_spent === undefined ? [] : [translate('campaigns.spend.today', { amount: money(row.today_spent) })]),
          translate('campaigns.spend.dailyBudget', { amount: money(row.budget) }),
        ]}
      />
    ),
    pacing: () => <CampaignPacingCell pacing={row.pacing} currency={row.currency} flightStart={row.campaign_start_at} />,
    actions: () => <CampaignRowMenu row={row} />,
  };
  return (
    <tr className={opens ? 'opens' : undefined} onClick={opens ? () => onOpen(row.id) : undefined}>
      {columns.map((column) => (
        <td
          key={column.id}
          className={column.id === 'actions' || column.id === 'select' ? column.id : undefined}
          // A click that misses the box by a little must not open the campaign.
          onClick={column.id === 'select' ? stopClick : undefined}
        >
          {cell[column.id]()}
        </td>
      ))}
    </tr>
  );
};

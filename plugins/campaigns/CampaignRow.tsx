import type { ReactNode } from 'react';
import { Box, Chip, Link as MuiLink, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'ra-core';
import { Link, useNavigate } from 'react-router-dom';
import type { CampaignListRow } from '../../src/api/contract';
import { formatCompact, formatMoney, formatRatio } from '../../src/format/money';
import { showsConversions, type ColumnModel } from './campaignColumns';
import { CampaignRowMenu } from './CampaignRowMenu';
import { statusColour, statusName } from './campaignStatus';
import { canOpenCampaign } from './listMemory';

const Figure = ({ main, details }: { main: string; details: string[] }) => (
  <Box>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>{main}</Typography>
    {details.map((line) => (
      <Typography key={line} variant="caption" component="div" color="text.secondary">{line}</Typography>
    ))}
  </Box>
);

/** One campaign: name and status (with the disapproved-creative warning), its figures and actions. */
export const CampaignRow = ({ row, columns }: { row: CampaignListRow; columns: ColumnModel[] }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const opens = canOpenCampaign(row.id);
  const money = (value: number) => formatMoney(value, row.currency);
  const status = statusName(row.status_key);
  const cell: Record<ColumnModel['id'], () => ReactNode> = {
    name: () => (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {opens ? (
            <MuiLink component={Link} to={`/campaign/edit/${row.id}`} onClick={(event) => event.stopPropagation()}>
              {row.name}
            </MuiLink>
          ) : (
            <span>{row.name}</span>
          )}
          {row.creative_status === 'disapproved' && (
            <Tooltip title={translate('campaigns.disapprovedCreative')}>
              <WarningAmberIcon color="warning" fontSize="small" aria-label={translate('campaigns.disapprovedCreative')} role="img" />
            </Tooltip>
          )}
        </Box>
        <Chip size="small" color={statusColour(row.status_key)} label={status ? translate(`campaigns.status.${status}`) : row.status_key} />
      </Box>
    ),
    impressions: () => <Figure main={formatCompact(row.impressions)} details={[`CPM ${money(row.cpm)}`]} />,
    clicks: () => (
      <Figure main={formatCompact(row.clicks)} details={[`CPC ${money(row.cpc)}`, `CTR ${formatRatio(row.ctr)}%`]} />
    ),
    conversions: () =>
      showsConversions(row.goal) ? (
        <Figure
          main={formatCompact(row.conversions)}
          details={[`CPA ${money(row.report_data.cpa)}`, `CVR ${formatRatio(row.report_data.cvr)}%`]}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">—</Typography>
      ),
    spend: () => (
      <Figure
        main={money(row.spent)}
        details={[
          translate('campaigns.spend.today', { amount: money(row.today_spent) }),
          translate('campaigns.spend.dailyBudget', { amount: money(row.budget) }),
        ]}
      />
    ),
    actions: () => <CampaignRowMenu row={row} />,
  };
  return (
    <TableRow hover={opens} onClick={opens ? () => navigate(`/campaign/edit/${row.id}`) : undefined} sx={{ cursor: opens ? 'pointer' : 'default' }}>
      {columns.map((column) => (
        <TableCell key={column.id} align={column.id === 'actions' ? 'right' : 'left'}>
          {cell[column.id]()}
        </TableCell>
      ))}
    </TableRow>
  );
};

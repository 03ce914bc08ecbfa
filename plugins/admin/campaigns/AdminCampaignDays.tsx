import { Alert, Box, Button, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AdminCampaign, AdminCampaignDay, AdminCampaignDetails } from '../../../src/api/contract';
import { errorText } from '../../../src/api/errorText';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { ADMIN_CAMPAIGNS_RESOURCE, type AdminCampaignListFilter } from './adminCampaignList';
import type { FigureColumn } from './adminCampaignColumns';
import { CampaignPhaseSelect } from './CampaignPhaseSelect';
import { DayCommentField } from './DayCommentField';
import { FigureText } from './FigureText';
import { detailsKey, useAdminCampaignSaves } from './useAdminCampaignSaves';
import { useFormat } from '../../../src/format/useFormat';

interface Props {
  row: AdminCampaign;
  /** The list's range and type: the days are the list's days, without the figures it hides. */
  filter: Pick<AdminCampaignListFilter, 'from' | 'to' | 'type'>;
  usd: boolean;
  figures: readonly FigureColumn[];
}

const Failed = ({ error, retry }: { error: unknown; retry(): void }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" action={<Button color="inherit" onClick={retry}>{translate('core.errors.retry')}</Button>}>
      {errorText(error, translate('core.errors.somethingWentWrong'))}
    </Alert>
  );
};

/**
 * What an expanded row shows (spec 3 §2), asked for only once the row opens: the phase, and the
 * per-day report (the same figures as the row, so the days add up to it) with each day's comment.
 */
export const AdminCampaignDays = ({ row, filter, usd, figures }: Props) => {
  const format = useFormat();
  const translate = useTranslate();
  const { from, to, type } = filter;
  const report = useInvokeQuery<AdminCampaignDay[]>(ADMIN_CAMPAIGNS_RESOURCE, 'report', { id: row.id, filter: { from, to, type } });
  const details = useInvokeQuery<AdminCampaignDetails>(ADMIN_CAMPAIGNS_RESOURCE, 'details', detailsKey(row.id)[2]);
  const { savePhase, saveComment } = useAdminCampaignSaves(row.id);
  if (report.error || details.error) {
    return <Failed error={report.error ?? details.error} retry={() => void Promise.all([report.refetch(), details.refetch()])} />;
  }
  if (!report.data || !details.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress size={24} aria-label={translate('admin.campaigns.loadingDays')} />
      </Box>
    );
  }
  const comments = new Map(details.data.comments.map((each) => [each.day, each.comment]));
  return (
    <Box sx={{ py: 1 }} data-testid="campaign-days">
      <CampaignPhaseSelect phase={details.data.phase} save={savePhase} />
      <Table size="small" aria-label={translate('admin.campaigns.daysTable', { name: row.name })} sx={{ mt: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('admin.campaigns.columns.day')}</TableCell>
            {figures.map((column) => (
              <TableCell key={column.id} align="right">
                {translate(`admin.campaigns.columns.${column.id}`)}
              </TableCell>
            ))}
            <TableCell sx={{ minWidth: 360 }}>{translate('admin.campaigns.columns.comment')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.data.map((day) => (
            <TableRow key={day.dimension} data-testid="campaign-day">
              <TableCell>{day.dimension}</TableCell>
              {figures.map((column) => (
                <TableCell key={column.id} align="right" data-column={column.id}>
                  <FigureText text={column.text(day.report_data, row.currency, usd, format)} />
                </TableCell>
              ))}
              <TableCell>
                <DayCommentField day={day.dimension} dayLabel={day.dimension} initial={comments.get(day.dimension) ?? day.comment} save={saveComment} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

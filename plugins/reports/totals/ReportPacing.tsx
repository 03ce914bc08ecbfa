import { Paper } from '@mui/material';
import { PACING_STATUSES, type CampaignPacingAnswer, type CampaignRecord } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { PacingPanel } from '../../../src/widgets/pacing/PacingPanel';

/**
 * The report's pacing block (beyond the spec): the chosen campaign's spend against the ideal over its flight
 * and the two projections, from the campaigns resource's named call (the same answer as the editor's
 * block). Pacing is the flight's to date, so it follows neither the range nor the report's filters.
 * Shown only while the campaign runs, and only to a session that may see spend (the server leaves
 * pacing out otherwise, and PacingPanel then shows nothing).
 */
export const ReportPacing = ({ campaign }: { campaign: CampaignRecord }) => {
  const runs = PACING_STATUSES.includes(campaign.status_key);
  const { data } = useInvokeQuery<CampaignPacingAnswer>('campaigns', 'pacing', { id: campaign.id }, { enabled: runs });
  if (!runs || !data || !('pacing' in data)) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="report-pacing">
      <PacingPanel answer={data} heading="h2" />
    </Paper>
  );
};

import { Box, Card, CardContent, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { PACING_STATUSES, type CampaignPacingAnswer, type CampaignPeriodTotal, type CampaignRecord } from '../../src/api/contract';
import { PacingPanel } from '../../src/widgets/pacing/PacingPanel';
import { useInvokeQuery } from '../../src/data/useInvokeQuery';
import { useFormat } from '../../src/format/useFormat';
import { statusColour, statusName } from '../../src/campaign/status';

/** CTR in percent from the period totals; 0 without impressions. */
export const ctrOf = (clicks: number, impressions: number): number => (impressions > 0 ? (clicks / impressions) * 100 : 0);

/** Campaign performance (spec 1 §2): status, spent, impressions and CTR, linking to its report. */
export const CampaignPerformanceCard = ({ campaign }: { campaign: CampaignRecord }) => {
  const format = useFormat();
  const translate = useTranslate();
  const { data } = useInvokeQuery<CampaignPeriodTotal>('campaigns', 'total', { id: campaign.id });
  // Pacing (beyond the spec) only while the campaign runs: the server answers none for any other status.
  const runs = PACING_STATUSES.includes(campaign.status_key);
  const { data: pacing } = useInvokeQuery<CampaignPacingAnswer>('campaigns', 'pacing', { id: campaign.id }, { enabled: runs });
  const status = statusName(campaign.status_key);
  // The server leaves out each figure the session may not see (CTR needs clicks and impressions).
  const { current_period_spent: spent, current_period_impressions: impressions, current_period_clicks: clicks } = data ?? {};
  const figures: [string, string][] = [
    ...(spent === undefined ? [] : [['campaign-editor.performance.spent', format.money(spent, campaign.currency)] as [string, string]]),
    ...(impressions === undefined ? [] : [['campaign-editor.performance.impressions', format.compact(impressions)] as [string, string]]),
    ...(impressions === undefined || clicks === undefined
      ? []
      : [['campaign-editor.performance.ctr', format.percent(ctrOf(clicks, impressions))] as [string, string]]),
  ];
  return (
    <Card variant="outlined" data-testid="performance-card">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('campaign-editor.performance.title')}
          </Typography>
          {status && <Chip size="small" color={statusColour(campaign.status_key)} label={translate(`core.campaign.status.${status}`)} />}
        </Stack>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 1 }}>
          {figures.map(([label, value]) => (
            <Box key={label}>
              <Typography variant="caption" color="text.secondary">{translate(label)}</Typography>
              <Typography variant="h6" component="p">{value}</Typography>
            </Box>
          ))}
        </Box>
        {runs && pacing && (
          <Box sx={{ mb: 1 }}>
            <PacingPanel answer={pacing} />
          </Box>
        )}
        <MuiLink component={Link} to={`/reports?campaignId=${campaign.id}`}>
          {translate('campaign-editor.performance.viewReport')}
        </MuiLink>
      </CardContent>
    </Card>
  );
};

import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { SessionCanAccess } from '../../src/auth/SessionCanAccess';
import { Link, useParams } from 'react-router-dom';
import { formatMoney } from '../../src/format/money';
import { CampaignFacts } from './CampaignFacts';
import { CampaignPerformanceCard } from './CampaignPerformanceCard';
import { hasPerformance } from './runPauseRules';
import { statusColour, statusName } from './campaignStatus';
import { lastListLocation } from './listMemory';
import { useCampaignRecord } from './useCampaignRecord';

/**
 * /campaign/edit/:id: the campaign's basic facts read from GET /v1/campaign/{id}. The multi-tab
 * editor replaces this view in its own issue; the route, the `tab` query and the loading rules are
 * already real, and Back returns to the last visited list page.
 */
const CampaignOverviewPage = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data } = useCampaignRecord(id);
  if (!data) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  const status = statusName(data.status_key);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={data.name} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          {data.name}
        </Typography>
        {status && <Chip color={statusColour(data.status_key)} label={translate(`campaigns.status.${status}`)} />}
      </Stack>
      {hasPerformance(data.status_key) && (
        <SessionCanAccess resource="campaign-editor" action="reportBlock">
          <Box sx={{ mb: 2 }}>
            <CampaignPerformanceCard campaign={data} />
          </Box>
        </SessionCanAccess>
      )}
      <CampaignFacts
        facts={[
          { label: 'campaigns.overview.type', value: translate(`campaigns.types.${data.campaign_type}`) },
          { label: 'campaigns.overview.goal', value: translate(`campaigns.goals.${data.goal}`) },
          { label: 'campaigns.overview.budget', value: formatMoney(data.budget, data.currency) },
          { label: 'campaigns.overview.start', value: data.campaign_start_at?.slice(0, 10) ?? translate('campaigns.overview.immediately') },
          { label: 'campaigns.overview.end', value: data.campaign_end_at?.slice(0, 10) ?? '—' },
          { label: 'campaigns.overview.country', value: data.country || '—' },
        ]}
      />
      <Button component={Link} to={lastListLocation()} sx={{ mt: 2 }}>
        {translate('campaigns.overview.back')}
      </Button>
    </Box>
  );
};

export default CampaignOverviewPage;

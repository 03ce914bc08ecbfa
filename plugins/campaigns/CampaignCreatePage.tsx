import { Box, Button, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Link, useSearchParams } from 'react-router-dom';
import { CampaignFacts } from './CampaignFacts';
import { readNewCampaignChoice } from './campaignTypes';
import { lastListLocation } from './listMemory';
import { DEFAULT_CAMPAIGN_NAME, copyName } from './replicate';
import { useCampaignRecord } from './useCampaignRecord';

/**
 * /campaign/create: what the new campaign starts from — the type chosen in the Campaign Type modal,
 * or, with ?replicatedId=, the campaign being copied (named with " - Copy"). The editor's tabs fill
 * this page in their own issue.
 */
const CampaignCreatePage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const replicatedId = params.get('replicatedId');
  const { data: source } = useCampaignRecord(replicatedId);
  if (replicatedId !== null && !source) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  const choice = readNewCampaignChoice();
  const type = source?.campaign_type ?? choice?.type;
  const goal = source?.goal ?? choice?.goal;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('campaigns.create.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('campaigns.create.title')}
      </Typography>
      <CampaignFacts
        facts={[
          { label: 'campaigns.columns.name', value: source ? copyName(source.name) : DEFAULT_CAMPAIGN_NAME, testId: 'new-campaign-name' },
          { label: 'campaigns.overview.type', value: type ? translate(`campaigns.types.${type}`) : '—' },
          { label: 'campaigns.overview.goal', value: goal ? translate(`campaigns.goals.${goal}`) : '—' },
        ]}
      />
      <Button component={Link} to={lastListLocation()} sx={{ mt: 2 }}>
        {translate('campaigns.overview.back')}
      </Button>
    </Box>
  );
};

export default CampaignCreatePage;

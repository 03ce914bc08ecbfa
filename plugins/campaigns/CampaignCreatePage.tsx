import { useEffect } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { useNotify, useTranslate } from 'ra-core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiClient } from '../../src/api';
import type { CampaignRecord } from '../../src/api/contract';
import { readNewCampaignChoice } from './campaignTypes';
import { DEFAULT_CAMPAIGN_NAME, copyName } from './replicate';

/**
 * /campaign/create: what the new campaign starts from — the type chosen in the Campaign Type modal,
 * or, with ?replicatedId=, the campaign being copied (named with " - Copy"). The editor's tabs fill
 * this page in their own issue; a source that fails to load returns to the list (spec 1 §8).
 */
const CampaignCreatePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const replicatedId = params.get('replicatedId');
  const source = useQuery({
    queryKey: ['campaign', replicatedId],
    queryFn: ({ signal }) => apiClient.request<CampaignRecord>(`/v1/campaign/${encodeURIComponent(replicatedId ?? '')}`, { signal }),
    enabled: replicatedId !== null,
    retry: false,
  });
  useEffect(() => {
    if (!source.isError) return;
    notify('core.errors.somethingWentWrong', { type: 'error' });
    navigate('/campaigns', { replace: true });
  }, [source.isError, notify, navigate]);

  if (replicatedId !== null && !source.data) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  const choice = readNewCampaignChoice();
  const name = source.data ? copyName(source.data.name) : DEFAULT_CAMPAIGN_NAME;
  const type = source.data?.campaign_type ?? choice?.type;
  const goal = source.data?.goal ?? choice?.goal;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('campaigns.create.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('campaigns.create.title')}
      </Typography>
      <Card>
        <CardContent>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5, m: 0 }}>
            <Typography component="dt" color="text.secondary">{translate('campaigns.columns.name')}</Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid="new-campaign-name">{name}</Typography>
            <Typography component="dt" color="text.secondary">{translate('campaigns.overview.type')}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>{type ? translate(`campaigns.types.${type}`) : '—'}</Typography>
            <Typography component="dt" color="text.secondary">{translate('campaigns.overview.goal')}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>{goal ? translate(`campaigns.goals.${goal}`) : '—'}</Typography>
          </Box>
        </CardContent>
      </Card>
      <Button component={Link} to="/campaigns" sx={{ mt: 2 }}>
        {translate('campaigns.overview.back')}
      </Button>
    </Box>
  );
};

export default CampaignCreatePage;

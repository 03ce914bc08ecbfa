import { useEffect } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title } from 'react-admin';
import { useNotify, useTranslate } from 'ra-core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiClient } from '../../src/api';
import type { CampaignRecord } from '../../src/api/contract';
import { formatMoney } from '../../src/format/money';
import { statusColour, statusName } from './campaignStatus';

/**
 * /campaign/edit/:id: the campaign's basic facts read from GET /v1/campaign/{id}. The multi-tab
 * editor replaces this view in its own issue; the route, the `tab` query and the loading rules
 * (spec 1 §8: a campaign that fails to load says so and returns to the list) are already real.
 */
const CampaignOverviewPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError } = useQuery({
    queryKey: ['campaign', id],
    queryFn: ({ signal }) => apiClient.request<CampaignRecord>(`/v1/campaign/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

  useEffect(() => {
    if (!isError) return;
    notify('core.errors.somethingWentWrong', { type: 'error' });
    navigate('/campaigns', { replace: true });
  }, [isError, notify, navigate]);

  if (isPending || !data) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  const status = statusName(data.status_key);
  const facts: [string, string][] = [
    ['campaigns.overview.type', translate(`campaigns.types.${data.campaign_type}`)],
    ['campaigns.overview.goal', translate(`campaigns.goals.${data.goal}`)],
    ['campaigns.overview.budget', formatMoney(data.budget, data.currency)],
    ['campaigns.overview.start', data.campaign_start_at?.slice(0, 10) ?? translate('campaigns.overview.immediately')],
    ['campaigns.overview.end', data.campaign_end_at?.slice(0, 10) ?? '—'],
    ['campaigns.overview.country', data.country || '—'],
  ];
  return (
    <Box sx={{ py: 2 }}>
      <Title title={data.name} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          {data.name}
        </Typography>
        {status && <Chip color={statusColour(data.status_key)} label={translate(`campaigns.status.${status}`)} />}
      </Stack>
      <Card>
        <CardContent>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5, m: 0 }}>
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {translate(label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Button component={Link} to="/campaigns" sx={{ mt: 2 }}>
        {translate('campaigns.overview.back')}
      </Button>
    </Box>
  );
};

export default CampaignOverviewPage;

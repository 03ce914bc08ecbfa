import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { SpecListBase } from '../../src/list/SpecListBase';
import { TrafficLayout } from './TrafficLayout';
import { TRAFFIC_LIST } from './trafficList';

/** /traffic (PAGE_TRAFFIC, spec 3 §2 "Traffic Discovery page"): the market's traffic on the list kit. */
const TrafficPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('traffic.titles.traffic')} />
      <Typography variant="h5" component="h1">
        {translate('traffic.titles.traffic')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('traffic.hint')}
      </Typography>
      <SpecListBase config={TRAFFIC_LIST}>
        <TrafficLayout />
      </SpecListBase>
    </Stack>
  );
};

export default TrafficPage;

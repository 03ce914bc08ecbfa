import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormat } from '../../../src/format/useFormat';

const E = 'campaign-editor.estimate.placements';

/** The placements the campaign can reach and their impressions (POST placements-gauge, spec 2 §7). */
export const PlacementsGauge = ({ total, impressions }: { total: number; impressions: number }) => {
  const format = useFormat();
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {translate(`${E}.title`)}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0, mt: 1, '& dd': { m: 0, fontWeight: 600 } }}>
        <Typography component="dt" variant="body2">
          {translate(`${E}.total`)}
        </Typography>
        <Typography component="dd" variant="body2" data-testid="placements-total">
          {format.compact(total)}
        </Typography>
        <Typography component="dt" variant="body2">
          {translate(`${E}.impressions`)}
        </Typography>
        <Typography component="dd" variant="body2" data-testid="placements-impressions">
          {format.compact(impressions)}
        </Typography>
      </Box>
    </Box>
  );
};

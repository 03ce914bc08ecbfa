import { useId } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AudienceGauge } from './AudienceGauge';
import { ForecastPart } from './ForecastPart';
import { PlacementsGauge } from './PlacementsGauge';
import { useAudienceEstimate } from './useAudienceEstimate';
import { usePlacementsEstimate } from './usePlacementsEstimate';

const E = 'campaign-editor.estimate';

/** A failed request's server message (type.message), said quietly: the estimate is a hint, not a blocker. */
const QuietFailure = ({ error }: { error: Error | null }) => {
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Typography variant="caption" role="status" sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}>
      {translate(`${E}.failed`, { message: error.message })}
    </Typography>
  );
};

/** Until the first answer: the gauge's place held, and what is being asked. */
const Placeholder = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Box role="status">
      <Skeleton variant="rounded" height={12} sx={{ my: 1 }} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate(message)}
      </Typography>
    </Box>
  );
};

/** Audience part: its own component so placement edits do not re-render it, nor targeting edits the other. */
const AudiencePart = () => {
  const { size, isPending, error } = useAudienceEstimate();
  return (
    <Box sx={{ flex: '2 1 280px', minWidth: 0 }}>
      {size !== null ? <AudienceGauge size={size} /> : isPending ? <Placeholder message={`${E}.pending`} /> : null}
      <QuietFailure error={error} />
    </Box>
  );
};

const PlacementsPart = () => {
  const { gauge, isPending, error } = usePlacementsEstimate();
  return (
    <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
      {gauge ? <PlacementsGauge total={gauge.total} impressions={gauge.total_impressions} /> : isPending ? <Placeholder message={`${E}.placements.pending`} /> : null}
      <QuietFailure error={error} />
    </Box>
  );
};

/**
 * The editor's bottom panel (spec 2 §2): the audience estimate of the targeting (POST audience-size,
 * the gauge of spec 2 §4), the delivery forecast beside it (beyond the spec) and the placements gauge, all
 * asked 1,000 ms after the last change. It
 * takes no props: it reads the form's values it needs by name, so it renders on its own.
 */
export const AudienceEstimatePanel = () => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate(`${E}.title`)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <AudiencePart />
        <ForecastPart />
        <PlacementsPart />
      </Box>
    </Box>
  );
};

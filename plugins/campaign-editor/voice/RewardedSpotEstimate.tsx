import { useId } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormat } from '../../../src/format/useFormat';
import { useRewardedSpot } from './useRewardedSpot';

const S = 'campaign-editor.voice.spot';

const Note = ({ message, args }: { message: string; args?: Record<string, string | number> }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
      {translate(message, args)}
    </Typography>
  );
};

export interface RewardedSpotEstimateProps {
  campaignId: number | undefined;
  spaceId: number | undefined;
  /** The stored campaign's currency (the budget's), for the line under the number. */
  currency: string | undefined;
}

/**
 * The rewarded spot estimate of an audio campaign (spec 2 §4, §7): how many rewarded spots a day the
 * form's daily budget buys at the campaign's saved bid. A failure says the server's type.message
 * quietly (the estimate is a hint, never a blocker); a new campaign is told the estimate comes after
 * the first save, because the calculator prices with the stored campaign.
 */
export const RewardedSpotEstimate = ({ campaignId, spaceId, currency }: RewardedSpotEstimateProps) => {
  const format = useFormat();
  const translate = useTranslate();
  const titleId = useId();
  const state = useRewardedSpot(campaignId, spaceId);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate(`${S}.title`)}
      </Typography>
      {state.kind === 'new' ? <Note message={`${S}.afterFirstSave`} /> : null}
      {state.kind === 'noBudget' ? <Note message={`${S}.noBudget`} /> : null}
      {state.kind === 'pending' ? <Note message={`${S}.pending`} /> : null}
      {state.kind === 'failed' ? <Note message={`${S}.failed`} args={{ message: state.message }} /> : null}
      {state.kind === 'ready' ? (
        <Box role="status" aria-busy={state.refreshing}>
          <Typography variant="h5" component="p">
            {translate(`${S}.spots`, { smart_count: state.estimate.spot, spots: format.count(Math.trunc(state.estimate.spot)) })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate(`${S}.basis`, { budget: format.money(state.estimate.daily_budget, currency ?? '') })}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
};

import { Suspense, lazy } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CampaignPacingAnswer } from '../../api/contract';
import { useFormat } from '../../format/useFormat';
import { PacingProjections } from './PacingProjections';

const PacingChart = lazy(() => import('./PacingChart').then((module) => ({ default: module.PacingChart })));

/**
 * A campaign's pacing as the editor's report block and the reports page show it: spend to date against
 * the ideal with the ratio, the line over the flight and the two projections. The caller asks the data
 * (its plugin's named call) and hands the answer in; without REPORT_SPEND the answer carries no pacing
 * and nothing is shown.
 */
export const PacingPanel = ({ answer, heading = 'h3' }: { answer: CampaignPacingAnswer; heading?: 'h2' | 'h3' }) => {
  const format = useFormat();
  const translate = useTranslate();
  if (!('pacing' in answer)) return null;
  const { pacing, series = [], currency } = answer;
  return (
    <Stack spacing={1} data-testid="pacing-panel">
      <Typography variant="subtitle2" component={heading}>
        {translate('widgets.pacing.title')}
      </Typography>
      {pacing && (
        <Typography variant="body2" data-testid="pacing-summary">
          {translate('widgets.pacing.summary', {
            spend: format.money(pacing.spend_to_date, currency),
            ideal: format.money(pacing.ideal_to_date, currency),
            ratio: pacing.ratio === null ? '—' : format.ratio(pacing.ratio),
          })}
        </Typography>
      )}
      {series.length > 0 && (
        <Suspense fallback={null}>
          <PacingChart series={series} />
        </Suspense>
      )}
      <PacingProjections answer={answer} />
    </Stack>
  );
};

import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ForecastRange } from '../../../src/api/contract';
import { VISUALLY_HIDDEN } from '../../../src/layout/admin-panel/visuallyHidden';
import { useFormat, type Format } from '../../../src/format/useFormat';
import { forecastLimitMessage } from './forecastLimitText';
import { useForecast, type ForecastFigures } from './useForecast';
import { useLastGood } from './useLastGood';

const F = 'campaign-editor.estimate.forecast';

interface FigureRow {
  id: 'impressions' | 'reach' | 'spend';
  text: string;
}

/** The figures the caller may see (the mock leaves out the others), each as "low–high". */
const figureRows = (figures: ForecastFigures, range: (low: string, high: string) => string, format: Format): FigureRow[] => {
  const count = (value: ForecastRange) => range(format.count(value.low), format.count(value.high));
  const money = (value: ForecastRange) => range(format.money(value.low, figures.currency), format.money(value.high, figures.currency));
  return [
    ...(figures.impressions ? [{ id: 'impressions' as const, text: count(figures.impressions) }] : []),
    ...(figures.reach ? [{ id: 'reach' as const, text: count(figures.reach) }] : []),
    ...(figures.spend ? [{ id: 'spend' as const, text: money(figures.spend) }] : []),
  ];
};

/**
 * The delivery forecast beside the audience estimate (beyond the spec): daily impressions, reach and spend
 * as low–high ranges, and the constraint that limits delivery most, in words. While the next answer
 * is on its way the last figures stay (marked as updating); a failure shows the server's message.
 * Screen readers hear the figures once they have settled for what the form holds, not on each change.
 *
 * Choices the issue leaves open, written down: "limits delivery" rather than "limits reach", since
 * the gain is in daily impressions (a frequency cap limits how often, not whom); with no constraint
 * gaining a whole percent the panel says so rather than naming one.
 */
export const ForecastPart = () => {
  const format = useFormat();
  const translate = useTranslate();
  const { figures, settled, updating, error } = useForecast();
  const rows = figures ? figureRows(figures, (low, high) => translate(`${F}.range`, { low, high }), format) : [];
  const limit = figures?.limit;
  const limitMessage = figures && limit ? forecastLimitMessage(limit, figures.currency, format) : null;
  const limitText = limitMessage ? translate(limitMessage.key, limitMessage.values) : limit === null ? translate(`${F}.noLimit`) : null;
  const summary = settled ? [...rows.map((row) => `${translate(`${F}.${row.id}`)}: ${row.text}`), ...(limitText ? [limitText] : [])].join('. ') : null;
  // Only a settled forecast is announced: the region changes when the figures for the current values arrive.
  const announced = useLastGood(summary);

  return (
    <Box sx={{ flex: '2 1 280px', minWidth: 0 }} aria-busy={updating} data-testid="forecast">
      <Typography variant="subtitle2" component="h3">
        {translate(`${F}.title`)}
      </Typography>
      {figures ? (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}>
          {rows.map((row) => (
            <Box key={row.id} sx={{ display: 'contents' }} data-testid={`forecast-${row.id}`}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {translate(`${F}.${row.id}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                {row.text}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : !error ? (
        <Box>
          <Skeleton variant="rounded" height={12} sx={{ my: 1 }} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate(`${F}.pending`)}
          </Typography>
        </Box>
      ) : null}
      {limitText && (
        <Typography variant="body2" data-testid="forecast-limit">
          {limitText}
        </Typography>
      )}
      {figures && updating && !error && (
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {translate(`${F}.updating`)}
        </Typography>
      )}
      {error && (
        <Typography variant="caption" data-testid="forecast-error" sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}>
          {translate(`${F}.failed`, { message: error })}
        </Typography>
      )}
      <Box aria-live="polite" sx={VISUALLY_HIDDEN}>
        {error ? translate(`${F}.failed`, { message: error }) : announced}
      </Box>
    </Box>
  );
};

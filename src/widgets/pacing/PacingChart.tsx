import { useRef } from 'react';
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { CartesianGrid, Legend, Line, LineChart, XAxis, YAxis } from 'recharts';
import type { PacingPoint } from '../../api/contract';
import { useFormat } from '../../format/useFormat';
import { useElementWidth } from '../time-series-chart/useElementWidth';

const MARGIN = { top: 8, right: 16, bottom: 0, left: 0 };

/**
 * The spend-versus-ideal line over the flight (beyond the spec): both cumulative, a point a day (at most
 * MAX_PACING_POINTS, so no downsampling). The picture is an image named by its figures; the words
 * beside it (PacingSummary, PacingProjections) carry the same facts for a screen reader. Loaded lazily
 * (PacingPanel) so recharts stays out of the pages' first chunk.
 */
export const PacingChart = ({ series, height = 200 }: { series: readonly PacingPoint[]; height?: number }) => {
  const translate = useTranslate();
  const format = useFormat();
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  return (
    <Box ref={box} role="img" aria-label={translate('widgets.pacing.chartName')} data-testid="pacing-chart" sx={{ height, width: '100%' }}>
      {width > 0 && series.length > 0 && (
        <LineChart width={width} height={height} data={[...series]} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" minTickGap={48} tickFormatter={(day: string) => format.day(day, { withYear: false })} />
          <YAxis width={56} tickFormatter={(v: number) => format.compact(v)} />
          <Legend />
          <Line dataKey="spend" name={translate('widgets.pacing.spend')} stroke={theme.palette.primary.main} dot={false} isAnimationActive={false} />
          <Line dataKey="ideal" name={translate('widgets.pacing.ideal')} stroke={theme.palette.text.secondary} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
        </LineChart>
      )}
    </Box>
  );
};

import { useId } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { useFormat } from '../../../src/format/useFormat';
import { audienceBand, gaugePosition, GAUGE_SEGMENTS, type AudienceColour } from './audienceBands';

const E = 'campaign-editor.estimate';

/** Band colours from the theme: the white-label's gauge colour is its green (theme.ts). */
const paint = (colour: AudienceColour) => (theme: Theme) =>
  ({ red: theme.palette.error.main, yellow: theme.palette.warning.main, green: theme.palette.success.main, none: theme.palette.grey[400] })[colour];

/**
 * The audience gauge: a meter (0-100 along the five bands of spec 2 §4) whose text alternative says the
 * people, the band's colour and its verdict, so the colour is never the only signal. The number and
 * verdict are also written out under it in the normal text colour (yellow text would not be readable).
 */
export const AudienceGauge = ({ size }: { size: number }) => {
  const format = useFormat();
  const translate = useTranslate();
  const labelId = useId();
  const band = audienceBand(size);
  const position = gaugePosition(size);
  const people = translate(`${E}.people`, { smart_count: size, count: format.compact(size) });
  const verdict = translate(`${E}.verdict.${band.verdict}`);
  const valueText = translate(`${E}.valueText`, { people, band: translate(`${E}.band.${band.colour}`), verdict });

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="h3">
        {translate(`${E}.audience`)}
      </Typography>
      <Box
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position}
        aria-valuetext={valueText}
        data-band={band.id}
        sx={{ position: 'relative', display: 'flex', height: 12, my: 1, borderRadius: 1, overflow: 'visible' }}
      >
        {GAUGE_SEGMENTS.map((segment) => (
          <Box
            key={segment.id}
            aria-hidden
            sx={{ flex: 1, bgcolor: paint(segment.colour), opacity: segment.id === band.id ? 1 : 0.35, '&:first-of-type': { borderRadius: '4px 0 0 4px' }, '&:last-of-type': { borderRadius: '0 4px 4px 0' } }}
          />
        ))}
        <Box
          aria-hidden
          sx={{ position: 'absolute', top: -4, bottom: -4, left: `${position}%`, width: 4, ml: '-2px', borderRadius: 1, bgcolor: 'text.primary' }}
        />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-hidden>
        <Typography variant="caption">{translate(`${E}.scale.narrow`)}</Typography>
        <Typography variant="caption">{translate(`${E}.scale.broad`)}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 0.5 }} data-testid="audience-estimate">
        <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: paint(band.colour), flexShrink: 0 }} />
        <Typography variant="h6" component="p">
          {people}
        </Typography>
        <Typography variant="body2">{verdict}</Typography>
      </Stack>
    </Box>
  );
};

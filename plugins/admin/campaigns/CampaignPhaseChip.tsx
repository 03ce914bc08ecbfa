import { Box, type Theme } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CampaignPhase } from '../../../src/api/contract';
import { PHASE_COLOURS, phaseLabelKey } from './campaignPhases';

/**
 * A phase in its colour (spec 3 §4), in the list row and in the phase select: a dot of the colour and
 * the name in the text colour, since a coloured text (orange, light green) would fail the contrast check.
 */
export const CampaignPhaseChip = ({ phase }: { phase: CampaignPhase }) => {
  const translate = useTranslate();
  const colour = PHASE_COLOURS[phase];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} data-testid="campaign-phase" data-phase={phase}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: colour === 'default' ? 'grey.500' : `${colour}.main` }} />
      {translate(phaseLabelKey(phase))}
    </Box>
  );
};

/**
 * The same phase as plain spans, for the list rows (a page shows up to 30): AdminCampaignRowsBody
 * styles `.phase` and its dot's colour once (phaseDotStyles).
 */
export const PhaseDot = ({ phase }: { phase: CampaignPhase }) => {
  const translate = useTranslate();
  return (
    <span className={`phase ${PHASE_COLOURS[phase]}`} data-testid="campaign-phase" data-phase={phase}>
      <span className="dot" aria-hidden />
      {translate(phaseLabelKey(phase))}
    </span>
  );
};

/** PhaseDot's styles, for the body its rows render into. */
export const phaseDotStyles = (theme: Theme) => ({
  '& .phase': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1) },
  '& .phase > .dot': { width: 10, height: 10, borderRadius: '50%', flexShrink: 0, backgroundColor: theme.palette.grey[500] },
  ...Object.fromEntries(
    (['info', 'warning', 'success', 'secondary'] as const).map((colour) => [`& .phase.${colour} > .dot`, { backgroundColor: theme.palette[colour].main }]),
  ),
});

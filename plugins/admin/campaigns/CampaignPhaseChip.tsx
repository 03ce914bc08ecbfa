import { Box } from '@mui/material';
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

import type { CampaignPhase } from '../../../src/api/contract';

/**
 * Spec 3 §4: "N/A, Performance, Learning, Finished, Feasibility, each shown in its own colour". The
 * colours are not shown: ours, from the theme's palette so they follow the white-label, and each
 * telling (grey nothing yet, blue learning, orange feasibility study, green performing, purple done).
 */
export type PhaseColour = 'default' | 'info' | 'warning' | 'success' | 'secondary';

export const PHASE_COLOURS: Record<CampaignPhase, PhaseColour> = {
  'N/A': 'default',
  Performance: 'success',
  Learning: 'info',
  Finished: 'secondary',
  Feasibility: 'warning',
};

/** The translation key of a phase's name ('N/A' has no letters a key could take). */
export const phaseLabelKey = (phase: CampaignPhase): string => `admin.campaigns.phases.${phase === 'N/A' ? 'none' : phase.toLowerCase()}`;

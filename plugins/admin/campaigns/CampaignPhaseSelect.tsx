import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { CAMPAIGN_PHASES, type CampaignPhase } from '../../../src/api/contract';
import { useWrite } from '../../../src/data/useWrite';
import { CampaignPhaseChip } from './CampaignPhaseChip';
import { SavedState } from './SavedState';

interface Props {
  /** The phase as the server holds it. */
  phase: CampaignPhase;
  save(phase: CampaignPhase): Promise<void>;
}

/**
 * The campaign's phase, changed inline and saved at once (spec 3 §2, §4), each option in its colour.
 * An MUI menu select rather than a native one: a native option cannot show the colour. While the
 * save runs the select is disabled; a failure shows the server's message and the server's phase stays.
 */
export const CampaignPhaseSelect = ({ phase, save }: Props) => {
  const translate = useTranslate();
  const [justSaved, setJustSaved] = useState(false);
  const saving = useWrite({
    write: (_dataProvider, next: CampaignPhase) => save(next),
    onSuccess: () => setJustSaved(true),
  });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <TextField
        select
        size="small"
        label={translate('admin.campaigns.columns.phase')}
        value={phase}
        disabled={saving.pending}
        onChange={(event) => {
          const next = event.target.value as CampaignPhase;
          if (next === phase) return;
          setJustSaved(false);
          void saving.run(next);
        }}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { renderValue: (value) => <CampaignPhaseChip phase={value as CampaignPhase} /> } }}
        data-testid="phase-select"
      >
        {CAMPAIGN_PHASES.map((each) => (
          <MenuItem key={each} value={each}>
            <CampaignPhaseChip phase={each} />
          </MenuItem>
        ))}
      </TextField>
      <SavedState saved={justSaved && !saving.pending} testId="phase-saved" />
    </Box>
  );
};

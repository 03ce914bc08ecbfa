import { useMemo } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { CampaignRevision } from '../../../src/api/contract';
import type { EditorSection } from '../sections/sectionContract';
import { revisionDate } from './revisionText';
import { isWholeValue } from './changeFields';
import { diffStates } from './stateDiff';
import { StateDiffTable } from './StateDiffTable';
import type { ChangeCampaign } from './useChangeContext';

interface Props {
  revision: CampaignRevision | null;
  campaign: ChangeCampaign;
  sections: readonly EditorSection[];
  onClose(): void;
}

/** "Log Info (date)": the difference of the entry's previous and current state (spec 2 §2). */
export const ChangeLogDialog = ({ revision, campaign, sections, onClose }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entries = useMemo(() => (revision ? diffStates(revision.previous_state, revision.current_state, isWholeValue) : []), [revision]);
  return (
    <Dialog open={revision !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="change-log-dialog-title">
      {revision && (
        <>
          <DialogTitle id="change-log-dialog-title">
            {translate('campaign-editor.changeLog.dialogTitle', { date: revisionDate(revision.commit_date, locale) })}
          </DialogTitle>
          <DialogContent dividers>
            <StateDiffTable entries={entries} campaign={campaign} sections={sections} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('campaign-editor.changeLog.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};

import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { CampaignRevision, RestorePreview } from '../../../src/api/contract';
import { errorText } from '../../../src/api/errorText';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import type { EditorSection } from '../sections/sectionContract';
import { RefusalText } from '../../../src/widgets/RefusalText';
import { REVISIONS_RESOURCE } from './revisionsApi';
import { revisionDate } from './revisionText';
import { isWholeValue } from './changeFields';
import { diffStates } from './stateDiff';
import { StateDiffTable } from './StateDiffTable';
import { useRestoreVersion } from './useRestoreVersion';
import type { ChangeCampaign } from './useChangeContext';

interface Props {
  campaignId: number;
  /** The entry whose version to restore; null while closed. */
  revision: CampaignRevision | null;
  /**
   * The editor holds unsaved changes. A restore replaces the form with the stored campaign, so it
   * would throw them away: Restore is then disabled with a hint to save or discard them first
   * (rather than a second question on top of this dialog, which already asks).
   */
  dirty: boolean;
  campaign: ChangeCampaign;
  sections: readonly EditorSection[];
  onClose(): void;
}

const PREVIEW_HEADINGS = { before: 'campaign-editor.changeLog.restore.now', after: 'campaign-editor.changeLog.restore.restored' } as const;

/**
 * "Restore this version": the server's preview of the restore (always asked afresh: the campaign may
 * have changed since), the difference from the campaign as it is now to that version, a warning when
 * it sends the campaign back to moderation, or every reason it cannot apply with Restore disabled.
 */
export const RestoreDialog = ({ campaignId, revision, dirty, onClose, campaign, sections }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const preview = useInvokeQuery<RestorePreview>(REVISIONS_RESOURCE, 'restorePreview', revision ? { campaignId, revisionId: revision.id } : null, {
    staleTime: 0,
    retry: false,
  });
  // Only a preview of this entry measured now: one asked again (after a restore) is not shown until it answers.
  const data = revision && !preview.isFetching && preview.data?.revision_id === revision.id ? preview.data : undefined;
  const entries = useMemo(() => (data ? diffStates(data.current_state, data.restored_state, isWholeValue) : []), [data]);
  // The campaign changed after the preview was measured (1320): it is measured again, and says so.
  const [remeasured, setRemeasured] = useState(false);
  useEffect(() => setRemeasured(false), [revision]);
  const { refetch } = preview;
  const onStale = useCallback(() => {
    setRemeasured(true);
    void refetch();
  }, [refetch]);
  const { busy, run } = useRestoreVersion(onClose, onStale);
  const refused = data !== undefined && data.refusals.length > 0;
  return (
    <Dialog open={revision !== null} onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="restore-dialog-title">
      {revision && (
        <>
          <DialogTitle id="restore-dialog-title">
            {translate('campaign-editor.changeLog.restore.title', { date: revisionDate(revision.commit_date, locale) })}
          </DialogTitle>
          <DialogContent dividers>
            {preview.isError && (
              <Alert severity="error" role="alert">
                {errorText(preview.error, translate('core.errors.somethingWentWrong'))}
              </Alert>
            )}
            {!data && !preview.isError && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={20} aria-hidden />
                <Typography>{translate('campaign-editor.changeLog.restore.loading')}</Typography>
              </Stack>
            )}
            {data && (
              <Stack spacing={2} data-testid="restore-preview">
                {remeasured && (
                  <Alert severity="info" role="status" data-testid="restore-remeasured">
                    {translate('campaign-editor.changeLog.restore.remeasured')}
                  </Alert>
                )}
                <Typography>{translate('campaign-editor.changeLog.restore.intro')}</Typography>
                {refused && (
                  <Alert severity="error" data-testid="restore-refusals">
                    <Typography>{translate('campaign-editor.changeLog.restore.refused')}</Typography>
                    <ul>
                      {data.refusals.map((refusal, index) => (
                        <li key={index}>
                          <RefusalText message={refusal.message} code={refusal.code} />
                        </li>
                      ))}
                    </ul>
                  </Alert>
                )}
                {!refused && data.sends_to_moderation && (
                  <Alert severity="warning" data-testid="restore-moderation">
                    {translate('campaign-editor.changeLog.restore.moderation')}
                  </Alert>
                )}
                {!refused && dirty && (
                  <Alert severity="info" data-testid="restore-dirty">
                    {translate('campaign-editor.changeLog.restore.dirty')}
                  </Alert>
                )}
                <StateDiffTable entries={entries} campaign={campaign} sections={sections} headings={PREVIEW_HEADINGS} />
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {translate('campaign-editor.changeLog.restore.cancel')}
            </Button>
            <LoadingButton
              variant="contained"
              loading={busy}
              disabled={!data || refused || dirty}
              onClick={() => {
                if (data) void run({ campaignId, revisionId: data.revision_id, version: data.version });
              }}
            >
              {translate('campaign-editor.changeLog.restore.confirm')}
            </LoadingButton>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};

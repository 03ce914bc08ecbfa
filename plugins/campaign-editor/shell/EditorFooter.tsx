import { Button, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { SessionCanAccess } from '../../../src/auth/SessionCanAccess';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { EDITOR_ACCESS_RESOURCE } from '../editorGates';
import type { SubmitKind } from './useCampaignSubmit';

interface EditorFooterProps {
  hasNext: boolean;
  /** A save or publish is running: every button waits. */
  busy: boolean;
  /** The button that started it, which shows the spinner. */
  pressed: SubmitKind | null;
  onCancel(): void;
  onSave(): void;
  onPublish(): void;
}

/** The footer (spec 2 §2, CAMPAIGN_EDIT): Cancel, Save or Save and next, Publish. */
export const EditorFooter = ({ hasNext, busy, pressed, onCancel, onSave, onPublish }: EditorFooterProps) => {
  const translate = useTranslate();
  return (
    <SessionCanAccess resource={EDITOR_ACCESS_RESOURCE} action="footer">
      <Stack
        component="footer"
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'flex-end', borderTop: 1, borderColor: 'divider', pt: 2, mt: 2 }}
      >
        <Button onClick={onCancel} disabled={busy}>
          {translate('campaign-editor.footer.cancel')}
        </Button>
        <LoadingButton variant="outlined" onClick={onSave} loading={pressed === 'save'} disabled={busy}>
          {translate(hasNext ? 'campaign-editor.footer.saveAndNext' : 'campaign-editor.footer.save')}
        </LoadingButton>
        <LoadingButton variant="contained" onClick={onPublish} loading={pressed === 'publish'} disabled={busy}>
          {translate('campaign-editor.footer.publish')}
        </LoadingButton>
      </Stack>
    </SessionCanAccess>
  );
};

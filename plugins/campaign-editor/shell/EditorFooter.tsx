import { Button, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { SessionCanAccess } from '../../../src/auth/SessionCanAccess';
import { EDITOR_ACCESS_RESOURCE } from '../editorGates';

interface EditorFooterProps {
  hasNext: boolean;
  busy: boolean;
  onCancel(): void;
  onSave(): void;
  onPublish(): void;
}

/** The footer (spec 2 §2, CAMPAIGN_EDIT): Cancel, Save or Save and next, Publish. */
export const EditorFooter = ({ hasNext, busy, onCancel, onSave, onPublish }: EditorFooterProps) => {
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
        <Button variant="outlined" onClick={onSave} disabled={busy}>
          {translate(hasNext ? 'campaign-editor.footer.saveAndNext' : 'campaign-editor.footer.save')}
        </Button>
        <Button variant="contained" onClick={onPublish} disabled={busy}>
          {translate('campaign-editor.footer.publish')}
        </Button>
      </Stack>
    </SessionCanAccess>
  );
};

import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { CODE, hasRoomFor, RECORD_QUOTAS, VIEW_NAME_MAX, type SavedView, type SavedViewInput } from '../../../src/api/contract';
import { ApiHttpError } from '../../../src/api/HttpError';
import { errorText } from '../../../src/api/errorText';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useWrite } from '../../../src/data/useWrite';
import { REPORTS_RESOURCE } from '../data/reportsApi';
import { LoadingButton } from '../../../src/forms/LoadingButton';

interface SaveViewDialogProps {
  open: boolean;
  onClose(): void;
  view: Omit<SavedViewInput, 'name'> | null;
}

/**
 * Saves the report's filters under a name (ours, beyond the spec). A refused save keeps the typed name
 * and shows the server's words under the field (or its message when it names no field). The person's
 * views are listed when it opens: at their quota (RECORD_QUOTAS.report_views) it says so and does not
 * offer Save, as the server would refuse it (1600, said in the page's language too).
 */
export const SaveViewDialog = ({ open, onClose, view }: SaveViewDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { data: views } = useInvokeQuery<SavedView[]>(REPORTS_RESOURCE, 'listViews', {}, { enabled: open });
  const fullText = translate('reports.views.full', { max: RECORD_QUOTAS.report_views });
  const full = views !== undefined && !hasRoomFor('report_views', views.length);
  // One save however often Save is clicked or Enter pressed; a refusal shows under the name.
  const saving = useWrite({
    write: (dataProvider, input: SavedViewInput) => dataProvider.invoke<SavedView>(REPORTS_RESOURCE, 'saveView', { view: input }),
    invalidates: [[REPORTS_RESOURCE, 'listViews']],
    onSuccess: (saved) => {
      notify('reports.views.saved', { type: 'success', messageArgs: { name: saved.name } });
      setName('');
      onClose();
    },
    onFailure: (error) => {
      if (error instanceof ApiHttpError && error.body.code === CODE.QUOTA_REACHED) setProblem(fullText);
      else setProblem(error instanceof ApiHttpError && error.body.errors?.name ? error.body.errors.name : errorText(error, translate('core.errors.somethingWentWrong')));
    },
    notifyFailure: false,
  });
  const submit = () => {
    if (name.trim() === '') {
      setProblem(translate('core.validation.required'));
      return;
    }
    if (view) void saving.run({ ...view, name: name.trim() });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="save-view-title" fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="save-view-title">{translate('reports.views.saveTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            label={translate('reports.views.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
            error={problem !== null || full}
            helperText={problem ?? (full ? fullText : translate('reports.views.nameHint', { max: VIEW_NAME_MAX }))}
            slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX + 20 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <LoadingButton type="submit" variant="contained" loading={saving.pending} disabled={full}>
            {translate('ra.action.save')}
          </LoadingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};

import { useState } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useFormContext, useFormState, type Path } from 'react-hook-form';
import type { WhitelabelRecord } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { useReportDirty } from '../../../src/account-forms/PageLeaveGuard';
import { useWrite } from '../../../src/data/useWrite';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { CUSTOMIZATION_RESOURCE } from './customizationApi';
import { customizationBody, customizationValues, type CustomizationValues } from './customizationForm';

interface CustomizationSaveProps {
  id: number;
  /** After OK on the success modal: the page reads the data again and the app takes the new branding. */
  onConfirmed: () => Promise<void>;
}

/**
 * Save (spec 3 §2): sends once however often it is clicked; success shows a modal whose OK reloads the
 * data; a failure shows 'Failed To Save Changes' (spec 3 §8), puts the server's reasons under the
 * fields and keeps every value. The form's changes are guarded by the page's leave confirmation.
 */
export const CustomizationSave = ({ id, onConfirmed }: CustomizationSaveProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { handleSubmit, reset, setError } = useFormContext<CustomizationValues>();
  const { isDirty } = useFormState<CustomizationValues>();
  const [saved, setSaved] = useState(false);
  useReportDirty(isDirty);
  // The failure has its own words (spec 3 §8) and the server's reasons go under the fields.
  const save = useWrite({
    write: (dataProvider, values: CustomizationValues) => dataProvider.invoke<WhitelabelRecord>(CUSTOMIZATION_RESOURCE, 'save', customizationBody(id, values)),
    onSuccess: (answer) => {
      // The saved answer is the form's new start: clean, with the new images' ids.
      reset(customizationValues(answer));
      setSaved(true);
    },
    onFailure: (error) => {
      notify('admin.customization.failedToSave', { type: 'error' });
      const errors = isApiError(error) ? (error.body.errors ?? {}) : {};
      for (const [field, message] of Object.entries(errors)) setError(field as Path<CustomizationValues>, { type: 'server', message });
    },
    notifyFailure: false,
  });
  const submit = handleSubmit(async (values) => {
    await save.run(values);
  });
  const confirmed = useWrite({
    write: () => onConfirmed(),
    onSuccess: () => setSaved(false),
  });

  return (
    <Box>
      <LoadingButton variant="contained" onClick={() => void submit()} loading={save.pending} data-testid="customization-save">
        {translate('ra.action.save')}
      </LoadingButton>
      <Dialog open={saved} aria-labelledby="customization-saved-title">
        <DialogTitle id="customization-saved-title">{translate('admin.customization.saved.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('admin.customization.saved.message')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <LoadingButton variant="contained" autoFocus loading={confirmed.pending} onClick={() => void confirmed.run()}>
            {translate('admin.customization.saved.ok')}
          </LoadingButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
};


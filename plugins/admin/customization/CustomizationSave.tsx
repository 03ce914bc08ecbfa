import { useCallback, useState } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import { useFormContext, useFormState, type Path } from 'react-hook-form';
import type { WhitelabelRecord } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { useReportDirty } from '../../../src/account-forms/PageLeaveGuard';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { useBusyAction } from '../../../src/forms/useBusyAction';
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
  const dataProvider = useAppDataProvider();
  const { handleSubmit, reset, setError } = useFormContext<CustomizationValues>();
  const { isDirty } = useFormState<CustomizationValues>();
  const [saved, setSaved] = useState(false);
  useReportDirty(isDirty);
  const mutation = useMutation({
    mutationFn: (values: CustomizationValues) => dataProvider.invoke<WhitelabelRecord>(CUSTOMIZATION_RESOURCE, 'save', customizationBody(id, values)),
  });
  const { mutateAsync } = mutation;

  const send = useCallback(
    (values: CustomizationValues) =>
      mutateAsync(values).then(
        (answer) => {
          // The saved answer is the form's new start: clean, with the new images' ids.
          reset(customizationValues(answer));
          setSaved(true);
        },
        (error: unknown) => {
          notify('admin.customization.failedToSave', { type: 'error' });
          const errors = isApiError(error) ? (error.body.errors ?? {}) : {};
          for (const [field, message] of Object.entries(errors)) setError(field as Path<CustomizationValues>, { type: 'server', message });
        },
      ),
    [mutateAsync, notify, reset, setError],
  );
  const submit = useCallback(() => handleSubmit(send)(), [handleSubmit, send]);
  const { busy, run } = useBusyAction(submit);
  const confirmed = useBusyAction(
    useCallback(async () => {
      await onConfirmed();
      setSaved(false);
    }, [onConfirmed]),
  );

  return (
    <Box>
      <LoadingButton variant="contained" onClick={() => void run()} loading={busy} data-testid="customization-save">
        {translate('ra.action.save')}
      </LoadingButton>
      <Dialog open={saved} aria-labelledby="customization-saved-title">
        <DialogTitle id="customization-saved-title">{translate('admin.customization.saved.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('admin.customization.saved.message')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <LoadingButton variant="contained" autoFocus loading={confirmed.busy} onClick={() => void confirmed.run()}>
            {translate('admin.customization.saved.ok')}
          </LoadingButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
};


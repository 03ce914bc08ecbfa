import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

interface CountryConfirmDialogProps {
  /** The country being chosen; the dialog is open while there is one. */
  countryName: string | null;
  onChangeCountry: () => void;
  onConfirm: () => void;
}

/** Spec 1 §4: choosing the country asks once, since it cannot be changed later (Change Country or Confirm). */
export const CountryConfirmDialog = ({ countryName, onChangeCountry, onConfirm }: CountryConfirmDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={countryName !== null} onClose={onChangeCountry} aria-labelledby="country-confirm-title">
      <DialogTitle id="country-confirm-title">{translate('campaign-editor.basicInfo.country.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate('campaign-editor.basicInfo.country.confirmText', { country: countryName ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onChangeCountry}>{translate('campaign-editor.basicInfo.country.change')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {translate('campaign-editor.basicInfo.country.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

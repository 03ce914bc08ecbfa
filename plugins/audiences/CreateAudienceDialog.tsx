import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useDialogClose } from '../../src/forms/FormDialog';
import { StaticAudienceForm } from './StaticAudienceForm';
import { AUDIENCE_CREATE_PATH } from './audiencePaths';

interface CreateAudienceDialogProps {
  open: boolean;
  onClose(): void;
}

type Kind = 'static' | 'dynamic';

/**
 * The create dialog (spec 3 §2): static (a name and a CSV file, uploaded here) or dynamic (goes to the
 * dynamic create page). The choice is a radio group, so the dialog says what each kind is before
 * anything happens; Continue with dynamic leaves for the builder.
 */
export const CreateAudienceDialog = ({ open, onClose }: CreateAudienceDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [kind, setKind] = useState<Kind | null>(null);
  const [step, setStep] = useState<'choose' | 'upload'>('choose');
  const closing = useDialogClose(() => {
    onClose();
    setStep('choose');
    setKind(null);
  });
  const close = closing.close;
  const next = () => {
    if (kind === 'dynamic') navigate(AUDIENCE_CREATE_PATH);
    else setStep('upload');
  };
  return (
    // The upload step holds typed work: closing it asks first (the choice step has nothing to lose).
    <Dialog open={open} onClose={step === 'upload' ? closing.request : close} aria-labelledby="create-audience-title" fullWidth maxWidth="sm">
      <DialogTitle id="create-audience-title">{translate(step === 'upload' ? 'audiences.create.staticTitle' : 'audiences.create.title')}</DialogTitle>
      {step === 'upload' ? (
        <StaticAudienceForm open={open} closing={closing} onDone={() => notify('audiences.messages.created', { type: 'success' })} />
      ) : (
        <>
          <DialogContent>
            <RadioGroup aria-label={translate('audiences.create.kind')} value={kind ?? ''} onChange={(event) => setKind(event.target.value as Kind)}>
              <FormControlLabel value="static" control={<Radio />} label={translate('audiences.create.static')} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 4, mb: 1 }}>
                {translate('audiences.create.staticHint')}
              </Typography>
              <FormControlLabel value="dynamic" control={<Radio />} label={translate('audiences.create.dynamic')} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                {translate('audiences.create.dynamicHint')}
              </Typography>
            </RadioGroup>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('audiences.create.cancel')}</Button>
            <Button variant="contained" disabled={kind === null} onClick={next}>
              {translate('audiences.create.continue')}
            </Button>
          </DialogActions>
        </>
      )}
      {closing.confirmation}
    </Dialog>
  );
};

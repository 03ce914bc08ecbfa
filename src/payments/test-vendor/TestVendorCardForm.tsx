import { Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useMemo, useState, type FormEvent } from 'react';
import { useLeaveConfirmation } from '../../forms/useLeaveConfirmation';
import { UnsavedChangesDialog } from '../../forms/UnsavedChangesDialog';
import { CardSetupActions } from '../CardSetupActions';
import type { CardSetupFormProps } from '../vendorPort';
import { groupCardNumber } from './expiry';
import { TestAuthenticationDialog } from './TestAuthenticationDialog';
import { useTestVendorSetup, type TestCardFields } from './useTestVendorSetup';

const EMPTY: TestCardFields = { number: '', expiry: '', cvc: '', name: '' };

/**
 * The test vendor's card form (the offline adapter of the vendor port): number, expiry MM/YY, CVC and
 * the name on the card, checked by the mock as a processor would. A refused card keeps every typed
 * value and shows the provider's message under the form; an authentication step opens its dialog.
 */
export const TestVendorCardForm = ({ clientSecret, onSaved, onCancel }: CardSetupFormProps) => {
  const translate = useTranslate();
  const [fields, setFields] = useState<TestCardFields>(EMPTY);
  const messages = useMemo(() => ({ expiry: translate('billing.cards.form.expiryInvalid'), failed: translate('core.errors.somethingWentWrong') }), [translate]);
  const { step, confirming: save, authenticating } = useTestVendorSetup(clientSecret, onSaved, messages);
  const dirty = Object.values(fields).some((value) => value !== '');
  const leave = useLeaveConfirmation(dirty);
  const complete = fields.number !== '' && fields.expiry !== '' && fields.cvc !== '' && fields.name.trim() !== '';

  const field = (key: keyof TestCardFields, normalise: (text: string) => string = (text) => text) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: normalise(event.target.value) })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(fields);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('billing.cards.form.label')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('billing.cards.form.testNote')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={translate('billing.cards.form.number')}
          required
          autoFocus
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
          {...field('number', groupCardNumber)}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label={translate('billing.cards.form.expiry')}
            placeholder={translate('billing.cards.form.expiryPlaceholder')}
            required
            autoComplete="cc-exp"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            {...field('expiry')}
          />
          <TextField
            label={translate('billing.cards.form.cvc')}
            required
            autoComplete="cc-csc"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            {...field('cvc', (text) => text.replace(/\D/g, ''))}
          />
        </Stack>
        <TextField label={translate('billing.cards.form.name')} required autoComplete="cc-name" slotProps={{ htmlInput: { maxLength: 100 } }} {...field('name')} />
      </Stack>
      <CardSetupActions message={step.kind === 'form' ? step.message : null} busy={save.pending || step.kind === 'authenticate'} disabled={!complete} onCancel={onCancel} />
      <TestAuthenticationDialog open={step.kind === 'authenticate'} answering={authenticating} />
      <UnsavedChangesDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </Box>
  );
};

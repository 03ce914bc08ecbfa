import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, useGetList, useLocale, useNotify, useTranslate } from 'ra-core';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { AdminAccountRow } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { errorText } from '../../../src/api/errorText';
import { countryListOptions, type CountryRecord } from '../../../src/data/referenceLists';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { UnsavedChangesDialog } from '../../../src/forms/UnsavedChangesDialog';
import { useLeaveConfirmation } from '../../../src/forms/useLeaveConfirmation';
import { domainRuleField, emailField } from '../../../src/forms/validators';
import { ACCOUNTS_RESOURCE } from './accountsList';
import {
  companyNameProblem,
  CREATE_ACCOUNT_DEFAULTS,
  createAccountPayload,
  emailTextProblem,
  extraTextProblem,
  firstNameProblem,
  lastNameProblem,
  multiplierProblem,
  needsOtherText,
  phoneProblem,
  SOURCE_CHOICES,
  TYPE_CHOICES,
  WHITELABEL_CHOICES,
  type CreateAccountValues,
} from './createAccountForm';

/** The country list is one unpaged answer (the sign-up form's); this asks for all of it. */
const ALL_COUNTRIES = { pagination: { page: 1, perPage: 1000 } };

const required = { required: true };
const RULES = {
  companyName: domainRuleField(companyNameProblem, required),
  firstName: domainRuleField(firstNameProblem, required),
  lastName: domainRuleField(lastNameProblem, required),
  phone: domainRuleField(phoneProblem, required),
  email: [domainRuleField(emailTextProblem, required), emailField],
  choice: domainRuleField((value) => (value ? null : { key: 'required' }), required),
  other: domainRuleField((value) => extraTextProblem('other', value, required), required),
  niche: domainRuleField((value) => extraTextProblem('niche', value)),
  position: domainRuleField((value) => extraTextProblem('position', value)),
  multiplier: domainRuleField(multiplierProblem, required),
};

/** The 'other' text, only while the source is 'other' (spec 3 §2). */
const OtherSourceInput = () => {
  const source = useWatch<CreateAccountValues, 'source'>({ name: 'source' });
  return needsOtherText(source) ? <TextInput source="other" label="admin.accounts.create.fields.other" validate={RULES.other} fullWidth /> : null;
};

/** Cancel and submit; submit is a loading button, disabled while the account is being created. */
const CreateAccountActions = ({ onCancel }: { onCancel(): void }) => {
  const translate = useTranslate();
  const { isSubmitting, isDirty } = useFormState();
  const leave = useLeaveConfirmation(isDirty && !isSubmitting);
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={isSubmitting}>
        {translate('admin.accounts.create.cancel')}
      </Button>
      <LoadingButton type="submit" variant="contained" loading={isSubmitting}>
        {translate('admin.accounts.create.submit')}
      </LoadingButton>
      <UnsavedChangesDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </DialogActions>
  );
};

const CreateAccountFields = () => {
  const locale = useLocale();
  const countries = useGetList<CountryRecord>('countries', ALL_COUNTRIES, countryListOptions(locale));
  return (
    <>
      <TextInput source="companyName" label="admin.accounts.create.fields.companyName" validate={RULES.companyName} fullWidth />
      <SelectInput
        source="country"
        label="admin.accounts.create.fields.country"
        choices={countries.data ?? []}
        optionValue="iso_code"
        optionText="name"
        isPending={countries.isPending}
        validate={RULES.choice}
        fullWidth
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <TextInput source="firstName" label="admin.accounts.create.fields.firstName" validate={RULES.firstName} fullWidth />
        <TextInput source="lastName" label="admin.accounts.create.fields.lastName" validate={RULES.lastName} fullWidth />
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <TextInput source="phone" label="admin.accounts.create.fields.phone" type="tel" validate={RULES.phone} fullWidth />
        <TextInput source="email" label="admin.accounts.create.fields.email" type="email" validate={RULES.email} fullWidth />
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <SelectInput source="type" label="admin.accounts.create.fields.type" choices={TYPE_CHOICES} validate={RULES.choice} fullWidth />
        <SelectInput source="source" label="admin.accounts.create.fields.source" choices={SOURCE_CHOICES} validate={RULES.choice} fullWidth />
      </Box>
      <OtherSourceInput />
      <SelectInput source="whitelabelId" label="admin.accounts.create.fields.whitelabelId" choices={WHITELABEL_CHOICES} validate={RULES.choice} fullWidth />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <TextInput source="niche" label="admin.accounts.create.fields.niche" validate={RULES.niche} fullWidth />
        <TextInput source="position" label="admin.accounts.create.fields.position" validate={RULES.position} fullWidth />
      </Box>
      <NumberInput source="rewarded_ads_cpm_rate" label="admin.accounts.create.fields.multiplier" validate={RULES.multiplier} step={0.1} fullWidth />
    </>
  );
};

/**
 * The create-account dialog (spec 3 §2, §3). The rules the mock checks are checked here too (the
 * profile's text limits, the contract's limits, the multiplier's rule), so most mistakes show under
 * their field before anything is sent. A refusal (160, a taken email) shows the server's message and
 * keeps every typed value, with any field errors under their inputs; on success the dialog closes and
 * the list and the tiles are asked again, so the new account appears.
 */
export const CreateAccountDialog = ({ open, onClose }: { open: boolean; onClose(): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    if (submitting) return;
    setRefusal(null);
    onClose();
  };
  const submit = async (values: CreateAccountValues) => {
    setRefusal(null);
    setSubmitting(true);
    try {
      await dataProvider.invoke<AdminAccountRow>(ACCOUNTS_RESOURCE, 'create', { payload: createAccountPayload(values) });
      // The list, the tiles and any open trail: every query of the resource.
      await queryClient.invalidateQueries({ queryKey: [ACCOUNTS_RESOURCE] });
      notify('admin.accounts.create.created', { type: 'success' });
      setSubmitting(false);
      onClose();
      return undefined;
    } catch (error) {
      setSubmitting(false);
      setRefusal(errorText(error, 'core.errors.somethingWentWrong'));
      // Returned to react-admin's Form: shown under their inputs, every typed value kept.
      return isApiError(error) && error.body.errors ? error.body.errors : {};
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="create-account-title" fullWidth maxWidth="sm">
      <DialogTitle id="create-account-title">{translate('admin.accounts.create.title')}</DialogTitle>
      <Form onSubmit={submit} defaultValues={CREATE_ACCOUNT_DEFAULTS} mode="onBlur" noValidate>
        <DialogContent sx={{ pt: 1 }}>
          {refusal && (
            <Alert severity="error" role="alert" data-testid="create-account-error" sx={{ mb: 2 }}>
              {translate(refusal, { _: refusal })}
            </Alert>
          )}
          <CreateAccountFields />
        </DialogContent>
        <CreateAccountActions onCancel={close} />
      </Form>
    </Dialog>
  );
};

import { Box, Typography } from '@mui/material';
import { useGetList, useLocale, useNotify, useTranslate } from 'ra-core';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AdminAccountRow } from '../../../src/api/contract';
import { errorText } from '../../../src/api/errorText';
import { countryListOptions, type CountryRecord } from '../../../src/data/referenceLists';
import { useWrite } from '../../../src/data/useWrite';
import { FormDialog } from '../../../src/forms/FormDialog';
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

const CreateAccountFields = () => {
  const translate = useTranslate();
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
      <NumberInput
        source="rewarded_ads_cpm_rate"
        label="admin.accounts.create.fields.multiplier"
        helperText="admin.accounts.create.multiplierHint"
        validate={RULES.multiplier}
        step={0.1}
        fullWidth
      />
      {/* How the owner gets in: the mock mails a set-password link to the new account (spec 3 §2 is silent). */}
      <Typography variant="body2" color="text.secondary" data-testid="create-account-sign-in">
        {translate('admin.accounts.create.signIn')}
      </Typography>
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
  const save = useWrite({
    write: (dataProvider, values: CreateAccountValues) => dataProvider.invoke<AdminAccountRow>(ACCOUNTS_RESOURCE, 'create', { payload: createAccountPayload(values) }),
    // The list, the tiles and any open trail: every query of the resource.
    invalidates: [[ACCOUNTS_RESOURCE]],
    onSuccess: () => notify('admin.accounts.create.created', { type: 'success' }),
    notifyFailure: false,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={translate('admin.accounts.create.title')}
      titleId="create-account-title"
      defaultValues={CREATE_ACCOUNT_DEFAULTS}
      save={save}
      // The server's message is said even beside its field errors: a taken email (160) names the account's rule.
      refusal={(error, standard) => ({ ...standard, message: errorText(error, 'core.errors.somethingWentWrong') })}
      submitLabel="admin.accounts.create.submit"
      cancelLabel="admin.accounts.create.cancel"
      refusalTestId="create-account-error"
    >
      <CreateAccountFields />
    </FormDialog>
  );
};

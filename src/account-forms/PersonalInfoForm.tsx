import { useCallback, useMemo } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TextInput } from 'react-admin';
import type { PersonalInfoRequest, User } from '../api/contract';
import { ACCOUNT_USERS } from '../data/coreResources';
import { useAppDataProvider } from '../data/useInvokeQuery';
import { RESERVED_HELPER_LINE } from '../forms/reservedHelperLine';
import { textField } from './accountFormRules';
import { ProfilePictureField } from './ProfilePictureField';
import { SectionForm } from './SectionForm';
import { useStoreSavedUser } from './useAccountUser';

type PersonalValues = Pick<PersonalInfoRequest, 'first_name' | 'last_name' | 'phone'>;

const FIRST_NAME = textField('first_name', { required: true });
const LAST_NAME = textField('last_name', { required: true });
const PHONE = textField('phone', { required: true });

/**
 * Personal info (spec 3 §5), on the profile and the settings page: first name, last name and phone
 * required; email and user id shown read-only (outside the form: they are never sent); the profile
 * picture, uploaded on its own as soon as it is chosen.
 */
export const PersonalInfoForm = ({ user, readOnly = false }: { user: User; readOnly?: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const storeSaved = useStoreSavedUser();
  const values = useMemo<PersonalValues>(() => ({ first_name: user.first_name, last_name: user.last_name, phone: user.phone }), [user.first_name, user.last_name, user.phone]);
  const save = useCallback(
    (next: PersonalValues) => dataProvider.invoke<User>(ACCOUNT_USERS, 'personal', { id: user.id, first_name: next.first_name, last_name: next.last_name, phone: next.phone }),
    [dataProvider, user.id],
  );
  return (
    <SectionForm title="core.account.personal.title" values={values} save={save} success="core.account.personal.saved" onSaved={(answer) => storeSaved(answer as User)} readOnly={readOnly} testId="personal-info">
      <ProfilePictureField user={user} readOnly={readOnly} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="first_name" label="core.account.personal.firstName" validate={FIRST_NAME} readOnly={readOnly} autoComplete="given-name" helperText={RESERVED_HELPER_LINE} fullWidth />
        <TextInput source="last_name" label="core.account.personal.lastName" validate={LAST_NAME} readOnly={readOnly} autoComplete="family-name" helperText={RESERVED_HELPER_LINE} fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="phone" label="core.account.personal.phone" validate={PHONE} readOnly={readOnly} type="tel" autoComplete="tel" helperText={RESERVED_HELPER_LINE} fullWidth />
        <TextField label={translate('core.account.personal.email')} value={user.email} slotProps={{ input: { readOnly: true } }} helperText={translate('core.account.readOnly')} fullWidth />
        <TextField label={translate('core.account.personal.userId')} value={String(user.id)} slotProps={{ input: { readOnly: true } }} helperText={translate('core.account.readOnly')} sx={{ maxWidth: { md: 200 } }} fullWidth />
      </Stack>
    </SectionForm>
  );
};
